/**
 * `client:idle-main-first` (registered in astro.config.mjs): hydrates once the page is idle, as `client:idle`,
 * with the page's main island first (src/domain/main-island.ts).
 *
 * An island's entry module is asked for when the page is idle, and the chunks it imports (React, the page's
 * code) only once the entry has arrived: on Slow 3G (2 s a request) one round trip more before the island can
 * take a press. The main island (`client:idle-main-first={MAIN_ISLAND}`) carries the list of every module it
 * imports, written by the build: when the page is idle it asks for them all at once (`<link rel="modulepreload">`),
 * then loads as `client:idle` does, from what is already on its way. Not from the page's head: the page has
 * painted when it is idle, and Lighthouse's simulated LCP does not count these requests (decision 023).
 * The other islands (the header's) wait until the HTML is parsed, then until the page is idle: a page arriving
 * slowly is idle between two pieces of it, before its main island is there. The main island asked to be called
 * when idle as soon as its children were parsed, before that (Astro calls a directive then, and the browser calls
 * idle callbacks in the order they were asked for), so its requests come first on the six connections a browser
 * opens to the shop; the header's small entries follow and hydrate from the same React, then on its way.
 * Without the list (`astro dev`) the main island loads as `client:idle` loads it.
 * Astro inlines this file in the page (esbuild, minified): it imports only constants.
 */
import type { ClientDirective } from 'astro';
import {
  INTENT_GRACE_MS,
  INTENT_LOADED,
  INTENT_MODULES,
  type MAIN_ISLAND,
  MAIN_ISLAND_AFTER_INTENT,
  MAIN_MODULES,
} from '../../domain/main-island.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** `MAIN_ISLAND` for the page's main island, `MAIN_ISLAND_AFTER_INTENT` after the first act's modules (src/domain/main-island.ts). */
    'client:idle-main-first'?: boolean | typeof MAIN_ISLAND | typeof MAIN_ISLAND_AFTER_INTENT;
  }
}

const whenIdle = (run: () => void) => ('requestIdleCallback' in self ? requestIdleCallback(run) : setTimeout(run, 200));

/**
 * Runs `ask` once the page is parsed (its list of the first act's modules, `INTENT_MODULES`, is then there), either
 * when the customer's first act has asked for those modules and they have all arrived, or after `INTENT_GRACE_MS`
 * without an act: on a slow line every response under way shares the bandwidth, and an order sent before hydration
 * waits for its own modules, not for the island's.
 */
function afterIntent(ask: () => void): void {
  if (document.readyState === 'loading') return void addEventListener('DOMContentLoaded', () => afterIntent(ask));
  const intent = () => (window as unknown as Record<string, Promise<unknown> | undefined>)[INTENT_LOADED];
  const waiting = document.querySelector(`[${INTENT_MODULES}]`);
  if (intent() || !waiting) return void (intent() ?? Promise.resolve()).then(ask);
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    watch.disconnect();
    void (intent() ?? Promise.resolve()).then(ask);
  };
  const watch = new MutationObserver(go);
  watch.observe(waiting, { attributeFilter: [INTENT_MODULES] });
  setTimeout(go, INTENT_GRACE_MS);
}

const idleMainFirst: ClientDirective = (load, options, island) => {
  const hydrate = () => void load().then((run) => run());
  const modules = island.getAttribute(MAIN_MODULES);
  if (modules === null) {
    // Not the main island: one idle period after the HTML is parsed, when the main island already waits for its own;
    // on a page listing its first act's modules, after them too (React, which these islands load, would share the line).
    const later = () => void whenIdle(() => afterIntent(hydrate));
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', later);
    else later();
    return;
  }
  const ask = () => {
    // One preload per module of the build's list (site-absolute URLs separated by spaces).
    document.head.insertAdjacentHTML('beforeend', modules.replace(/\S+/g, '<link rel="modulepreload" href="$&">'));
    hydrate();
  };
  whenIdle(() => (options.value === MAIN_ISLAND_AFTER_INTENT ? afterIntent(ask) : ask()));
};

export default idleMainFirst;
