/**
 * The content layer's data store of a catalogue, written from the API's read instead of `astro sync`
 * (docs/decisions/043): the same collections, entries and order as Astro's loaders write them (catalogue-loader.ts,
 * Astro's own serialisation, devalue over sorted maps), each picture's key taken from the previous store. A picture
 * the previous store does not know has to be prepared by a build: then there is no store here.
 */
import * as devalue from 'devalue';
import { COLLECTION_OF, entryOf, type Section, withImageKeys } from '../catalogue/catalogue-loader.ts';
import type { RawCatalogue } from '../catalogue/catalogue-reader.ts';

type Entry = { id: string; data: Record<string, unknown> };
type Collections = Map<string, Map<string, Entry>>;

/** Astro's order (astro/dist/content/data-store-writer.js): collections, then their entries, by `localeCompare`. */
const sorted = <T>(map: Map<string, T>): Map<string, T> => new Map([...map].sort(([a], [b]) => a.localeCompare(b)));

/**
 * The data store of `raw`, from the `previous` one (the text of a `data-store.json`); null when a product's or
 * category's picture is not one the previous store holds (a new photo: a whole build prepares it).
 */
export function nextDataStore(previous: string, raw: RawCatalogue): string | null {
  const old = devalue.parse(previous) as Collections;
  const keys = new Map<string, string | null>();
  for (const section of ['categories', 'products'] as const) {
    for (const entry of old.get(COLLECTION_OF[section])?.values() ?? []) {
      const { image, image_key } = entry.data as { image?: string | null; image_key?: string | null };
      if (image) keys.set(image, image_key ?? null);
    }
  }
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
