import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RuntimeCaching } from 'workbox-build';
import { paths, serviceWorkerPath } from '../config/paths.ts';

/** The worker's file at the root of a release: its scope is the whole shop, so no `Service-Worker-Allowed` header. */
export const WORKER_FILE = serviceWorkerPath.slice(1);

/** Small files every release precaches: the offline page and what the browser needs to install the shop. */
const PRECACHED = ['favicon.svg', 'manifest.webmanifest', 'icons/*.svg'];

/*
 * The matchers below are copied into the worker as source text (Workbox stringifies them): they must
 * not use anything from this module, only their arguments and the worker's globals.
 */

/**
 * A page a customer reads, from the shop's own origin: a navigation, or the page a tab asks the worker to
 * keep (`text/html`). Never the API (authenticated answers, order tracking), operations or the staff's screens.
 */
const customerPage = ({ request, url }: { request: Request; url: URL }): boolean =>
  url.origin === location.origin &&
  !/^\/(api|_ops|gestion)(\/|$)/.test(url.pathname) &&
  (request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html'));

/**
 * The offline page's question « does the shop answer this page again? » (src/components/offline-return.ts): a HEAD
 * request of a page. The worker asks the network for it (its own request, given up after 10 s without an answer) and
 * answers « not yet » itself when that fails (status 204 and a header of its own): the page learns it without a
 * failed load on its console at every try.
 */
const pageProbe = ({ request, url }: { request: Request; url: URL }): boolean =>
  url.origin === location.origin && request.method === 'HEAD' && !/^\/(api|_ops|gestion)(\/|$)/.test(url.pathname);

/** Catalogue pictures: named by their content, so a kept copy never goes stale. */
const catalogueImage = ({ url }: { url: URL }): boolean => url.origin === location.origin && /^\/(img|media)\//.test(url.pathname);

/** Scripts of a release: hashed names, never changed in place (older releases' stay served for open tabs). */
const releaseAsset = ({ url }: { url: URL }): boolean => url.origin === location.origin && url.pathname.startsWith('/_astro/');

const ok = { statuses: [200] };

/**
 * The API never goes through the worker (where the browser has static routes): no worker start-up before
 * an order is sent, and a request leaves exactly as it would without a worker (the retries of a pending order
 * included). Appended to Workbox's output: `generateSW` has no option for it.
 */
const API_BYPASS = `
self.addEventListener('install', (event) => {
  if (event.addRoutes) event.waitUntil(event.addRoutes([{ condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' }]).catch(() => undefined));
});
`;

/**
 * How long a navigation waits for the shop's first byte before the copy kept at the last visit answers. Slow 3G (2 s
 * of request latency, the shop's Lighthouse setting) brings a page's first byte through the worker in 2.01–2.04 s
 * (measured in Chromium and Firefox); a line slower than that reads the last visit's copy, refreshed in the background
 * when the answer comes, instead of a blank screen; with the engines' own work after it, the copy is on screen within
 * 3 s (docs/decisions/017, « A line that hangs »).
 */
export const NAVIGATION_TIMEOUT_SECONDS = 2.2;

/**
 * How long in all a page never kept waits for the network before the offline page answers: longer than a kept page,
 * since the offline page reads nothing of what the customer asked for, so that a Slow 3G first byte (≈ 2.0 s) still
 * opens the page (docs/decisions/017).
 */
export const UNKEPT_PAGE_WAIT_SECONDS = 3.5;

/**
 * Workbox's NetworkFirst answers with the kept copy once its timeout passes, but with nothing kept it goes on waiting
 * for the network, however long. This plugin gives it the offline page (precached; Workbox keys it with a revision in
 * the query) as the copy of a page never kept: at once when the network failed, else once the page waited
 * UNKEPT_PAGE_WAIT_SECONDS in all (the network's answer meanwhile still wins the race). Its source is copied into the
 * worker, so the offline page's address and the 1 300 ms beyond the timeout are written here (a unit test keeps them
 * equal to `paths.offline` and the two waits).
 */
export const offlineFallback = {
  fetchDidFail: async ({ state }: { state?: Record<string, unknown> }) => {
    if (state) state['networkFailed'] = true;
  },
  cachedResponseWillBeUsed: async ({
    cachedResponse,
    state,
  }: {
    cachedResponse?: Response | undefined;
    state?: Record<string, unknown>;
  }) => {
    if (cachedResponse) return cachedResponse;
    if (state?.['networkFailed'] !== true) await new Promise((resolve) => setTimeout(resolve, 1300));
    return caches.match('/hors-connexion.html', { ignoreSearch: true });
  },
};

/**
 * A script or a picture is fetched by the worker on a request of its own:
 * - the page's cancellation does not reach it (the customer left the page while it loaded): it is fetched to the end
 *   and kept (the next page usually wants it too), and the page is answered from that copy (`answerFromCopy`);
 * - it gives up when the shop sends no first byte in 10 s (the API's own timeout): a script asked for on demand (the
 *   contract when the customer acts) then fails and the form says so, instead of waiting for ever on a line that hangs.
 *   Once the answer has begun, it is never cut (a slow line brings a large file in more than 10 s).
 */
export const ownRequest = {
  requestWillFetch: async ({ request, state }: { request: Request; state?: Record<string, unknown> }) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 10_000);
    if (state) state['timer'] = timer;
    return new Request(request, { signal: controller.signal });
  },
  fetchDidSucceed: async ({ response, state }: { response: Response; state?: Record<string, unknown> }) => {
    clearTimeout(state?.['timer'] as ReturnType<typeof setTimeout> | undefined);
    return response;
  },
};

