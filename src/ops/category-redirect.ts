import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uniqueSlugs } from '../domain/slug.ts';
import { findByName } from '../domain/text-match.ts';

/**
 * Canonical slug for a category typed in a URL, with the storefront's rule (domain `findByName`):
 * accents and case ignored, then a partial match; null when nothing fits.
 */
export function matchCategorySlug(typed: string, slugs: readonly string[]): string | null {
  const items = [...slugs].sort().map((slug) => ({ nom: slug }));
  return findByName(items, typed)?.nom ?? null;
}

type Named = { id: number; nom: string; slug?: string | null | undefined };

/**
 * The page addresses of a release, written beside its pages (`addresses.json`): each category's and brand's
 * address by id, and every address they had in an earlier release (old → id), so an old link answers 301.
 */
export interface AddressMap {
  categories: Record<string, string>;
  marques: Record<string, string>;
  former: { categories: Record<string, number>; marques: Record<string, number> };
}

const FILE = 'addresses.json';
type Kind = 'categories' | 'marques';

/** Addresses the build gives a catalogue's categories and brands (the same rule as its pages, domain `uniqueSlugs`). */
function addressesOf(kind: Kind, items: readonly Named[]): Record<string, string> {
  return Object.fromEntries([...uniqueSlugs(kind === 'categories' ? 'categorie' : 'marque', items)].map(([id, slug]) => [id, slug]));
}

/** The former addresses still worth a redirect: earlier ones and those the previous release used, not reused since. */
function formerOf(kind: Kind, previous: AddressMap | null, now: Record<string, string>): Record<string, number> {
  const live = new Set(Object.values(now));
  const former: Record<string, number> = { ...previous?.former[kind] };
  for (const [id, slug] of Object.entries(previous?.[kind] ?? {})) former[slug] = Number(id);
  return Object.fromEntries(Object.entries(former).filter(([slug, id]) => !live.has(slug) && now[id] !== undefined));
}

/** The map of a new release, from its catalogue and the live release's map (null for the first). */
export function nextAddressMap(
  previous: AddressMap | null,
  catalogue: { categories: readonly Named[]; brands?: readonly Named[] | undefined },
): AddressMap {
  const categories = addressesOf('categories', catalogue.categories);
  const marques = addressesOf('marques', catalogue.brands ?? []);
  return {
    categories,
    marques,
    former: { categories: formerOf('categories', previous, categories), marques: formerOf('marques', previous, marques) },
  };
}

/** A release's map, null when it has none (built before addresses were recorded) or it cannot be read. */
export function readAddressMap(root: string): AddressMap | null {
  try {
    const map = JSON.parse(readFileSync(join(root, FILE), 'utf8')) as AddressMap;
    return typeof map.categories === 'object' && typeof map.former === 'object' ? map : null;
  } catch {
    return null;
  }
}

export async function writeAddressMap(root: string, map: AddressMap): Promise<void> {
  await writeFile(join(root, FILE), `${JSON.stringify(map)}\n`);
}

/**
 * The path segments of a category's or brand's page at its current address when `segments` use a former one
 * (`/categorie/bieres` → `/categorie/bieres-blondes`, `/shop/bieres/primus` → `/shop/bieres/primus-bralima`), else null.
 */
export function currentAddress(map: AddressMap, segments: readonly string[]): string[] | null {
  const [section, group, brand] = segments;
  if ((section !== 'categorie' && section !== 'shop') || group === undefined) return null;
  const moved = [...segments];
  const categoryId = map.former.categories[group];
  if (categoryId !== undefined) moved[1] = map.categories[categoryId] ?? group;
  const brandId = section === 'shop' && brand !== undefined ? map.former.marques[brand] : undefined;
  if (brandId !== undefined) moved[2] = map.marques[brandId] ?? brand ?? '';
  return moved.some((segment, i) => segment !== segments[i]) ? moved : null;
}
