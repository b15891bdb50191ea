import { z } from 'zod/mini';

/** DRF page: `{count, next, previous, results}`; `next` is an absolute URL or null. */
export function paginatedSchema<T extends z.core.SomeType>(item: T) {
  return z.object({
    count: z.number().check(z.int(), z.nonnegative()),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
}
type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** A list endpoint that answers either a plain array or a DRF page. */
export function listOrPaginated<T extends z.core.SomeType>(item: T) {
  return z.union([z.array(item), paginatedSchema(item)]);
}
export type ListOrPaginated<T> = T[] | Paginated<T>;

/** Items of a plain list or of one page. */
export function itemsOf<T>(list: ListOrPaginated<T>): T[] {
  return Array.isArray(list) ? list : list.results;
}

/** URL of the next page, or null for a plain list / last page. */
export function nextPageOf<T>(list: ListOrPaginated<T>): string | null {
  return Array.isArray(list) ? null : list.next;
}
