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
/** The island's attribute holding its modules' URLs, separated by spaces, written by the build. */
export const MAIN_MODULES = 'data-modules';
