/**
 * A page's main island (the product page's add to cart, the cart, the checkout): the island a customer came to
 * use. It hydrates with `client:idle-main-first="main"` (src/stores/page/idle-main-first.ts): the build writes into it
 * every module it imports (src/ops/main-island-modules.ts), which it asks for all at once when the page is idle,
 * and the header's islands wait for it. docs/decisions/023-main-island-first.md.
 */
/** The directive's name (`client:idle-main-first`), as astro.config.mjs registers it and Astro writes it in an island's `client`. */
export const MAIN_FIRST_DIRECTIVE = 'idle-main-first';
/** The directive's value marking the page's main island. */
export const MAIN_ISLAND = 'main';
/**
 * The same, for a main island whose page lists the modules of the customer's first act (`INTENT_MODULES`): once the
 * page is parsed it waits for that act within `INTENT_GRACE_MS`, and when the customer acts, asks for its own modules
 * once theirs have arrived (src/stores/page/idle-main-first.ts).
 */
export const MAIN_ISLAND_AFTER_INTENT = 'main-after-intent';
/** The island's attribute holding its modules' URLs, separated by spaces, written by the build. */
export const MAIN_MODULES = 'data-modules';
/**
 * Written by a page beside its main island: the source modules (project-relative, separated by spaces) that the
 * customer's first act will need (the checkout's order flow); the build turns it into `INTENT_MODULES`.
 */
export const INTENT_SOURCES = 'data-intent-sources';
/** The same modules as the build writes them: every file they import, site-absolute URLs separated by spaces. */
export const INTENT_MODULES = 'data-intent-modules';
/**
 * The global under which a page's script keeps, from the customer's first act, the promise that every module of
 * `INTENT_MODULES` has arrived (or failed): the main island asks for its own modules after them.
 */
export const INTENT_LOADED = 'kinIntentLoaded';
/** How long after the page is idle the main island of a page with `INTENT_MODULES` waits for the customer's first act. */
export const INTENT_GRACE_MS = 1000;
