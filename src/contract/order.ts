import { z } from 'zod';
import { decimalSchema, idSchema, nullableDecimal, nullableText } from './decimal.ts';
import { productRefSchema, productSummarySchema } from './product.ts';

export const orderStatuses = ['en_attente', 'confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree', 'annulee'] as const;
export const orderStatusSchema = z.enum(orderStatuses, { error: 'Statut de commande inconnu' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Order line: DRF may send `produit` (id or object) or `produit_info`, and `prix_consigne` or `prix_consigne_unitaire`. */
export const orderArticleSchema = z.object({
  id: idSchema.optional(),
  produit: productRefSchema.nullish(),
  produit_info: productSummarySchema.nullish(),
  quantite: z.number().int(),
  prix_unitaire: decimalSchema,
  avec_consigne: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  prix_consigne: nullableDecimal.optional(),
  prix_consigne_unitaire: nullableDecimal.optional(),
  libelle: nullableText.optional(),
});
export type OrderArticle = z.infer<typeof orderArticleSchema>;

export const orderSchema = z.object({
  id: idSchema,
  numero_commande: z.string(),
  date_commande: z.string(),
  statut: orderStatusSchema,
  total_commande: decimalSchema,
  frais_livraison: decimalSchema,
  adresse_livraison: z.string(),
  telephone_livraison: z.string(),
  nom_client: nullableText,
  articles: z.array(orderArticleSchema),
  email: nullableText.optional(),
  notes: nullableText.optional(),
  mode_paiement: nullableText.optional(),
  /** Guest access token returned on guest orders (lets a guest open the order). */
  token_suivi: nullableText.optional(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderInput = z.input<typeof orderSchema>;

export const orderArticleCreateSchema = z.object({
  produit: idSchema,
  quantite: z
    .number({ error: 'Quantité entière attendue' })
    .int({ error: 'Quantité entière attendue' })
    .min(1, { error: 'La quantité doit être au moins 1' })
    .default(1),
  avec_consigne: z.boolean({ error: 'avec_consigne doit être un booléen' }).default(false),
  bouteilles_echangees: z.literal(0, { error: 'bouteilles_echangees doit valoir 0' }).default(0),
});
export type OrderArticleCreate = z.infer<typeof orderArticleCreateSchema>;

const fieldRequired = 'Ce champ est obligatoire.';
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

const orderCreateFields = {
  address_id: z.union([idSchema, z.string().regex(/^\d+$/)]).nullish(),
  adresse_livraison: requiredText(fieldRequired).pipe(z.string().max(500)),
  telephone_livraison: requiredText(fieldRequired).pipe(z.string().max(30)),
  notes: z.string().max(1000).nullish(),
  mode_paiement: requiredText(fieldRequired).pipe(z.string().max(50)),
  use_saved_address: z.boolean().default(false),
  articles: z
    .array(orderArticleCreateSchema, { error: 'Au moins un article est requis.' })
    .min(1, { error: 'Au moins un article est requis.' })
    .max(200),
};

/** POST /orders/commandes/ (registered customer). */
export const orderCreateSchema = z.object(orderCreateFields);
export type OrderCreate = z.infer<typeof orderCreateSchema>;
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

/** POST /orders/commandes/anonyme/ (guest): adds `nom_complet` (required) and `email` (optional, may be empty). */
export const guestOrderCreateSchema = z.object({
  ...orderCreateFields,
  nom_complet: requiredText(fieldRequired).pipe(z.string().max(200)),
  email: z.union([z.literal(''), z.email({ error: 'Adresse email invalide' })]).nullish(),
});
export type GuestOrderCreate = z.infer<typeof guestOrderCreateSchema>;
export type GuestOrderCreateInput = z.input<typeof guestOrderCreateSchema>;
