import { z } from 'zod/mini';

const count = z.number().check(z.int(), z.gte(0));

/** A DRF page of a staff list: `{count, next, previous, results}`, `next` an absolute URL or null. */
export function staffPageSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ count, next: z.nullable(z.string()), previous: z.nullable(z.string()), results: z.array(item) });
}

/** Whole count (of orders, products…) in a staff answer. */
export const countSchema = count;