/**
 * A script or a picture fetched from the network is answered from its copy once kept, not from the network's stream:
 * a page left while it loads cancels its request, and Firefox fails the copying of a streamed answer into a cancelled
 * request with « A ServiceWorker intercepted the request and encountered an unexpected error » on the console (a page
 * with a pass-through worker shows it for every script and picture in flight; answered from Cache Storage, never:
 * docs/decisions/017). The copy is the network's answer read whole (the cache keeps its address, which a module
 * script needs). Its source is copied into the worker: only its arguments and the worker's globals.
 */
export const answerFromCopy = {
  cachedResponseWillBeUsed: async ({
    cacheName,
    cachedResponse,
    state,
  }: {
    cacheName: string;
    cachedResponse?: Response;
    state?: Record<string, unknown>;
  }) => {
    if (state) state['cacheName'] = cacheName;
    return cachedResponse;
  },
  fetchDidSucceed: async ({ response, state }: { response: Response; state?: Record<string, unknown> }) => {
    if (state) state['fetched'] = true;
    return response;
  },
  handlerWillRespond: async ({ request, response, state }: { request: Request; response: Response; state?: Record<string, unknown> }) => {
    if (state?.['fetched'] !== true || typeof state['cacheName'] !== 'string' || response.status !== 200) return response;
    const cache = await caches.open(state['cacheName']);
    await cache.put(request, response.clone());
    return (await cache.match(request)) ?? response;
  },
};

/**
 * The worker's « not yet » to the offline page's question (status 204 and OFFLINE_PROBE_HEADER of
 * src/components/offline-return.ts); its source is copied into the worker, so the header's name is written here (a unit
 * test keeps them equal).
 */
export const probeNotYet = {
  handlerDidError: async () => new Response(null, { status: 204, headers: { 'x-hors-connexion': '1' } }),
};

/** How the worker answers each kind of request; anything else (the API first) goes to the network untouched. */
export const runtimeCaching: RuntimeCaching[] = [
  {
    urlPattern: customerPage,
    // The network first, so a customer online always reads today's prices; the copy kept at the last
    // visit when the network fails or stalls; the offline page for a page never visited.
    handler: 'NetworkFirst',
    options: {
      cacheName: 'kin-pages',
      networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
      expiration: { maxEntries: 80 },
      cacheableResponse: ok,
      plugins: [offlineFallback],
    },
  },
  {
    urlPattern: pageProbe,
    method: 'HEAD',
    handler: 'NetworkOnly',
    options: { plugins: [ownRequest, probeNotYet] },
  },
  {
    urlPattern: releaseAsset,
    handler: 'CacheFirst',
    options: { cacheName: 'kin-scripts', expiration: { maxEntries: 120 }, cacheableResponse: ok, plugins: [ownRequest, answerFromCopy] },
  },
  {
    urlPattern: catalogueImage,
    handler: 'CacheFirst',
    options: { cacheName: 'kin-images', expiration: { maxEntries: 300 }, cacheableResponse: ok, plugins: [ownRequest, answerFromCopy] },
  },
];

/**
 * Writes the release's service worker (Workbox, its runtime inlined: no other script to fetch, none from
 * another origin) and its precache manifest. The offline page is revised by the release id, so every
 * release is a new version of the worker: open tabs are told once it is ready, and it waits for them.
 */
export async function writeServiceWorker(dir: string, releaseId: string): Promise<{ count: number; size: number }> {
  // The plugin's wait is written in its source (copied into the worker): a release never ships another one.
  const extraMs = Math.round((UNKEPT_PAGE_WAIT_SECONDS - NAVIGATION_TIMEOUT_SECONDS) * 1000);
  if (!offlineFallback.cachedResponseWillBeUsed.toString().includes(`setTimeout(resolve, ${extraMs})`)) {
    throw new Error(`service worker : offlineFallback must wait ${extraMs} ms (UNKEPT_PAGE_WAIT_SECONDS)`);
  }
  // Loaded here, by a whole build only: Workbox's build tools cost a release of what changed 1.4 s of its child's
  // start (load 14 on 2 cores), and its worker is revised, not generated (reviseServiceWorker).
  const { generateSW } = await import('workbox-build');
  const { count, size, warnings } = await generateSW({
    swDest: join(dir, WORKER_FILE),
    globDirectory: dir,
    globPatterns: PRECACHED,
    additionalManifestEntries: [{ url: paths.offline, revision: releaseId }],
    cacheId: 'kin-boissons',
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    disableDevLogs: true,
    runtimeCaching,
  });
  if (warnings.length > 0) throw new Error(`service worker : ${warnings.join(' ; ')}`);
  await appendFile(join(dir, WORKER_FILE), API_BYPASS);
  return { count, size };
}

/**
 * The worker of a release that shares the files of `from` (a release of what changed, docs/decisions/043): its precache
 * names the same files, so the worker Workbox would write differs from `from`'s only by the offline page's revision,
 * the release id. Written as that copy, in a new file (about a second of Workbox less on a publication); false when
 * `from`'s worker does not name its id exactly once as a revision (then `writeServiceWorker`).
 */
export async function reviseServiceWorker(from: { dir: string; id: string }, dir: string, releaseId: string): Promise<boolean> {
  const worker = await readFile(join(from.dir, WORKER_FILE), 'utf8').catch(() => '');
  const revision = (id: string) => `revision:${JSON.stringify(id)}`;
  if (worker.split(revision(from.id)).length !== 2) return false;
  await writeFile(join(dir, WORKER_FILE), worker.replace(revision(from.id), revision(releaseId)));
  return true;
}
