/**
 * The content layer's data store of a catalogue, written from the API's read instead of `astro sync`
 * (docs/decisions/043): the same collections, entries and order as Astro's loaders write them (catalogue-loader.ts,
 * Astro's own serialisation, devalue over sorted maps), each picture's key taken from the previous store or from the
 * pictures prepared for this publication (a new photo, image-store.ts, as the build's loader prepares it).
 */
import * as devalue from 'devalue';
import { COLLECTION_OF, entryOf, type Section, withImageKeys } from '../catalogue/catalogue-loader.ts';
import type { CatalogueRecords } from '../catalogue/catalogue-of.ts';
import type { RawCatalogue } from '../catalogue/catalogue-reader.ts';

type Entry = { id: string; data: Record<string, unknown> };
type Collections = Map<string, Map<string, Entry>>;

/** Astro's order (astro/dist/content/data-store-writer.js): collections, then their entries, by `localeCompare`. */
const sorted = <T>(map: Map<string, T>): Map<string, T> => new Map([...map].sort(([a], [b]) => a.localeCompare(b)));

/** Each picture's key in a store, by the picture's address as the API gave it. */
function pictureKeys(store: Collections): Map<string, string | null> {
  const keys = new Map<string, string | null>();
  for (const section of ['categories', 'products'] as const) {
    for (const entry of store.get(COLLECTION_OF[section])?.values() ?? []) {
      const { image, image_key } = entry.data as { image?: string | null; image_key?: string | null };
      if (image) keys.set(image, image_key ?? null);
    }
  }
  return keys;
}

/** The pictures of `raw` (their addresses as the API gives them) that the `previous` store does not know: new photos. */
export function unknownPictures(previous: string, raw: RawCatalogue): string[] {
  const keys = pictureKeys(devalue.parse(previous) as Collections);
  const urls = [...raw.products, ...raw.categories].map((record) => record.image);
  return [...new Set(urls.filter((url): url is string => url !== null && !keys.has(url)))];
}

/** The catalogue's records a store holds (each with its picture's key), as the build reads them from its collections. */
export function recordsOfStore(store: string): CatalogueRecords {
  const collections = devalue.parse(store) as Collections;
  const records = <T>(section: Section) => [...(collections.get(COLLECTION_OF[section])?.values() ?? [])].map((e) => e.data as T);
  return {
    categories: records<CatalogueRecords['categories'][number]>('categories'),
    brands: records<CatalogueRecords['brands'][number]>('brands'),
    products: records<CatalogueRecords['products'][number]>('products'),
    reviews: records<CatalogueRecords['reviews'][number]>('reviews'),
  };
}

/**
 * The data store of `raw`, from the `previous` one (the text of a `data-store.json`) and the keys of the pictures
 * `prepared` since (by address as the API gives it); null when a product's or category's picture is known to neither
 * (a new photo not prepared).
 */
export function nextDataStore(
  previous: string,
  raw: RawCatalogue,
  prepared: ReadonlyMap<string, string | null> = new Map(),
): string | null {
  const old = devalue.parse(previous) as Collections;
  const keys = new Map([...pictureKeys(old), ...prepared]);
  let unknown = false;
  const keyOf = (url: string | null): string | null => {
    if (url === null) return null;
    if (!keys.has(url)) unknown = true;
    return keys.get(url) ?? null;
  };
  const sections = withImageKeys(raw, keyOf);
  if (unknown) return null;
  const next: Collections = new Map(old);
  for (const section of Object.keys(COLLECTION_OF) as Section[]) {
    // A loader's `store.clear()` deletes its collection: an empty one is absent, as Astro leaves it.
    if (sections[section].length === 0) next.delete(COLLECTION_OF[section]);
    else next.set(COLLECTION_OF[section], new Map(sections[section].map((record) => [String(record.id), entryOf(record)])));
  }
  return devalue.stringify(sorted(new Map([...next].map(([name, entries]) => [name, sorted(entries)]))));
}
