/**
 * The one reader of the catalogue API, for the build (Astro's content layer) and for the release check
 * (src/ops/build-release.ts): the shop's API client with ky's own retry. Each read is tried again
 * CATALOGUE_RETRIES times on a network error or a 408, 429, 500, 502, 503 or 504 answer, after ky's backoff
 * (0.3 s, 0.6 s, 1.2 s); any other answer (a 404, a 400) fails at once.
 */

import ky, { isHTTPError } from 'ky';
import pMap from 'p-map';
import { type Api, createApi } from '../api/client.ts';
import type { Brand, Category, Product } from '../contract/product.ts';
import type { Review } from '../contract/review.ts';

export const CATALOGUE_RETRIES = 3;
/** Products asked for a page: the shop's API gives up to 1 000 (src/server/routes/catalogue.ts). */
const BUILD_PAGE_SIZE = 1000;
/** Milliseconds one attempt may take (a catalogue page of a slow backend, a large picture). */
const TIMEOUT_MS = 30_000;

export interface ReadOptions {
  /** The API's base URL, absolute (`http://127.0.0.1:4321/api/v1`). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Reviews are read per product with at most this many requests in flight. */
  concurrency?: number;
}

/** What a release must have pages for: every category, brand and product, all pages followed. */
export interface CatalogueLists {
  categories: Category[];
  brands: Brand[];
  products: Product[];
}

export interface RawCatalogue extends CatalogueLists {
  /** Approved reviews only. */
  reviews: Review[];
}

function catalogueApi(options: ReadOptions): Api {
  return createApi({
    baseUrl: options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    timeout: TIMEOUT_MS,
    retry: CATALOGUE_RETRIES,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** Runs one read; a failure names the API URL, what was read and the problem (its cause kept for the log). */
function step(baseUrl: string) {
  return async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      throw new Error(`Catalogue indisponible (${baseUrl}) : ${what} — ${problem}`, { cause: error });
    }
  };
}

async function readLists(api: Api, read: ReturnType<typeof step>): Promise<CatalogueLists> {
  const [categories, brands, products] = await Promise.all([
    read('catégories', () => api.listCategories()),
    read('marques', () => api.listBrands()),
    // As many a page as the shop's API gives (a backend giving fewer is followed page by page all the same).
    read('produits', () => api.listProducts({ limit: BUILD_PAGE_SIZE })),
  ]);
  return { categories, brands, products };
}

/** The categories, brands and products (the release check compares the built pages with them). */
export function readCatalogue(options: ReadOptions): Promise<CatalogueLists> {
  return readLists(catalogueApi(options), step(options.baseUrl));
}

/** The whole catalogue the build makes pages of: the lists and the approved reviews of every product that has some. */
export async function loadCatalogue(options: ReadOptions): Promise<RawCatalogue> {
  const api = catalogueApi(options);
  const read = step(options.baseUrl);
  const lists = await readLists(api, read);
  const withReviews = lists.products.filter((product) => product.nombre_avis !== 0);
  const perProduct = await pMap(withReviews, (product) => read(`avis du produit ${product.id}`, () => api.listProductReviews(product.id)), {
    concurrency: options.concurrency ?? 8,
  });
  return { ...lists, reviews: perProduct.flat().filter((review) => review.approuve) };
}

/**
 * A catalogue picture, read with the same retry and time limit as the API. The answer comes back as it is once
 * the retries are spent (a 404, a 503): what a missing or unreadable picture means is the image store's rule.
 */
export const fetchPicture = (async (input: RequestInfo | URL): Promise<Response> => {
  try {
    return await ky(input, { retry: CATALOGUE_RETRIES, timeout: TIMEOUT_MS });
  } catch (error) {
    if (isHTTPError(error)) return error.response;
    throw error;
  }
}) as typeof fetch;
