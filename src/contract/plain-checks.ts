/**
 * Rules of the contract that the light decoders (docs/decisions/005 and 006) check by hand, without
 * zod: kept here once, so the zod schemas and the hand-written checks cannot drift apart.
 */

/** A decimal as DRF writes it: `"2500.00"`, `"-1"`, `"12"` (after trimming). */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** A JSON object (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id as `idSchema` accepts it: a positive safe integer. */
export const isPositiveId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
