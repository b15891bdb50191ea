import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFLINE_PROBE_HEADER } from '../../../src/components/offline-return.ts';
import { paths } from '../../../src/config/paths.ts';
import {
  answerFromCopy,
  NAVIGATION_TIMEOUT_SECONDS,
  offlineFallback,
  ownRequest,
  probeNotYet,
  runtimeCaching,
  UNKEPT_PAGE_WAIT_SECONDS,
  WORKER_FILE,
  writeServiceWorker,
} from '../../../src/ops/service-worker.ts';

const ORIGIN = 'https://kinboissons.cd';
beforeAll(() => vi.stubGlobal('location', { origin: ORIGIN }));
afterAll(() => vi.unstubAllGlobals());

/** The cache a request lands in, or 'réseau' when no route takes it (the worker leaves it to the network). */
function cacheFor(url: string, mode: RequestMode = 'cors', accept = '*/*', method = 'GET'): string {
  const request = { mode, method, headers: new Headers({ accept }) } as Request;
  const route = runtimeCaching.find(
    ({ urlPattern }) => typeof urlPattern === 'function' && urlPattern({ request, url: new URL(url, ORIGIN) } as never),
  );
  return route?.options?.cacheName ?? (route ? `${route.handler} ${route.method ?? 'GET'}` : 'réseau');
}

describe('what the worker keeps', () => {
  it.each([
    ['a page opened', '/produit/12', 'navigate', 'text/html', 'kin-pages'],
    ['a legacy page opened', '/paiement.html', 'navigate', 'text/html', 'kin-pages'],
    ['the page a tab asks the worker to keep', '/categorie/bieres', 'cors', 'text/html', 'kin-pages'],
    ['a release script', '/_astro/islands.B58I5mLN.js', 'cors', '*/*', 'kin-scripts'],
    ['a catalogue picture', '/img/02e37bb9a68d47d2-640.webp', 'no-cors', 'image/webp', 'kin-images'],
    ['a picture of the API', '/media/produits/primus.jpg', 'no-cors', 'image/webp', 'kin-images'],
    ['an API answer (signed in or not)', '/api/v1/auth/user/', 'cors', 'application/json', 'réseau'],
    ['order tracking', '/api/v1/orders/suivi/abc', 'cors', 'application/json', 'réseau'],
    ['even a navigation to the API', '/api/v1/products/', 'navigate', 'text/html', 'réseau'],
    ["the staff's screens", '/gestion/', 'navigate', 'text/html', 'réseau'],
    ['operations', '/_ops/health', 'navigate', 'text/html', 'réseau'],
    ['another origin', 'https://wa.me/243812345678', 'navigate', 'text/html', 'réseau'],
    ['a JSON file of the release', '/catalogue-index.json', 'cors', 'application/json', 'réseau'],
  ] as const)('%s: %s → %s', (_name, url, mode, accept, cache) => {
    expect(cacheFor(url, mode, accept)).toBe(cache);
  });

  it.each([
    ['the offline page asking whether its page answers again', '/produit/12', 'HEAD', 'NetworkOnly HEAD'],
    ['never for the API', '/api/v1/products/', 'HEAD', 'réseau'],
  ])('%s: HEAD %s → %s', (_name, url, method, answer) => {
    expect(cacheFor(url, 'cors', '*/*', method)).toBe(answer);
  });

  it("says « not yet » itself when the network fails or hangs, with the offline page's header", async () => {
    const answer = await probeNotYet.handlerDidError();
    expect(answer.status).toBe(204);
    expect(answer.headers.get(OFFLINE_PROBE_HEADER)).toBe('1');
  });

  it('pages wait for the network a bounded time, then take the kept copy or the offline page', () => {
    expect(runtimeCaching[0]?.options?.networkTimeoutSeconds).toBe(NAVIGATION_TIMEOUT_SECONDS);
    // A Slow 3G first byte (2.01–2.04 s through the worker) in time; a kept page on screen in 3 s with the shop silent.
    expect(NAVIGATION_TIMEOUT_SECONDS).toBeGreaterThan(2.05);
    expect(NAVIGATION_TIMEOUT_SECONDS).toBeLessThanOrEqual(2.2);
    expect(UNKEPT_PAGE_WAIT_SECONDS).toBeGreaterThan(NAVIGATION_TIMEOUT_SECONDS);
    expect(UNKEPT_PAGE_WAIT_SECONDS).toBeLessThanOrEqual(4);
    expect(runtimeCaching[0]?.options?.plugins).toEqual([offlineFallback]);
  });
});

