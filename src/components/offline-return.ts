/**
 * The offline page stands in for a page the service worker could not fetch (src/ops/service-worker.ts): the address
 * bar still shows that page. As soon as the shop answers again, the page it stands for opens by itself: the page
 * asks for the headers of that address (a HEAD request: the worker answers « not yet » itself, with its header, when
 * the network fails or hangs), at once, when the browser says it is back online, and again 5 s after each failure. It
 * reloads once its own loading is over (load, islands hydrated; 3 s at most), never cutting its header's requests.
 *
 * The page runs it as an inline script (OFFLINE_RETURN_SCRIPT, hashed into the CSP like every inline script): the
 * offline page is precached without its scripts, so a script file of its own would not load offline. Both functions
 * are copied into the page as source text: they use only their arguments and the browser's globals.
 */
import { paths } from '../config/paths.ts';

/** The header of the service worker's « not yet » to the page's question (its plugin writes the same name: a unit test checks). */
export const OFFLINE_PROBE_HEADER = 'x-hors-connexion';

export type OfflineReturn = {
  /** The address the page stands for, or null when the offline page was opened as itself. */
  standsFor: string | null;
  /** Resolves true once the shop answers that address with a success; `signal` gives up on a try. */
  answers: (url: string, signal: AbortSignal) => Promise<boolean>;
  open: (url: string) => void;
  onOnline: (run: () => void) => void;
  wait: (run: () => void, ms: number) => void;
};

/** Tries the address at once, then again after each failure (5 s later) or when the browser says it is online; never two at once. */
export function returnWhenOnline({ standsFor, answers, open, onOnline, wait }: OfflineReturn): void {
  if (standsFor === null) return;
  const url = standsFor;
  let trying = false;
  let waiting = false;
  const attempt = async (): Promise<void> => {
    if (trying) return;
    trying = true;
    const ok = await answers(url, AbortSignal.timeout(15_000)).catch(() => false);
    trying = false;
    if (ok) open(url);
    else if (!waiting) {
      waiting = true;
      wait(() => {
        waiting = false;
        void attempt();
      }, 5000);
    }
  };
  onOnline(() => void attempt());
  void attempt();
}

/** The offline page's own wiring: this window, its address, fetch. */
function thisPage(offlinePath: string, notYet: string, run: typeof returnWhenOnline): void {
  run({
    standsFor: location.pathname === offlinePath ? null : location.href,
    answers: async (url, signal) => {
      const res = await fetch(url, { method: 'HEAD', cache: 'no-store', signal });
      return res.ok && !res.headers.has(notYet);
    },
    // Not while the page still loads its own header (its islands' scripts, the icons): the reload would cut those
    // requests, which Firefox reports as the worker's error. Once loaded and its islands hydrated, or 3 s at most.
    open: () => {
      let done = false;
      const go = () => {
        if (done) return;
        done = true;
        location.reload();
      };
      const loadedHere = () => {
        if (document.readyState === 'complete' && document.querySelector('astro-island[ssr]') === null) go();
      };
      new MutationObserver(loadedHere).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
      addEventListener('load', () => setTimeout(loadedHere));
      setTimeout(go, 3000);
      loadedHere();
    },
    onOnline: (go) => addEventListener('online', go),
    wait: (go, ms) => setTimeout(go, ms),
  });
}

export const OFFLINE_RETURN_SCRIPT = `(${thisPage.toString()})(${JSON.stringify(paths.offline)},${JSON.stringify(OFFLINE_PROBE_HEADER)},${returnWhenOnline.toString()})`;
