import { createApi } from '../api/client.ts';
import type { Brand, Category, Product } from '../contract/product.ts';
import type { Review } from '../contract/review.ts';
import { mapLimit } from './map-limit.ts';
import { retryingFetch } from './retrying-fetch.ts';

export interface RawCatalogue {
  categories: Category[];
  brands: Brand[];
  products: Product[];
  /** Approved reviews only. */
  reviews: Review[];
}

export interface LoadOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Reviews are fetched per product with at most this many requests in flight. */
  concurrency?: number;
  retry?: { attempts?: number; baseDelayMs?: number };
}

/** Reads the whole catalogue through the API client; any failure names the API URL and the problem. */
export async function loadCatalogue(options: LoadOptions): Promise<RawCatalogue> {
  const api = createApi({
    baseUrl: options.baseUrl,
    fetch: retryingFetch(options.fetch ?? fetch, options.retry),
    timeout: 30_000,
  });
  const step = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      throw new Error(`Catalogue indisponible (${options.baseUrl}) : ${what} — ${problem}`, { cause: error });
    }
  };
  const [categories, brands, products] = await Promise.all([
    step('catégories', () => api.listCategories()),
    step('marques', () => api.listBrands()),
    step('produits', () => api.listProducts()),
  ]);
  const withReviews = products.filter((product) => product.nombre_avis !== 0);
  const perProduct = await mapLimit(withReviews, options.concurrency ?? 8, (product) =>
    step(`avis du produit ${product.id}`, () => api.listProductReviews(product.id)),
  );
  const reviews = perProduct.flat().filter((review) => review.approuve);
  return { categories, brands, products, reviews };
}
