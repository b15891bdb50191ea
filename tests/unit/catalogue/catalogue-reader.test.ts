import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_RETRIES, fetchPicture, loadCatalogue, readCatalogue } from '../../../src/catalogue/catalogue-reader.ts';
import { BASE, fakeApi, product, review } from './fake-api.ts';

describe.concurrent('loadCatalogue', () => {
  it('follows the absolute `next` links to the last product', async () => {
    const api = fakeApi({ products: [1, 2, 3, 4, 5].map((id) => product(id)), pageSize: 2 });
    const catalogue = await loadCatalogue({ baseUrl: BASE, fetch: api.fetch });
    expect(catalogue.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(api.calls.filter((c) => c.startsWith('/api/v1/products/produits/?') || c === '/api/v1/products/produits/')).toHaveLength(3);
  });

  it('keeps only approved reviews and skips products that say they have none', async () => {
    const api = fakeApi({
      products: [product(1, { nombre_avis: 2 }), product(2, { nombre_avis: 0 }), product(3)],
      reviews: { 1: [review(10, 1, 5, true), review(11, 1, 1, false)], 3: [review(12, 3, 4, true)] },
    });
    const catalogue = await loadCatalogue({ baseUrl: BASE, fetch: api.fetch });
    expect(catalogue.reviews.map((r) => r.id).sort()).toEqual([10, 12]);
    expect(api.calls).not.toContain('/api/v1/products/produits/2/avis/');
  });

  it('retries transient 5xx answers', async () => {
    const api = fakeApi({ products: [product(1)], failFirst: 2 });
    const catalogue = await loadCatalogue({ baseUrl: BASE, fetch: api.fetch });
    expect(catalogue.products).toHaveLength(1);
  });

  it.each([
    ['an unreachable API', (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch, /catalogue\.test\/api\/v1/],
    ['invalid product data', fakeApi({ products: [product(1, { prix: 'gratuit' })] }).fetch, /catalogue\.test\/api\/v1.*produits/s],
    ['a persistent 5xx', fakeApi({ products: [product(1)], failFirst: 99 }).fetch, /catalogue\.test\/api\/v1/],
  ])('fails with a message naming the URL and the problem for %s', async (_case, fetchImpl, pattern) => {
    await expect(loadCatalogue({ baseUrl: BASE, fetch: fetchImpl })).rejects.toThrow(pattern);
  });
});

type Outcome = number | 'network';

/** The products list answers `outcomes` in turn (the last one again once they run out); the other lists are empty. */
function scripted(outcomes: readonly Outcome[]) {
  const times: number[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (!url.pathname.endsWith('/produits/')) return json([]);
    const outcome = outcomes[Math.min(times.length, outcomes.length - 1)] ?? 200;
    times.push(performance.now());
    if (outcome === 'network') throw new TypeError('fetch failed');
    return outcome === 200 ? json([product(1)]) : json({ detail: 'indisponible' }, outcome);
  }) as typeof fetch;
  return { fetchImpl, calls: () => times.length, gaps: () => times.slice(1).map((time, i) => time - (times[i] ?? time)) };
}

const attempts = CATALOGUE_RETRIES + 1;

describe.concurrent('the catalogue is read with ky’s retry', () => {
  it.each([
    { outcomes: [200], read: true, calls: 1 },
    { outcomes: [503, 200], read: true, calls: 2 },
    { outcomes: ['network', 'network', 200], read: true, calls: 3 },
    { outcomes: [429, 502, 504, 200], read: true, calls: 4 },
    { outcomes: [404], read: false, calls: 1 },
    { outcomes: [400, 200], read: false, calls: 1 },
    { outcomes: [500, 502, 503], read: false, calls: attempts },
    { outcomes: ['network'], read: false, calls: attempts },
  ] as const)('$outcomes → read: $read after $calls call(s)', async ({ outcomes, read, calls }) => {
    const api = scripted(outcomes);
    const reading = readCatalogue({ baseUrl: BASE, fetch: api.fetchImpl });
    if (read) expect((await reading).products.map((p) => p.id)).toEqual([1]);
    else await expect(reading).rejects.toThrow(/^Catalogue indisponible \(http:\/\/catalogue\.test\/api\/v1\) : produits — /);
    expect(api.calls()).toBe(calls);
  });

  it('gives up after four attempts, waiting longer before each (ky’s backoff: 0.3 s, 0.6 s, 1.2 s)', async () => {
    const api = scripted([503]);
    await expect(readCatalogue({ baseUrl: BASE, fetch: api.fetchImpl })).rejects.toThrow('produits');
    expect(attempts).toBe(4);
    const gaps = api.gaps();
    expect(gaps).toHaveLength(3);
    // Lower bounds only: a timer never fires much before its delay, but a busy machine may fire it late.
    expect(gaps[0]).toBeGreaterThanOrEqual(250);
    expect(gaps[1]).toBeGreaterThanOrEqual(550);
    expect(gaps[2]).toBeGreaterThanOrEqual(1150);
  });
});

describe.concurrent('fetchPicture', () => {
  /** A real HTTP server answering each request with the next status of `statuses` (the last one again once they run out). */
  async function pictures(statuses: readonly number[]) {
    let calls = 0;
    const server = createServer((_request, response) => {
      const status = statuses[Math.min(calls++, statuses.length - 1)] ?? 200;
      response.writeHead(status, { 'content-type': 'image/svg+xml' }).end(status === 200 ? '<svg/>' : 'indisponible');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/media/1.svg`, calls: () => calls, close: () => server.close() };
  }

  it.each([
    { statuses: [200], status: 200, calls: 1 },
    { statuses: [503, 502, 200], status: 200, calls: 3 },
    { statuses: [404], status: 404, calls: 1 },
    { statuses: [503], status: 503, calls: attempts },
  ])('$statuses → answers $status after $calls request(s)', async ({ statuses, status, calls }) => {
    const server = await pictures(statuses);
    try {
      const response = await fetchPicture(server.url);
      expect(response.status).toBe(status);
      if (status === 200) expect(await response.text()).toBe('<svg/>');
      expect(server.calls()).toBe(calls);
    } finally {
      server.close();
    }
  });
});
