import { categoryIndexPath, categoryPath, legacyBrandPath, paths, productPath } from '../config/paths.ts';
import type { CatalogueChange } from '../domain/catalogue-change.ts';
import { findByName } from '../domain/text-match.ts';
import type { Catalogue } from './catalogue-of.ts';
import { HOME_NEWEST, LEGACY_CATEGORY_PAGES, OVERVIEW_PER_CATEGORY, PAGE_SIZE } from './paging.ts';

/** The pages to render again for a set of changes, by address; or a whole build. */
export type TouchedPages = { whole: true } | { whole: false; paths: string[] };

/**
 * The pages that show a product whose price or stock changed (a review: its page only), read from the catalogue after the change (catalogue-of.ts, as the
 * build computes it): its page; the page of its category that lists it, with the category's search index and
 * the old addresses showing that page (/shop/{category}, the legacy beer and juice pages); its brand's page in
 * its category; the shop listing (/achat.html, /shop) and the home page when it is among the newest they show.
 * The sitemap and the categories' index list addresses only: a product's price or stock never changes them. A change whose product is unknown (removed since) is structural.
 */
export function pagesTouched(changes: readonly CatalogueChange[], catalogue: Catalogue): TouchedPages {
  const touched = new Set<string>();
  for (const change of changes) {
    if (change.kind === 'structural') return { whole: true };
    const product = catalogue.productById.get(change.productId);
    if (!product) return { whole: true };
    touched.add(productPath(product.id));
    // Approved reviews and their rating are shown on their product's page only.
    if (change.kind === 'review') continue;
    if (catalogue.products.indexOf(product) < HOME_NEWEST) touched.add(paths.home);
    const category = product.categorie ? catalogue.categories.find((c) => c.slug === product.categorie?.slug) : undefined;
    if (!category) continue;
    const listed = catalogue.productsByCategory.get(category.slug) ?? [];
    const page = Math.floor(listed.indexOf(product) / PAGE_SIZE) + 1;
    touched.add(categoryPath(category.slug, page));
    touched.add(categoryIndexPath(category.slug));
    if (listed.indexOf(product) < OVERVIEW_PER_CATEGORY) {
      touched.add(paths.allProducts);
      touched.add(paths.legacyShop);
    }
    const aliases = [
      ...LEGACY_CATEGORY_PAGES.map(({ path, name }) => ({ path, category: findByName(catalogue.categories, name) })),
      { path: `${paths.legacyShop}/${category.slug}`, category },
    ];
    for (const alias of aliases) {
      if (alias.category === category && page === 1) touched.add(alias.path);
      // A legacy page whose category is gone shows the shop listing instead.
      if (alias.category === undefined && listed.indexOf(product) < OVERVIEW_PER_CATEGORY) touched.add(alias.path);
    }
    const brandSlug = product.marque ? catalogue.brandSlugs.get(product.marque) : undefined;
    if (brandSlug) touched.add(legacyBrandPath(category.slug, brandSlug));
  }
  return { whole: false, paths: [...touched].sort() };
}
