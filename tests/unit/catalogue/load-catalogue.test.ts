import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/load-catalogue.ts';
import { BASE, fakeApi, product, review } from './fake-api.ts';

const fast = { attempts: 3, baseDelayMs: 1 };

describe('loadCatalogue', () => {
  it('follows the absolute `next` links to the last product', async () => {
    const api = fakeApi({ products: [1, 2, 3, 4, 5].map((id) => product(id)), pageSize: 2 });
    const catalogue = await loadCatalogue({ baseUrl: BASE, fetch: api.fetch, retry: fast });
    expect(catalogue.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(api.calls.filter((c) => c.startsWith('/api/v1/products/produits/?') || c === '/api/v1/products/produits/')).toHaveLength(3);
  });

  it('keeps only approved reviews and skips products that say they have none', async () => {
    const api = fakeApi({
      products: [product(1, { nombre_avis: 2 }), product(2, { nombre_avis: 0 }), product(3)],
      reviews: { 1: [review(10, 1, 5, true), review(11, 1, 1, false)], 3: [review(12, 3, 4, true)] },
    });
    const catalogue = await loadCatalogue({ baseUrl: BASE, fetch: api.fetch, retry: fast });
    expect(catalogue.reviews.map((r) => r.id).sort()).toEqual([10, 12]);
    expect(api.calls).not.toContain('/api/v1/products/produits/2/avis/');
  });

  it('retries transient 5xx answers', async () => {
    const api = fakeApi({ products: [product(1)], failFirst: 2 });
    const catalogue = await loadCatalogue({ baseUrl: BASE, fetch: api.fetch, retry: fast });
    expect(catalogue.products).toHaveLength(1);
  });

  it.each([
    ['an unreachable API', (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch, /catalogue\.test\/api\/v1/],
    ['invalid product data', fakeApi({ products: [product(1, { prix: 'gratuit' })] }).fetch, /catalogue\.test\/api\/v1.*produits/s],
    ['a persistent 5xx', fakeApi({ products: [product(1)], failFirst: 99 }).fetch, /catalogue\.test\/api\/v1/],
  ])('fails with a message naming the URL and the problem for %s', async (_case, fetchImpl, pattern) => {
    await expect(loadCatalogue({ baseUrl: BASE, fetch: fetchImpl, retry: fast })).rejects.toThrow(pattern);
  });
});
