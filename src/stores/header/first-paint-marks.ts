/**
 * Where the header's inline script (first-paint.ts), the account island and the header's CSS find the greeting menu the
 * page carries hidden (SiteHeader.astro): the menu right inside the account slot (the island's own is inside its
 * `astro-island`). In a module of its own, so that the island carries one short text, not the script's sources.
 */
export const ACCOUNT_FIRST_PAINT = '[data-account-slot]>details';
