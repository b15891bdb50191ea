import * as devalue from 'devalue';
import { describe, expect, it } from 'vitest';
import type { RawCatalogue } from '../../../src/catalogue/catalogue-reader.ts';
import { nextDataStore } from '../../../src/ops/data-store.ts';

const entry = (data: { id: number } & Record<string, unknown>) => [String(data.id), { id: String(data.id), data }] as const;

/** A data store as Astro writes it: collections and entries sorted, pictures with the keys the build gave them. */
const previous = devalue.stringify(
  new Map<string, Map<string, unknown>>([
    ['categories', new Map([entry({ id: 1, nom: 'Bières', image: 'http://api/media/c1.svg', image_key: 'k-c1' })])],
    ['meta::meta', new Map([['astro-version', '7.3.5']])],
    ['produits', new Map([entry({ id: 1, nom: 'Primus', prix: '2500.00', image: 'http://api/media/p1.svg', image_key: 'k-p1' })])],
  ]),
);

const raw = (product: Record<string, unknown>, reviews: unknown[] = []) =>
  ({
    categories: [{ id: 1, nom: 'Bières', image: 'http://api/media/c1.svg' }],
    brands: [],
    products: [{ id: 1, nom: 'Primus', prix: '2500.00', image: 'http://api/media/p1.svg', ...product }],
    reviews,
  }) as unknown as RawCatalogue;

describe('nextDataStore', () => {
  it("writes the API's records with the previous store's picture keys, empty collections absent, Astro's meta kept", () => {
    const next = devalue.parse(nextDataStore(previous, raw({ prix: '3000.00' })) ?? '') as Map<string, Map<string, { data: unknown }>>;
    expect([...next.keys()]).toEqual(['categories', 'meta::meta', 'produits']);
    expect(next.get('produits')?.get('1')?.data).toEqual({
      id: 1,
      nom: 'Primus',
      prix: '3000.00',
      image: 'http://api/media/p1.svg',
      image_key: 'k-p1',
    });
    expect(next.get('meta::meta')?.get('astro-version')).toBe('7.3.5');
  });

  it('adds the reviews collection, sorted as Astro sorts entries', () => {
    const reviews = [
      { id: 10, produit: 1, note: 4 },
      { id: 9, produit: 1, note: 5 },
    ];
    const next = devalue.parse(nextDataStore(previous, raw({}, reviews)) ?? '') as Map<string, Map<string, unknown>>;
    expect([...next.keys()]).toEqual(['avis', 'categories', 'meta::meta', 'produits']);
    expect([...(next.get('avis')?.keys() ?? [])]).toEqual(['10', '9']);
  });

  it('gives no store when a picture is new: a build has to prepare it', () => {
    expect(nextDataStore(previous, raw({ image: 'http://api/media/p1-nouvelle.webp' }))).toBeNull();
  });
});
