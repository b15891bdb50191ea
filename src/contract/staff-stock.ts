/**
 * The stock as the staff move it (gestion): what a delivery brings in (« Réception »), what a count finds
 * (« Inventaire »), and every change of a product's stock as a movement: who, when, before and after.
 */
import { z } from 'zod/mini';
import { gestionMessages as say } from '../messages/gestion.ts';
import { idSchema } from './decimal.ts';
import { MAX_STOCK } from './staff-catalogue.ts';
import { staffPageSchema } from './staff-page.ts';
import { requiredPlainText } from './text.ts';

/** What changes a product's stock: an order takes it, a cancellation gives it back, a delivery adds, a count sets… */
export const STOCK_MOVEMENT_TYPES = ['commande', 'annulation', 'reception', 'inventaire', 'archive', 'creation'] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

/** Longest reason of a count (« casse », « 2 casiers abîmés à la livraison »…). */
const MAX_REASON = 200;
/** Most products one delivery or one count names. */
const MAX_LINES = 500;

const received = z
  .number({ error: say.receivedNotWhole })
  .check(
    z.int({ error: say.receivedNotWhole }),
    z.gte(1, { error: say.receivedNotWhole }),
    z.lte(MAX_STOCK, { error: say.atMost(MAX_STOCK) }),
  );
const counted = z
  .number({ error: say.stockNotWhole })
  .check(z.int({ error: say.stockNotWhole }), z.gte(0, { error: say.stockNotWhole }), z.lte(MAX_STOCK, { error: say.atMost(MAX_STOCK) }));

const lines = <T extends z.core.$ZodType>(line: T) =>
  z
    .array(line, { error: say.stockListEmpty })
    .check(z.minLength(1, { error: say.stockListEmpty }), z.maxLength(MAX_LINES, { error: say.atMostLines(MAX_LINES) }));

const once = (articles: readonly { produit: number }[]) => new Set(articles.map((a) => a.produit)).size === articles.length;

/** POST /staff/stock/receptions/: a delivery from the brewery, several products' quantities received, added all or nothing. */
export const stockReceptionSchema = z.object({
  articles: lines(z.object({ produit: idSchema, quantite: received })).check(z.refine(once, { error: say.productTwice })),
});
export type StockReception = z.infer<typeof stockReceptionSchema>;

/** POST /staff/stock/inventaires/: a count — the total found of each product, and why it differs (one reason for the count). */
export const stockCountSchema = z.object({
  motif: requiredPlainText(MAX_REASON, false, say.reasonRequired),
  articles: lines(z.object({ produit: idSchema, stock: counted })).check(z.refine(once, { error: say.productTwice })),
});
export type StockCount = z.infer<typeof stockCountSchema>;

/** One change of one product's stock. `quantite` is signed: what it added (positive) or took (negative). */
export const stockMovementSchema = z.object({
  id: idSchema,
  produit: z.object({ id: idSchema, nom: z.string() }),
  date: z.string(),
  type: z.enum(STOCK_MOVEMENT_TYPES),
  quantite: z.number().check(z.int()),
  stock_avant: z.number().check(z.int()),
  stock_apres: z.number().check(z.int()),
  /** Who: the staff member (by name for a manager), the customer of an order, or the operator's command line. */
  auteur: z.string(),
  commande: z.nullable(z.object({ id: idSchema, numero_commande: z.string() })),
  motif: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** The answer to a delivery or a count: the movements it made, one per product, in the order sent. */
export const stockMovementsSchema = z.object({ mouvements: z.array(stockMovementSchema) });

/** GET /staff/produits/{id}/mouvements/: a product's movements, newest first, with the product and its stock now. */
export const stockMovementPageSchema = z.object({
  ...staffPageSchema(stockMovementSchema).shape,
  produit: z.object({ id: idSchema, nom: z.string() }),
  stock: z.number().check(z.int()),
});
