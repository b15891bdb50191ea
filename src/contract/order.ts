import { z } from 'zod/mini';
import { validationMessages as say } from '../messages/validation.ts';
import { decimalSchema, falseWhenMissing, idSchema, nullableDecimal, nullableText, positiveQuantitySchema } from './decimal.ts';
import { productRefSchema, productSummarySchema } from './product.ts';
import { nameText, plainText, requiredName, requiredPlainText, requiredTextUpTo } from './text.ts';

export const orderStatuses = ['en_attente', 'confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree', 'annulee'] as const;
export const orderStatusSchema = z.enum(orderStatuses, { error: say.unknownOrderStatus });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Order line: DRF may send `produit` (id or object) or `produit_info`, and `prix_consigne` or `prix_consigne_unitaire`. */
const orderArticleSchema = z.object({
  id: z.optional(idSchema),
  produit: z.nullish(productRefSchema),
  produit_info: z.nullish(productSummarySchema),
  quantite: z.number().check(z.int()),
  prix_unitaire: decimalSchema,
  avec_consigne: falseWhenMissing,
  prix_consigne: z.optional(nullableDecimal),
  prix_consigne_unitaire: z.optional(nullableDecimal),
  libelle: z.optional(nullableText),
});

export const orderSchema = z.object({
  id: idSchema,
  numero_commande: z.string(),
  date_commande: z.string(),
  statut: orderStatusSchema,
  total_commande: decimalSchema,
  /** Once delivered: the deposit of the empties that did not come back, and the total collected (the reference API's). */
  consigne_manquante: z.optional(z.nullable(decimalSchema)),
  a_encaisser: z.optional(z.nullable(decimalSchema)),
  frais_livraison: decimalSchema,
  adresse_livraison: z.string(),
  telephone_livraison: z.string(),
  nom_client: nullableText,
  articles: z.array(orderArticleSchema),
  email: z.optional(nullableText),
  notes: z.optional(nullableText),
  mode_paiement: z.optional(nullableText),
  /** A large order the shop confirms on the phone before it takes stock (the reference API's; absent elsewhere). */
  a_confirmer: z.optional(z.boolean()),
  /** Guest access token returned on guest orders (lets a guest open the order). */
  token_suivi: z.optional(nullableText),
});
export type Order = z.infer<typeof orderSchema>;

const orderArticleCreateSchema = z.object({
  produit: idSchema,
  quantite: z._default(positiveQuantitySchema, 1),
  avec_consigne: z._default(z.boolean({ error: say.consigneBoolean }), false),
  bouteilles_echangees: z._default(z.literal(0, { error: say.exchangedBottlesZero }), 0),
});
export type OrderArticleCreate = z.infer<typeof orderArticleCreateSchema>;

/** Lines of one order, at most (the catalogue's price ceiling is derived from it). */
export const MAX_ORDER_LINES = 200;

const orderCreateFields = {
  address_id: z.nullish(z.union([idSchema, z.string().check(z.regex(/^\d+$/))])),
  adresse_livraison: requiredTextUpTo(500),
  telephone_livraison: requiredPlainText(30),
  notes: z.nullish(plainText(1000, true)),
  mode_paiement: requiredPlainText(50),
  use_saved_address: z._default(z.boolean(), false),
  articles: z
    .array(orderArticleCreateSchema, { error: say.articlesRequired })
    .check(z.minLength(1, { error: say.articlesRequired }), z.maxLength(MAX_ORDER_LINES)),
};

/**
 * POST /orders/commandes/ (registered customer). `nom_complet`: the recipient as typed at the checkout (the order's
 * name; the account's name when absent or empty). The shop's Django backend ignores a field it does not know.
 */
export const orderCreateSchema = z.object({ ...orderCreateFields, nom_complet: z.nullish(nameText(200)) });
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

/** POST /orders/commandes/anonyme/ (guest): adds `nom_complet` (required) and `email` (optional, may be empty). */
export const guestOrderCreateSchema = z.object({
  ...orderCreateFields,
  nom_complet: requiredName(200),
  email: z.nullish(z.union([z.literal(''), z.email({ error: say.guestInvalidEmail })])),
});
export type GuestOrderCreateInput = z.input<typeof guestOrderCreateSchema>;
