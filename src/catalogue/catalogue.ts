import { getCollection } from 'astro:content';
import { type Catalogue, catalogueOf } from './catalogue-of.ts';

let cached: Promise<Catalogue> | undefined;

/** The build's catalogue as page-ready views (catalogue-of.ts), computed once per build process. */
export function getCatalogue(): Promise<Catalogue> {
  cached ??= build();
  return cached;
}

async function build(): Promise<Catalogue> {
  const [categories, brands, products, reviews] = await Promise.all([
    getCollection('categories'),
    getCollection('marques'),
    getCollection('produits'),
    getCollection('avis'),
  ]);
  const data = <T>(entries: readonly { data: T }[]): T[] => entries.map((e) => e.data);
  return catalogueOf({ categories: data(categories), brands: data(brands), products: data(products), reviews: data(reviews) });
}
