import { categoryIndexPath, categoryPath, legacyBrandPath, paths, productPath } from '../config/paths.ts';
import type { CatalogueChange } from '../domain/catalogue-change.ts';
import { findByName } from '../domain/text-match.ts';
import type { Catalogue } from './catalogue-of.ts';
import { HOME_NEWEST, LEGACY_CATEGORY_PAGES, OVERVIEW_PER_CATEGORY, PAGE_SIZE, pageCount } from './paging.ts';
import type { ProductView } from './views.ts';

/** The sitemap's address: it lists every product's and category page's address. */
const SITEMAP = '/sitemap.xml';

/**
 * The pages to render again for a set of changes, by address, and the addresses a removal leaves without a page
 * (`gone`: their files leave the release); or a whole build.
 */
export type TouchedPages = { whole: true } | { whole: false; paths: string[]; gone: string[] };

/**
 * The pages that show a product, in `catalogue`: its page; the page of its category that lists it, with the
 * category's search index and the old addresses showing that page (/shop/{category}, the legacy beer and juice
 * pages); its brand's page in its category; the shop listing (/achat.html, /shop) and the home page when it is among
 * the newest they show. With `reviewOnly`, its page alone (approved reviews and their rating are shown there only).
 */
function pagesShowing(product: ProductView, catalogue: Catalogue, touched: Set<string>, reviewOnly = false): void {
  touched.add(productPath(product.id));
  if (reviewOnly) return;
  if (catalogue.products.indexOf(product) < HOME_NEWEST) touched.add(paths.home);
  const category = product.categorie ? catalogue.categories.find((c) => c.slug === product.categorie?.slug) : undefined;
  if (!category) return;
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

/**
 * The pages a removed product (archived or deleted) leaves changed, from the catalogue `before` it (where it was
 * shown) and the one after: every page that showed it; every page of its category and the old addresses showing its
 * first page (each says how many products the category has, the products after it move up one, its brand may leave
 * the brand filter), those past the category's new last page gone; the shop listing (it says each category's count
 * too); its brand's page in its category, gone when no product of that brand is left there; the sitemap; its own page
 * gone.
 */
function pagesOfRemoved(product: ProductView, before: Catalogue, after: Catalogue, touched: Set<string>, gone: Set<string>): void {
  pagesShowing(product, before, touched);
  gone.add(productPath(product.id));
  touched.add(SITEMAP);
  const slug = product.categorie?.slug;
  if (!slug || !before.productsByCategory.has(slug)) return;
  touched.add(paths.allProducts);
  touched.add(paths.legacyShop);
  touched.add(`${paths.legacyShop}/${slug}`);
  for (const { path, name } of LEGACY_CATEGORY_PAGES) {
    const shown = findByName(before.categories, name);
    // A legacy page shows its category's first page, or the shop listing when that category is gone.
    if (shown === undefined || shown.slug === slug) touched.add(path);
  }
  const left = after.productsByCategory.get(slug) ?? [];
  const pagesBefore = pageCount(before.productsByCategory.get(slug)?.length ?? 0);
  for (let page = 1; page <= pagesBefore; page++) {
    (page <= pageCount(left.length) ? touched : gone).add(categoryPath(slug, page));
  }
  const brandSlug = product.marque ? before.brandSlugs.get(product.marque) : undefined;
  if (brandSlug && !left.some((p) => p.marque === product.marque)) gone.add(legacyBrandPath(slug, brandSlug));
}

/**
 * The pages to render again for `changes`, read from the catalogue after them (catalogue-of.ts, as the build computes
 * it): for a price, deposit, stock or photo, the pages showing the product (`pagesShowing`); for a review, its page;
 * for a removal, from the catalogue `before` it too (`pagesOfRemoved`). A price or stock never changes an address, so
 * neither the sitemap nor the categories' index. Structural, a product unknown (removed since, or never shown): a whole
 * build.
 */
export function pagesTouched(changes: readonly CatalogueChange[], catalogue: Catalogue, before?: Catalogue): TouchedPages {
  const touched = new Set<string>();
  const gone = new Set<string>();
  const removed = new Set(changes.flatMap((c) => (c.kind === 'removed' ? [c.productId] : [])));
  for (const change of changes) {
    if (change.kind === 'structural') return { whole: true };
    if (change.kind === 'removed') {
      const product = before?.productById.get(change.productId);
      if (!before || !product || catalogue.productById.has(change.productId)) return { whole: true };
      pagesOfRemoved(product, before, catalogue, touched, gone);
      continue;
    }
    // A product removed with it: its removal says every page it left.
    if (removed.has(change.productId)) continue;
    const product = catalogue.productById.get(change.productId);
    if (!product) return { whole: true };
    pagesShowing(product, catalogue, touched, change.kind === 'review');
  }
  for (const path of gone) touched.delete(path);
  return { whole: false, paths: [...touched].sort(), gone: [...gone].sort() };
}
