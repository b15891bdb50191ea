/** The contract's building blocks: decimals, ids, and the field shapes several resources share. */
import { z } from 'zod/mini';
import { validationMessages as say } from '../messages/validation.ts';

/** A decimal as DRF writes it: `"2500.00"`, `"-1"`, `"12"` (after trimming). */
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** Decimal as DRF sends it: a string like "2500.00" or a plain number. Output is left unchanged; the domain's money module converts it to integer hundredths. */
export const decimalSchema = z.union([
  z.string().check(z.trim(), z.regex(DECIMAL_PATTERN, { error: say.decimalExpected })),
  z.number({ error: say.decimalNumberExpected }).check(z.refine(Number.isFinite, { error: say.finiteNumberExpected })),
]);

/** Decimal or null (e.g. `prix_promo` when there is no promotion). Missing counts as null. */
export const nullableDecimal = z.pipe(
  z.nullish(decimalSchema),
  z.transform((value) => value ?? null),
);

export const idSchema = /* @__PURE__ */ z
  .number({ error: say.integerIdExpected })
  .check(z.int({ error: say.integerIdExpected }), z.positive({ error: say.positiveIdExpected }));

/** Ids in URLs or untrusted storage may be numeric strings ("12"). */
export const idLikeSchema = z.union([idSchema, z.pipe(z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)), idSchema)]);

/** Optional text that DRF may send as null or omit: normalised to null. */
export const nullableText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? null),
);

/** A boolean DRF may send as null or omit (`vendu_avec_consigne`, `is_staff`…): read as false. */
export const falseWhenMissing = z.pipe(
  z.nullish(z.boolean()),
  z.transform((value) => value ?? false),
);

/** A text DRF may send as null or omit (`first_name`, `commentaire`…): read as ''. */
export const emptyWhenMissing = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

export const positiveQuantitySchema = /* @__PURE__ */ z
  .number({ error: say.integerQuantityExpected })
  .check(z.int({ error: say.integerQuantityExpected }), z.gte(1, { error: say.quantityAtLeastOne }));

/** Check of a partial update (PATCH): at least one field is given, else `error` on the whole body. */
export const someField = <T extends object>(error: string): z.core.$ZodCheck<T> =>
  z.refine<T>((value) => Object.values(value).some((field) => field !== undefined), { error });

/** A required text: trimmed, not empty. */
export const requiredText = /* @__PURE__ */ z
  .string({ error: say.fieldRequired })
  .check(z.trim(), z.minLength(1, { error: say.fieldRequired }));
