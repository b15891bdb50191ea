/** Gestion's own service worker (public/gestion/sw.js, scope `/gestion/`): Web Push of new orders, the rider's round offline. */
import { gestionAppPaths, gestionPaths } from '../../config/paths.ts';

/** Gestion's worker, registered once per page; null where the browser keeps service workers off. */
let registering: Promise<ServiceWorkerRegistration | null> | null = null;
export function gestionWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  registering ??= navigator.serviceWorker.register(gestionAppPaths.worker, { scope: gestionPaths.orders }).catch(() => null);
  return registering;
}

/**
 * The rider's screen opens without network once visited: when the worker is ready, the page hands it its own address
 * and the scripts and styles it loaded before the worker was there (the worker keeps them, and what the page loads later).
 */
export async function keepRiderScreen(): Promise<void> {
  if (!(await gestionWorker())) return;
  const ready = await navigator.serviceWorker.ready;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/_astro/'));
  ready.active?.postMessage({ type: 'garder-tournee', urls: [location.href, ...loaded] });
}
