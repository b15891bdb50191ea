import type { Brand, Category, Product } from '../contract/product.ts';
import { productIdOf } from '../contract/product.ts';
import type { Review } from '../contract/review.ts';
import { uniqueSlugs } from '../domain/slug.ts';
import type { CategoryView, ProductView, ReviewView, WithKey } from './views.ts';
import { brandNamesOf, byNewest, categoryView, productView, reviewView } from './views.ts';

export interface Catalogue {
  categories: CategoryView[];
  brands: string[];
  /** Address segment of each brand, by name (legacy /shop/{category}/{brand} pages). */
  brandSlugs: Map<string, string>;
  products: ProductView[];
  productById: Map<number, ProductView>;
  productsByCategory: Map<string, ProductView[]>;
  reviewsByProduct: Map<number, ReviewView[]>;
}

/** The catalogue's records as the build reads them (its content collections), before they become views. */
export interface CatalogueRecords {
  categories: readonly WithKey<Category>[];
  brands: readonly Brand[];
  products: readonly WithKey<Product>[];
  reviews: readonly Review[];
}

/**
 * The catalogue as page-ready views: what every page of a release shows is computed here, by the build
 * (catalogue.ts) and by a publication that works out which pages a change touches (src/ops/touched-pages.ts).
 */
export function catalogueOf(records: CatalogueRecords): Catalogue {
  const approved = new Map<number, Review[]>();
  for (const review of records.reviews) {
    const id = productIdOf(review.produit);
    approved.set(id, [...(approved.get(id) ?? []), review]);
  }
  const brandNames = brandNamesOf(records.brands);
  const categoryNames = new Map(records.categories.map((c) => [c.id, c.nom]));
  const categorySlugs = uniqueSlugs('categorie', records.categories);
  const categories = records.categories
    .map((c) => categoryView(c, categorySlugs.get(c.id) ?? String(c.id)))
    .sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
  const products = records.products
    .map((p) => productView(p, approved.get(p.id) ?? [], categoryNames, brandNames, categorySlugs))
    .sort(byNewest);
  const productsByCategory = new Map<string, ProductView[]>(categories.map((c) => [c.slug, []]));
  for (const product of products) {
    if (product.categorie) productsByCategory.get(product.categorie.slug)?.push(product);
  }
  const reviewsByProduct = new Map([...approved].map(([id, list]) => [id, list.map(reviewView)]));
  return {
    categories,
    brands: records.brands.map((b) => b.nom).sort((a, b) => a.localeCompare(b, 'fr')),
    brandSlugs: new Map([...uniqueSlugs('marque', records.brands)].map(([id, slug]) => [brandNames.get(id) ?? '', slug])),
    products,
    productById: new Map(products.map((p) => [p.id, p])),
    productsByCategory,
    reviewsByProduct,
  };
}
