/** Accent- and case-insensitive matching of names typed in URLs and search boxes. */
import { normalizeName } from './normalize-name.ts';
import { slugify } from './slug.ts';

/**
 * Finds an item by name as /categorie/{name} does: exact normalized match first, then the first
 * item whose name contains the query or is contained in it. Accepts slugs (`jus-de-fruits`).
 */
export function findByName<T extends { nom: string }>(items: readonly T[], name: string): T | undefined {
  const wanted = normalizeName(decodeSafely(name));
  if (wanted === '') return undefined;
  const wantedSlug = slugify(wanted);
  const exact = items.find((item) => normalizeName(item.nom) === wanted || slugify(item.nom) === wantedSlug);
  if (exact) return exact;
  return items.find((item) => {
    const candidate = normalizeName(item.nom);
    return candidate !== '' && (candidate.includes(wanted) || wanted.includes(candidate));
  });
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Brand as the catalogue may carry it: an object with `nom`, a plain name, or nothing. */
type BrandLike = { nom?: unknown } | string | null | undefined;

/** Category search box: query contained in the product name or its brand name (case and accents ignored). */
export function matchesSearch(product: { nom: string; marque?: BrandLike }, query: string): boolean {
  const wanted = normalizeName(query);
  if (wanted === '') return true;
  const brand = brandName(product.marque);
  return normalizeName(product.nom).includes(wanted) || normalizeName(brand).includes(wanted);
}

/** Name of a brand whatever its shape (`{id, nom}` or a string). */
export function brandName(marque: BrandLike): string {
  if (typeof marque === 'string') return marque;
  if (marque && typeof marque === 'object' && typeof marque.nom === 'string') return marque.nom;
  return '';
}
