/**
 * The service worker of the live release (src/ops/service-worker.ts writes it): registered once the page
 * is idle. A new release's worker waits until the customer takes it: the header's notice offers it once
 * per visit (a tab keeps working meanwhile, its old scripts stay served). The first visit's page was loaded
 * before any worker: it is handed to the worker to keep, with its scripts and pictures.
 * In data saver mode, a page reached from outside the shop does not install the worker (its script and the
 * offline page it keeps, ≈ 15 KB brotli): a customer who reads one page and leaves pays nothing for it. The next
 * page of the shop installs it and hands it both pages to keep.
 */
import { savingData } from './data-saver.ts';

/**
 * `serviceWorkerPath` of src/config/paths.ts (a unit test keeps them equal), written here: importing that
 * module would make this chunk load another file.
 */
const WORKER_URL = '/sw.js';

/** Set in sessionStorage once the notice was shown: a customer is told once per visit. */
const OFFERED_KEY = 'nouvelleVersionProposee';

function firstOffer(): boolean {
  try {
    if (sessionStorage.getItem(OFFERED_KEY)) return false;
    sessionStorage.setItem(OFFERED_KEY, '1');
  } catch {
    // Storage refused: the notice may show again on the next page, which beats never.
  }
  return true;
}

/** The page of the shop this one was opened from, or null (another site, typed, a bookmark). */
function previousPage(doc: Document): string | null {
  try {
    return doc.referrer !== '' && new URL(doc.referrer).origin === new URL(location.href).origin ? doc.referrer : null;
  } catch {
    return null;
  }
}

/** Asks the worker (Workbox's `CACHE_URLS` message) to keep these pages as pages, and what this one loaded. */
function keepPages(container: ServiceWorkerContainer, pages: string[]): void {
  void container.ready.then((registration) => {
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    const asPages = pages.map((url): [string, RequestInit] => [url, { headers: { Accept: 'text/html' } }]);
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...asPages, ...loaded] } });
  });
}

export function registerWorker(doc: Document, container: ServiceWorkerContainer): void {
  const controlled = container.controller !== null;
  const previous = previousPage(doc);
  if (!controlled && previous === null && savingData(doc)) return;
  const notice = doc.querySelector<HTMLElement>('[data-update]');
  container.register(WORKER_URL).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser that keeps service workers off (an automated one, a locked-down profile) may give none.
      if (!registration) return;
      const offer = () => {
        if (controlled && registration.waiting && notice && firstOffer()) notice.hidden = false;
      };
      offer();
      registration.addEventListener('updatefound', () => {
        const incoming = registration.installing;
        incoming?.addEventListener('statechange', () => {
          if (incoming.state === 'installed') offer();
        });
      });
      notice?.addEventListener('click', (event) => {
        const button = (event.target as Element).closest('button');
        if (!button) return;
        notice.hidden = true;
        if (button.value !== 'now' || !registration.waiting) return;
        container.addEventListener('controllerchange', () => location.reload());
        registration.waiting.postMessage({ type: 'SKIP_WAITING' });
      });
      addEventListener('online', () => void registration.update().catch(() => undefined));
      if (!controlled) keepPages(container, previous !== null && savingData(doc) ? [location.href, previous] : [location.href]);
    },
    () => undefined,
  );
}
