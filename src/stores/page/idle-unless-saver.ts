/**
 * `client:idle-unless-saver` (registered in astro.config.mjs), for the header's islands of the pages that need
 * React for nothing else (the category pages): hydrates once the page is idle, as `client:idle`, except in data
 * saver mode (the header's inline script marks the page `saver` before this runs) while nothing stored needs
 * them. Signed out with an empty cart, the static header already shows what the islands would (the login icon,
 * no count): they then wait until a session or a cart is stored (by another tab: the `storage` event) or until
 * the customer turns the data saver off, and a first visit loads no React at all.
 * Astro inlines this file in the page (esbuild, minified): it imports nothing.
 */
import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:idle-unless-saver'?: boolean;
  }
}

/** What the header's islands show: the spec's session token and the stored cart (src/stores/header/, their keys in src/stores/stored/). */
const SHOWN = ['authToken', 'panier'];
const SAVER_CLASS = 'saver';

function somethingShown(): boolean {
  try {
    return SHOWN.some((key) => (localStorage.getItem(key) ?? '') !== '');
  } catch {
    return false;
  }
}

const idleUnlessSaver: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    void load().then((run) => run());
  };
  const decide = () => {
    const root = document.documentElement;
    if (!root.classList.contains(SAVER_CLASS) || somethingShown()) return hydrate();
    addEventListener('storage', (event) => {
      if (event.key === null || SHOWN.includes(event.key)) hydrate();
    });
    new MutationObserver((_, observer) => {
      if (root.classList.contains(SAVER_CLASS)) return;
      observer.disconnect();
      hydrate();
    }).observe(root, { attributeFilter: ['class'] });
  };
  if ('requestIdleCallback' in window) requestIdleCallback(decide);
  else setTimeout(decide, 200);
};

export default idleUnlessSaver;
