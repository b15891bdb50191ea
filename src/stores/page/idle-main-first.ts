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
import { type MAIN_ISLAND, MAIN_MODULES } from '../../domain/main-island.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** `MAIN_ISLAND` for the page's main island (src/domain/main-island.ts). */
    'client:idle-main-first'?: boolean | typeof MAIN_ISLAND;
  }
}

const whenIdle = (run: () => void) => ('requestIdleCallback' in self ? requestIdleCallback(run) : setTimeout(run, 200));

const idleMainFirst: ClientDirective = (load, _options, island) => {
  const hydrate = () => void load().then((run) => run());
  const modules = island.getAttribute(MAIN_MODULES);
  if (modules === null) {
    // Not the main island: one idle period after the HTML is parsed, when the main island already waits for its own.
    const later = () => void whenIdle(hydrate);
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', later);
    else later();
    return;
  }
  whenIdle(() => {
    // One preload per module of the build's list (site-absolute URLs separated by spaces).
    document.head.insertAdjacentHTML('beforeend', modules.replace(/\S+/g, '<link rel="modulepreload" href="$&">'));
    hydrate();
  });
};

export default idleMainFirst;
