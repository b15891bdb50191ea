/** Orders as the shop's staff read and move them (gestion). */
import { z } from 'zod/mini';
import { decimalSchema, idSchema } from './decimal.ts';
import { orderStatusSchema } from './order.ts';
import { countSchema, staffPageSchema } from './staff-page.ts';

const staffOrderLineSchema = z.object({
  id: idSchema,
  /** Null when the product no longer exists. */
  produit: z.nullable(idSchema),
  libelle: z.string(),
  quantite: countSchema,
  prix_unitaire: decimalSchema,
  avec_consigne: z.boolean(),
  prix_consigne_unitaire: decimalSchema,
  /** The product left the storefront (archived) since. */
  produit_archive: z.boolean(),
  /**
   * The bottles' deposit on this line: `facturee` (charged, the customer keeps the bottles), `echange`
   * (the customer hands over as many empties: the courier collects them), `sans` (none on this product).
   */
  consigne: z.enum(['facturee', 'echange', 'sans']),
});

/** GET /staff/commandes/{id}/: the order with what the shop needs to deliver it. */
export const staffOrderSchema = z.object({
  id: idSchema,
  numero_commande: z.string(),
  date_commande: z.string(),
  statut: orderStatusSchema,
  sous_total: decimalSchema,
  total_consignes: decimalSchema,
  frais_livraison: decimalSchema,
  total_commande: decimalSchema,
  adresse_livraison: z.string(),
  telephone_livraison: z.string(),
  nom_client: z.string(),
  email: z.string(),
  notes: z.string(),
  mode_paiement: z.string(),
  /** The customer's account, null for a guest order. */
  client: z.nullable(z.object({ id: idSchema, email: z.string() })),
  /** 'Je paie avec': the banknote amount, and the change the courier brings. */
  paie_avec: z.nullable(decimalSchema),
  monnaie_a_rendre: z.nullable(decimalSchema),
  /** A cancelled order gave its stock back. */
  stock_restaure: z.boolean(),
  /** A large order, held: it takes its stock when confirmed (the staff call the customer first). */
  a_confirmer: z.boolean(),
  articles: z.array(staffOrderLineSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** GET /staff/commandes/: a page of orders, plus how many wait for confirmation (the tab's title). */
export const staffOrderPageSchema = z.object({ ...staffPageSchema(staffOrderSchema).shape, en_attente: countSchema });

/** Filters of GET /staff/commandes/ (query): status, Kinshasa day `2026-11-21`, search, open orders only. */
export type StaffOrderFilters = { statut?: string; jour?: string; q?: string; ouvertes?: '1'; page?: number };

/** One move of an order's life: who, when, from which status to which. */
const orderHistoryEntrySchema = z.object({
  id: idSchema,
  date: z.string(),
  auteur: z.string(),
  de: z.nullable(orderStatusSchema),
  vers: orderStatusSchema,
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;
export const orderHistorySchema = z.array(orderHistoryEntrySchema);

/**
 * POST /orders/commandes/{id}/statut/ (staff). `statut_actuel`: the status the screen showed when the move was
 * chosen; the move is refused (409, with the status now) when the order moved since.
 */
export const orderStatusChangeSchema = z.object({ statut: orderStatusSchema, statut_actuel: z.optional(orderStatusSchema) });
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** GET /staff/jour/?date=2026-11-21: the day's orders and revenue (Kinshasa day), and the products running low. */
export const daySummarySchema = z.object({
  jour: z.string(),
  commandes: countSchema,
  /** Total of the day's orders that were not cancelled. */
  chiffre_affaires: decimalSchema,
  par_statut: z.array(z.object({ statut: orderStatusSchema, nombre: countSchema })),
  seuil_stock_bas: countSchema,
  stock_bas: z.array(z.object({ id: idSchema, nom: z.string(), stock: z.number().check(z.int()) })),
});
export type DaySummary = z.infer<typeof daySummarySchema>;
