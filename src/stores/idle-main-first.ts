/**
 * `client:idle-main-first` (registered in astro.config.mjs): hydrates once the page is idle, as `client:idle`,
 * with the page's main island first (src/domain/main-island.ts).
 *
 * An island's entry module is asked for when the page is idle, and the chunks it imports (React, the page's
 * code) only once the entry has arrived: on Slow 3G (2 s a request) one round trip more before the island can
 * take a press. The main island (`client:idle-main-first="main"`) carries the list of every module it imports,
 * written by the build: when the page is idle it asks for them all at once (`<link rel="modulepreload">`), then
 * loads as `client:idle` does, from what is already on its way, and tells the page so (an event named as the
 * attribute, which it removes). The other islands of the page (the header's) load once the page is idle, its
 * whole HTML parsed (a page arriving slowly is idle between two pieces of it, before its main island is there)
 * and its main island has asked for its modules (at once when it has none): the main island's requests come
 * first on the six connections a browser opens to the shop. They need the same React, then on its way.
 * Not in the page's head: requests the page's first paint shares the line with (Lighthouse's mobile LCP,
 * decision 021); when the page is idle it has painted. Without the list (a page built without the build's step,
 * `astro dev`) every island is loaded as `client:idle` loads it.
 * Astro inlines this file in the page (esbuild, minified): it imports only constants.
 */
import type { ClientDirective } from 'astro';
import { type MAIN_ISLAND, MAIN_MODULES } from '../domain/main-island.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** `MAIN_ISLAND` for the page's main island (src/domain/main-island.ts). */
    'client:idle-main-first'?: boolean | typeof MAIN_ISLAND;
  }
}

const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) requestIdleCallback(run);
  else setTimeout(run, 200);
};

const idleMainFirst: ClientDirective = (load, _options, island) => {
  const hydrate = () => void load().then((run) => run());
  const afterMain = () => {
    if (document.querySelector(`[${MAIN_MODULES}]`)) addEventListener(MAIN_MODULES, hydrate, { once: true });
    else hydrate();
  };
  whenIdle(() => {
    const modules = island.getAttribute(MAIN_MODULES);
    if (modules === null) {
      if (document.readyState === 'loading') addEventListener('DOMContentLoaded', afterMain, { once: true });
      else afterMain();
      return;
    }
    for (const href of modules.split(' '))
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    island.removeAttribute(MAIN_MODULES);
    dispatchEvent(new Event(MAIN_MODULES));
    hydrate();
  });
};

export default idleMainFirst;
