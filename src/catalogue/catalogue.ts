import { getCollection } from 'astro:content';
import { productIdOf } from '../contract/product.ts';
import type { Review } from '../contract/review.ts';
import { uniqueSlugs } from '../domain/slug.ts';
import type { CategoryView, ProductView, ReviewView } from './views.ts';
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

let cached: Promise<Catalogue> | undefined;

/** The build's catalogue as page-ready views, computed once per build process. */
export function getCatalogue(): Promise<Catalogue> {
  cached ??= build();
  return cached;
}

async function build(): Promise<Catalogue> {
  const [categoryEntries, brandEntries, productEntries, reviewEntries] = await Promise.all([
    getCollection('categories'),
    getCollection('marques'),
    getCollection('produits'),
    getCollection('avis'),
  ]);
  const approved = new Map<number, Review[]>();
  for (const { data } of reviewEntries) {
    const id = productIdOf(data.produit);
    approved.set(id, [...(approved.get(id) ?? []), data]);
  }
  const brandList = brandEntries.map((e) => e.data);
  const brandNames = brandNamesOf(brandList);
  const categoryNames = new Map(categoryEntries.map((e) => [e.data.id, e.data.nom]));
  const categorySlugs = uniqueSlugs(
    'categorie',
    categoryEntries.map((e) => e.data),
  );
  const categories = categoryEntries
    .map((e) => categoryView(e.data, categorySlugs.get(e.data.id) ?? String(e.data.id)))
    .sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
  const products = productEntries
    .map((e) => productView(e.data, approved.get(e.data.id) ?? [], categoryNames, brandNames, categorySlugs))
    .sort(byNewest);
  const productsByCategory = new Map<string, ProductView[]>(categories.map((c) => [c.slug, []]));
  for (const product of products) {
    if (product.categorie) productsByCategory.get(product.categorie.slug)?.push(product);
  }
  const reviewsByProduct = new Map([...approved].map(([id, list]) => [id, list.map(reviewView)]));
  return {
    categories,
    brands: brandList.map((b) => b.nom).sort((a, b) => a.localeCompare(b, 'fr')),
    brandSlugs: new Map([...uniqueSlugs('marque', brandList)].map(([id, slug]) => [brandNames.get(id) ?? '', slug])),
    products,
    productById: new Map(products.map((p) => [p.id, p])),
    productsByCategory,
    reviewsByProduct,
  };
}
