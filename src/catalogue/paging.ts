/** Products per static page of a category; larger categories get `/categorie/{slug}/page/{n}`. */
export const PAGE_SIZE = 48;

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
