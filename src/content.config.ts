import { defineCollection } from 'astro:content';
import { z } from 'zod';
import { catalogueLoader } from './catalogue/catalogue-loader.ts';
import { brandSchema, categorySchema, productSchema } from './contract/product.ts';
import { reviewSchema } from './contract/review.ts';

const imageKey = { image_key: z.string().nullable() };

/**
 * The catalogue read from `CATALOGUE_API_URL` at build time (validated by the contract in `src/api`); their names are
 * COLLECTION_OF's (a publication of what changed writes their data store: src/ops/data-store.ts).
 */
export const collections = {
  categories: defineCollection({ loader: catalogueLoader('categories'), schema: z.object({ ...categorySchema.shape, ...imageKey }) }),
  marques: defineCollection({ loader: catalogueLoader('brands'), schema: brandSchema }),
  produits: defineCollection({ loader: catalogueLoader('products'), schema: z.object({ ...productSchema.shape, ...imageKey }) }),
  avis: defineCollection({ loader: catalogueLoader('reviews'), schema: reviewSchema }),
};
