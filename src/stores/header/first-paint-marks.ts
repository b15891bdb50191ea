/**
 * The mark the header's inline script (first-paint.ts) and the account island share: in a module of its own, so that
 * the island, on every page, carries one name, not the script's sources.
 */

/** The greeting menu the page carries hidden; the header's script fills and shows it, the island replaces it. */
export const ACCOUNT_FIRST_PAINT_ATTRIBUTE = 'data-account-first-paint';
