import { z } from 'zod';
import { decimalSchema, idSchema, nullableDecimal, nullableText } from './decimal.ts';

export const brandSchema = z.object({ id: idSchema, nom: z.string() });
export type Brand = z.infer<typeof brandSchema>;

export const categorySchema = z.object({
  id: idSchema,
  nom: z.string(),
  description: nullableText,
  image: nullableText,
});
export type Category = z.infer<typeof categorySchema>;

/**
 * `marque` / `categorie` of a product: DRF nests `{id, nom}`; a PrimaryKeyRelatedField sends a bare id,
 * normalised here to `{id, nom: null}`; null or missing stays null.
 */
export const namedRefSchema = z
  .union([z.object({ id: idSchema, nom: z.string().nullish() }), idSchema])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return { id: value, nom: null };
    return { id: value.id, nom: value.nom ?? null };
  });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const productSchema = z.object({
  id: idSchema,
  nom: z.string({ error: 'Nom du produit manquant' }),
  description: nullableText,
  prix: decimalSchema,
  prix_promo: nullableDecimal,
  prix_consigne: nullableDecimal,
  stock: z.number({ error: 'Stock entier attendu' }).int({ error: 'Stock entier attendu' }),
  unite: nullableText,
  image: nullableText,
  marque: namedRefSchema,
  categorie: namedRefSchema,
  date_ajout: nullableText,
  vendu_avec_consigne: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  /** Added by the reference API: average of approved reviews and their count. */
  note_moyenne: nullableDecimal.optional(),
  nombre_avis: z.number().int().nonnegative().optional(),
});
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

/** Product as nested in cart or order lines: an id or a (partial) product object. */
export const productSummarySchema = z.object({
  id: idSchema,
  nom: z.string().optional(),
  prix: decimalSchema.optional(),
  prix_promo: nullableDecimal.optional(),
  prix_consigne: nullableDecimal.optional(),
  image: nullableText.optional(),
  stock: z.number().int().optional(),
  marque: namedRefSchema.optional(),
  vendu_avec_consigne: z.boolean().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productRefSchema = z.union([idSchema, productSummarySchema]);
export type ProductRef = z.infer<typeof productRefSchema>;

/** Id of a `produit` sent either as an id or as an object. */
export function productIdOf(ref: ProductRef): number {
  return typeof ref === 'number' ? ref : ref.id;
}

export const productListParamsSchema = z.object({
  categorie: z.union([z.string(), z.number()]).optional(),
  marque: z.union([z.string(), z.number()]).optional(),
  limit: z.number().int().positive().optional(),
  ordering: z.string().optional(),
});
export type ProductListParams = z.infer<typeof productListParamsSchema>;
