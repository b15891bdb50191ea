import { paths } from '../config/paths.ts';

/** Products per static page of a category; larger categories get `/categorie/{slug}/page/{n}`. */
export const PAGE_SIZE = 48;

/** Newest products shown on the home page. */
export const HOME_NEWEST = 6;

/** Newest products of each category shown by the shop listing (/achat.html and /shop). */
export const OVERVIEW_PER_CATEGORY = 4;

/** The old shop pages that show one category's first page, by the name they look the category up with (CategoryAlias). */
export const LEGACY_CATEGORY_PAGES = [
  { path: paths.legacyBeerShop, name: 'bière' },
  { path: paths.legacyJuiceShop, name: 'jus' },
] as const;

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

export function pageSlice<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** Sorted, distinct brand names of a list of products (the 'Filtrer par Marque' options). */
export function brandOptions(products: readonly { marque: string | null }[]): string[] {
  const names = new Set<string>();
  for (const product of products) if (product.marque) names.add(product.marque);
  return [...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }));
}
