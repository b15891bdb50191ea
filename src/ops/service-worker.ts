import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSW, type RuntimeCaching } from 'workbox-build';
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

/** How the worker answers each kind of request; anything else (the API first) goes to the network untouched. */
export const runtimeCaching: RuntimeCaching[] = [
  {
    urlPattern: customerPage,
    // The network first, so a customer online always reads today's prices; the copy kept at the last
    // visit when the network fails or stalls; the offline page for a page never visited.
    handler: 'NetworkFirst',
    options: {
      cacheName: 'kin-pages',
      networkTimeoutSeconds: 8,
      expiration: { maxEntries: 80 },
      cacheableResponse: ok,
      precacheFallback: { fallbackURL: paths.offline },
    },
  },
  {
    urlPattern: releaseAsset,
    handler: 'CacheFirst',
    options: { cacheName: 'kin-scripts', expiration: { maxEntries: 120 }, cacheableResponse: ok },
  },
  {
    urlPattern: catalogueImage,
    handler: 'CacheFirst',
    options: { cacheName: 'kin-images', expiration: { maxEntries: 300 }, cacheableResponse: ok },
  },
];

/**
 * Writes the release's service worker (Workbox, its runtime inlined: no other script to fetch, none from
 * another origin) and its precache manifest. The offline page is revised by the release id, so every
 * release is a new version of the worker: open tabs are told once it is ready, and it waits for them.
 */
export async function writeServiceWorker(dir: string, releaseId: string): Promise<{ count: number; size: number }> {
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
