import { findByName } from '../domain/text-match.ts';

/**
 * Canonical slug for a category typed in a URL, with the storefront's rule (domain `findByName`):
 * accents and case ignored, then a partial match; null when nothing fits.
 */
export function matchCategorySlug(typed: string, slugs: readonly string[]): string | null {
  const items = [...slugs].sort().map((slug) => ({ nom: slug }));
  return findByName(items, typed)?.nom ?? null;
}
