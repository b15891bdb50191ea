import { z } from 'zod';
import { DECIMAL_PATTERN } from './plain-checks.ts';

/** Decimal as DRF sends it: a string like "2500.00" or a plain number. Output is left unchanged; the domain's money module converts it to integer hundredths. */
export const decimalSchema = z.union([
  z.string().trim().regex(DECIMAL_PATTERN, { error: 'Nombre décimal attendu (ex. "2500.00")' }),
  z.number({ error: 'Nombre décimal attendu' }).refine(Number.isFinite, { error: 'Nombre fini attendu' }),
]);
export type Decimal = z.infer<typeof decimalSchema>;

/** Decimal or null (e.g. `prix_promo` when there is no promotion). Missing counts as null. */
export const nullableDecimal = decimalSchema.nullish().transform((value) => value ?? null);
export type NullableDecimal = z.infer<typeof nullableDecimal>;

export const idSchema = z.number({ error: 'Identifiant entier attendu' }).int({ error: 'Identifiant entier attendu' }).positive({
  error: 'Identifiant positif attendu',
});

/** Ids in URLs or untrusted storage may be numeric strings ("12"). */
export const idLikeSchema = z.union([idSchema, z.string().regex(/^\d+$/).transform(Number).pipe(idSchema)]);

/** Optional text that DRF may send as null or omit: normalised to null. */
export const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const positiveQuantitySchema = z
  .number({ error: 'Quantité entière attendue' })
  .int({ error: 'Quantité entière attendue' })
  .min(1, { error: 'La quantité doit être au moins 1' });