describe('a page never kept', () => {
  const offlinePage = new Response('hors connexion');
  beforeAll(() => {
    vi.stubGlobal('caches', {
      match: async (url: string, options: { ignoreSearch?: boolean }) =>
        url === paths.offline && options.ignoreSearch ? offlinePage : undefined,
    });
  });

  it('is not: the copy kept at the last visit answers, at once', async () => {
    const answer = await offlineFallback.cachedResponseWillBeUsed({ cachedResponse: new Response('page gardée'), state: {} });
    expect(await answer?.text()).toBe('page gardée');
  });

  it('gets the precached offline page (keyed with its revision) at once when the network failed', async () => {
    const state: Record<string, unknown> = {};
    await offlineFallback.fetchDidFail({ state });
    const answer = await offlineFallback.cachedResponseWillBeUsed({ state });
    expect(await answer?.clone().text()).toBe('hors connexion');
  });

  it('gets the offline page once it waited UNKEPT_PAGE_WAIT_SECONDS in all when the network is silent', async () => {
    vi.useFakeTimers();
    try {
      let answer: Response | undefined;
      void offlineFallback.cachedResponseWillBeUsed({ state: {} }).then((response) => {
        answer = response;
      });
      await vi.advanceTimersByTimeAsync(Math.round((UNKEPT_PAGE_WAIT_SECONDS - NAVIGATION_TIMEOUT_SECONDS) * 1000) - 1);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer?.clone().text()).toBe('hors connexion');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a script or a picture: the worker's own request", () => {
  it('does not follow the page’s cancellation: it is fetched to the end', async () => {
    const page = new AbortController();
    const request = new Request('https://kinboissons.cd/_astro/islands.js', { signal: page.signal });
    const state: Record<string, unknown> = {};
    const own = await ownRequest.requestWillFetch({ request, state });
    page.abort();
    expect(own.signal.aborted).toBe(false);
    expect(own.url).toBe(request.url);
    await ownRequest.fetchDidSucceed({ response: new Response('x'), state });
  });

  it('gives up without a first byte in 10 s, and never once the answer has begun', async () => {
    vi.useFakeTimers();
    try {
      const request = new Request('https://kinboissons.cd/_astro/contract.js');
      const silent = await ownRequest.requestWillFetch({ request, state: {} });
      const answeredState: Record<string, unknown> = {};
      const answered = await ownRequest.requestWillFetch({ request, state: answeredState });
      vi.advanceTimersByTime(9_999);
      expect(silent.signal.aborted).toBe(false);
      await ownRequest.fetchDidSucceed({ response: new Response('x'), state: answeredState });
      vi.advanceTimersByTime(1);
      expect(silent.signal.aborted).toBe(true);
      vi.advanceTimersByTime(60_000);
      expect(answered.signal.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a script or a picture fetched from the network', () => {
  const kept = new Map<string, Response>();
  beforeAll(() => {
    vi.stubGlobal('caches', {
      open: async (name: string) => ({
        put: async (request: Request, response: Response) => {
          kept.set(`${name} ${request.url}`, new Response(await response.text(), { status: response.status }));
        },
        match: async (request: Request) => kept.get(`${name} ${request.url}`)?.clone(),
      }),
    });
  });

  it('is answered from its copy, read whole and kept, not from the network’s stream', async () => {
    const request = new Request('https://kinboissons.cd/_astro/islands.js');
    const state: Record<string, unknown> = {};
    expect(await answerFromCopy.cachedResponseWillBeUsed({ cacheName: 'kin-scripts', state })).toBeUndefined();
    const network = new Response('export {}');
    expect(await answerFromCopy.fetchDidSucceed({ response: network, state })).toBe(network);
    const answer = await answerFromCopy.handlerWillRespond({ request, response: network, state });
    expect(answer).not.toBe(network);
    expect(await answer.text()).toBe('export {}');
    expect(kept.has(`kin-scripts ${request.url}`)).toBe(true);
  });

  it('keeps a copy already kept, and a failed answer, as they are', async () => {
    const request = new Request('https://kinboissons.cd/img/a-320.webp');
    const cached = new Response('image');
    const fromCache: Record<string, unknown> = {};
    await answerFromCopy.cachedResponseWillBeUsed({ cacheName: 'kin-images', cachedResponse: cached, state: fromCache });
    expect(await answerFromCopy.handlerWillRespond({ request, response: cached, state: fromCache })).toBe(cached);
    const missing = new Response('absent', { status: 404 });
    const fetched: Record<string, unknown> = {};
    await answerFromCopy.cachedResponseWillBeUsed({ cacheName: 'kin-images', state: fetched });
    await answerFromCopy.fetchDidSucceed({ response: missing, state: fetched });
    expect(await answerFromCopy.handlerWillRespond({ request, response: missing, state: fetched })).toBe(missing);
    expect(kept.has(`kin-images ${request.url}`)).toBe(false);
  });
});

describe('writeServiceWorker', () => {
  it('writes one self-contained worker that precaches the offline page under the release id', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kin-sw-'));
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Kin Boissons"}');
    await mkdir(join(dir, 'icons'));
    await writeFile(join(dir, 'icons', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeServiceWorker(dir, '20261123T180000Z-000');
    const worker = await readFile(join(dir, WORKER_FILE), 'utf8');
    expect(worker).toContain('{url:"/hors-connexion.html",revision:"20261123T180000Z-000"}');
    expect(worker).toContain('"manifest.webmanifest"');
    // No script from elsewhere: the CSP allows none, and offline it could not load.
    expect(worker).not.toMatch(/importScripts/);
    expect(worker).toContain('SKIP_WAITING');
    expect(worker).toContain("source: 'network'");
    // The plugins travel as source text: the offline page's address and the bounded wait are in the worker.
    expect(worker).toContain(`caches.match("${paths.offline}"`);
    expect(worker).toContain(`networkTimeoutSeconds:${NAVIGATION_TIMEOUT_SECONDS}`);
    expect(worker).toMatch(
      new RegExp(`setTimeout\\(\\w+,${Math.round((UNKEPT_PAGE_WAIT_SECONDS - NAVIGATION_TIMEOUT_SECONDS) * 1000)}\\)`),
    );
    expect(worker).toMatch(/new AbortController/);
  }, 60_000);
});
