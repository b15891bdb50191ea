/**
 * Names compared as customers type them. Apart from text-match.ts, whose name lookup needs the page-address
 * rule (src/domain/slug.ts, with its transliteration tables): the address and notification checks that run
 * on the checkout and in the header need only this, and stay light.
 */

/** `' Bières-Fraîches '` → `'bieres fraiches'`: NFD without combining marks, lowercase, single spaces. */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s\-_]+/g, ' ')
    .trim();
}
