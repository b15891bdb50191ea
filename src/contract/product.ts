import { z } from 'zod/mini';
import { validationMessages as say } from '../messages/validation.ts';
import { decimalSchema, falseWhenMissing, idSchema, nullableDecimal, nullableText } from './decimal.ts';

export const brandSchema = z.object({ id: idSchema, nom: z.string() });
export type Brand = z.infer<typeof brandSchema>;

export const categorySchema = z.object({
  id: idSchema,
  nom: z.string(),
  /** Its page address, stored by the reference API (DRF may send none: the build then makes one). */
  slug: z.optional(nullableText),
  description: nullableText,
  image: nullableText,
});
export type Category = z.infer<typeof categorySchema>;

/**
 * `marque` / `categorie` of a product: DRF nests `{id, nom}`; a PrimaryKeyRelatedField sends a bare id,
 * normalised here to `{id, nom: null}`; null or missing stays null.
 */
const namedRefSchema = z.pipe(
  z.nullish(z.union([z.object({ id: idSchema, nom: z.nullish(z.string()) }), idSchema])),
  z.transform((value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return { id: value, nom: null };
    return { id: value.id, nom: value.nom ?? null };
  }),
);

export const productSchema = z.object({
  id: idSchema,
  nom: z.string({ error: say.productNameMissing }),
  description: nullableText,
  prix: decimalSchema,
  prix_promo: nullableDecimal,
  prix_consigne: nullableDecimal,
  stock: z.number({ error: say.integerStockExpected }).check(z.int({ error: say.integerStockExpected })),
  unite: nullableText,
  image: nullableText,
  marque: namedRefSchema,
  categorie: namedRefSchema,
  date_ajout: nullableText,
  vendu_avec_consigne: falseWhenMissing,
  /** Added by the reference API: average of approved reviews and their count. */
  note_moyenne: z.optional(nullableDecimal),
  nombre_avis: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type Product = z.infer<typeof productSchema>;

/** Product as nested in cart or order lines: an id or a (partial) product object. */
export const productSummarySchema = z.object({
  id: idSchema,
  nom: z.optional(z.string()),
  prix: z.optional(decimalSchema),
  prix_promo: z.optional(nullableDecimal),
  prix_consigne: z.optional(nullableDecimal),
  image: z.optional(nullableText),
  stock: z.optional(z.number().check(z.int())),
  marque: z.optional(namedRefSchema),
  vendu_avec_consigne: z.optional(z.boolean()),
  /** « Casier de 20 bouteilles »: what one deposit is charged for (a backend that omits it: « par article »). */
  unite: z.optional(nullableText),
});

export const productRefSchema = z.union([idSchema, productSummarySchema]);
export type ProductRef = z.infer<typeof productRefSchema>;

/** Id of a `produit` sent either as an id or as an object. */
export function productIdOf(ref: ProductRef): number {
  return typeof ref === 'number' ? ref : ref.id;
}

const productListParamsSchema = z.object({
  categorie: z.optional(z.union([z.string(), z.number()])),
  marque: z.optional(z.union([z.string(), z.number()])),
  limit: z.optional(z.number().check(z.int(), z.positive())),
  ordering: z.optional(z.string()),
});
export type ProductListParams = z.infer<typeof productListParamsSchema>;
