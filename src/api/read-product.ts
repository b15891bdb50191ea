/**
 * The product page's one read at load, GET /products/produits/{id}/, validated by the contract's
 * `productSchema` like every answer of the client, but sent with plain `fetch` and the client's
 * timeout instead of `createApi`: the page then loads neither ky nor every endpoint
 * (docs/decisions/009). Every other call goes through `createApi`, the cart's check included (sent without ky by it,
 * src/api/check-cart.ts).
 */
import { type Product, productSchema } from '../contract/product.ts';
import { defaultTimeout } from './timeout.ts';

export interface ReadProductOptions {
  /** Base URL of the API (`/api/v1` or absolute). */
  baseUrl: string;
  fetch?: typeof fetch;
  timeout?: number;
}

/** The current product; rejects with a readable reason (network, time-out, HTTP status, answer the contract refuses). */
export async function readProduct(
  id: number,
  { baseUrl, fetch: send = fetch, timeout = defaultTimeout }: ReadProductOptions,
): Promise<Product> {
  const url = `${baseUrl.replace(/\/+$/, '')}/products/produits/${id}/`;
  const response = await send(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeout) });
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
  const parsed = productSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`${url} : réponse non conforme au contrat`);
  return parsed.data;
}
