import { describe, expect, it } from 'vitest';
import { readProduct } from '../../../src/api/read-product.ts';
import { primusPrices } from '../contract/samples.ts';

const primus = {
  ...primusPrices,
  stock: 24,
  image: '/media/primus.jpg',
  marque: { id: 3, nom: 'Primus' },
  categorie: { id: 1, nom: 'Bières' },
  vendu_avec_consigne: true,
};

const answer =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const read = (body: unknown) => readProduct(1, { baseUrl: '/api/v1', fetch: answer(200, body) });

describe('readProduct reads the current product through the contract', () => {
  it('a DRF product gives its current price, stock, deposit and brand', async () => {
    await expect(read(primus)).resolves.toMatchObject({
      id: 1,
      nom: 'Primus 72 cl',
      prix: '2500.00',
      prix_promo: null,
      prix_consigne: '500.00',
      stock: 24,
      image: '/media/primus.jpg',
      marque: { id: 3, nom: 'Primus' },
      vendu_avec_consigne: true,
    });
  });

  it.each([
    ['a bare brand id', { marque: 3 }, { marque: { id: 3, nom: null } }],
    [
      'no promo, deposit or flag sent',
      { prix_promo: undefined, prix_consigne: undefined, vendu_avec_consigne: undefined },
      { prix_promo: null, prix_consigne: null, vendu_avec_consigne: false },
    ],
    ['a price as a number', { prix: 2500 }, { prix: 2500 }],
    ['a price with spaces', { prix: ' 2500.00 ' }, { prix: '2500.00' }],
  ])('%s', async (_name, extra, expected) => {
    await expect(read({ ...primus, ...extra })).resolves.toMatchObject(expected);
  });

  it.each([
    ['not an object', 'Primus'],
    ['a list', [primus]],
    ['a price "abc"', { ...primus, prix: 'abc' }],
    ['a decimal stock', { ...primus, stock: 2.5 }],
    ['a missing name', { ...primus, nom: undefined }],
    ['a brand without id', { ...primus, marque: { nom: 'Primus' } }],
  ])('%s is refused', async (_name, body) => {
    await expect(read(body)).rejects.toThrow(/non conforme/);
  });

  it('asks the product of the page at the base URL, as JSON', async () => {
    const urls: string[] = [];
    const send: typeof fetch = async (url, init) => {
      urls.push(String(url));
      expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
      return answer(200, primus)(url, init);
    };
    await expect(readProduct(1, { baseUrl: '/api/v1/', fetch: send })).resolves.toMatchObject({ prix: '2500.00', stock: 24 });
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
    await expect(readProduct(1, { baseUrl: '/api/v1', fetch: send })).rejects.toThrow(reason);
  });

  it('gives up after the timeout', async () => {
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    await expect(readProduct(1, { baseUrl: '/api/v1', fetch: never, timeout: 20 })).rejects.toThrow(/timed out|time/i);
  });
});
