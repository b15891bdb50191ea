import { createApi } from '../api/client.ts';
import type { CatalogueSummary } from './release-check.ts';

/**
 * Reads the products and categories a release must have pages for (and the brands, for its address map), through the shop's API
 * client (all pages followed; idempotent calls retried with ky's backoff on network errors and 5xx).
 */
export async function readCatalogue(apiUrl: string): Promise<CatalogueSummary> {
  const api = createApi({ baseUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`, timeout: 30_000, retry: 2 });
  const [products, categories, brands] = await Promise.all([api.listProducts(), api.listCategories(), api.listBrands()]);
  return { products, categories, brands };
}
