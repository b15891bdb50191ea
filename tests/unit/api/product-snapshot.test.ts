import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productSchema } from '../../../src/contract/product.ts';
import { decodeProductSnapshot, readProductSnapshot } from '../../../src/api/product-snapshot.ts';

const primus = {
  id: 1,
  nom: 'Primus 72 cl',
  prix: '2500.00',
  prix_promo: null,
  prix_consigne: '500.00',
  stock: 24,
  image: '/media/primus.jpg',
  marque: { id: 3, nom: 'Primus' },
  categorie: { id: 1, nom: 'Bières' },
  vendu_avec_consigne: true,
};

/** What the contract gives for the fields the snapshot reads, or null when it refuses them. */
function byContract(raw: unknown) {
  const parsed = productSchema.safeParse(raw);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    id: p.id,
    nom: p.nom,
    prix: p.prix,
    prix_promo: p.prix_promo,
    prix_consigne: p.prix_consigne,
    stock: p.stock,
    image: p.image,
    marque: p.marque?.nom ?? null,
    vendu_avec_consigne: p.vendu_avec_consigne,
  };
}

const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 3 }),
  fc.double(),
  fc.constant(2 ** 60),
  fc.constantFrom('', ' 12.50 ', '2500.00', '-1', 'abc', '1e3', '12.', 'Primus'),
  fc.string(),
  fc.constantFrom({ id: 3, nom: 'Primus' }, { id: 3 }, { id: 3, nom: null }, { id: 0, nom: 'x' }, { nom: 'x' }, { id: 3, nom: 4 }, [1]),
);
const READ = ['id', 'nom', 'prix', 'prix_promo', 'prix_consigne', 'stock', 'image', 'marque', 'vendu_avec_consigne'] as const;

describe('decodeProductSnapshot reads like productSchema', () => {
  it('a DRF product gives its current price, stock, deposit and brand name', () => {
    expect(decodeProductSnapshot(primus)).toEqual({
      id: 1,
      nom: 'Primus 72 cl',
      prix: '2500.00',
      prix_promo: null,
      prix_consigne: '500.00',
      stock: 24,
      image: '/media/primus.jpg',
      marque: 'Primus',
      vendu_avec_consigne: true,
    });
  });

  it.each([
    ['a bare brand id', { marque: 3 }, { marque: null }],
    [
      'no promo, deposit or flag sent',
      { prix_promo: undefined, prix_consigne: undefined, vendu_avec_consigne: undefined },
      { prix_promo: null, prix_consigne: null, vendu_avec_consigne: false },
    ],
    ['a price as a number', { prix: 2500 }, { prix: 2500 }],
    ['a price with spaces', { prix: ' 2500.00 ' }, { prix: '2500.00' }],
  ])('%s', (_name, extra, expected) => {
    expect(decodeProductSnapshot({ ...primus, ...extra })).toMatchObject(expected);
  });

  it.each([
    ['not an object', 'Primus'],
    ['a list', [primus]],
    ['a price "abc"', { ...primus, prix: 'abc' }],
    ['a decimal stock', { ...primus, stock: 2.5 }],
    ['a missing name', { ...primus, nom: undefined }],
    ['a brand without id', { ...primus, marque: { nom: 'Primus' } }],
  ])('%s is refused', (_name, raw) => {
    expect(decodeProductSnapshot(raw)).toBeNull();
  });

  it('agrees with the contract on any value of the fields it reads', () => {
    // Each field keeps Primus's value 3 times out of 4, so that most bodies have one or two odd fields.
    const KEEP = Symbol('keep');
    const field = fc.oneof({ arbitrary: fc.constant(KEEP), weight: 3 }, { arbitrary: anyValue, weight: 1 });
    const record = fc.record(Object.fromEntries(READ.map((key) => [key, field])) as Record<(typeof READ)[number], fc.Arbitrary<unknown>>);
    fc.assert(
      fc.property(record, (fields) => {
        const raw: Record<string, unknown> = { ...primus };
        for (const [key, value] of Object.entries(fields)) if (value !== KEEP) raw[key] = value;
        expect(decodeProductSnapshot(raw)).toEqual(byContract(raw));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readProductSnapshot', () => {
  const answer =
    (status: number, body: unknown): typeof fetch =>
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('asks the product of the page at the base URL and decodes it', async () => {
    const urls: string[] = [];
    const send: typeof fetch = async (url, init) => {
      urls.push(String(url));
      expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
      return answer(200, primus)(url, init);
    };
    await expect(readProductSnapshot(1, { baseUrl: '/api/v1/', fetch: send })).resolves.toMatchObject({ prix: '2500.00', stock: 24 });
    expect(urls).toEqual(['/api/v1/products/produits/1/']);
  });

  it.each([
    ['a 404', answer(404, { detail: 'Pas trouvé.' }), /HTTP 404/],
    ['a body the contract refuses', answer(200, { ...primus, prix: 'abc' }), /non conforme/],
    [
      'a network failure',
      (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      /Failed to fetch/,
    ],
  ])('rejects on %s', async (_name, send, reason) => {
    await expect(readProductSnapshot(1, { baseUrl: '/api/v1', fetch: send })).rejects.toThrow(reason);
  });

  it('gives up after the timeout', async () => {
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    await expect(readProductSnapshot(1, { baseUrl: '/api/v1', fetch: never, timeout: 20 })).rejects.toThrow(/timed out|time/i);
  });
});
