import { describe, expect, it } from 'vitest';
import { MAX_PRICE_FRANCS } from '../../../src/contract/staff-catalogue.ts';
import { importCatalogue } from '../../../src/server/catalogue/import.ts';
import { guestOrder, json, makeShop, type OrderBody } from './helpers.ts';

/** The staff API and the operator's import apply one validation of catalogue data, refused in DRF's French. */
describe('catalogue data is validated once, by the staff API and the import alike', () => {
  it.each([
    [
      '/api/v1/products/produits/',
      { nom: 'x'.repeat(1000), prix: '1000', stock: 1 },
      { nom: ['Assurez-vous que ce champ ne comporte pas plus de 200 caractères.'] },
    ],
    [
      '/api/v1/products/produits/',
      { nom: 'Primus', prix: '1000', stock: 10 ** 15 },
      { stock: ['Assurez-vous que cette valeur est inférieure ou égale à 10000.'] },
    ],
    [
      '/api/v1/products/produits/',
      { nom: 'Primus', prix: '90000000000000', stock: 1 },
      { prix: [`Assurez-vous que cette valeur est inférieure ou égale à ${MAX_PRICE_FRANCS}.`] },
    ],
    [
      '/api/v1/products/produits/',
      { nom: 'Primus', prix: '1.005', stock: 1 },
      { prix: ["Assurez-vous qu'il n'y a pas plus de 2 chiffres après la virgule."] },
    ],
    [
      '/api/v1/products/produits/',
      { nom: 'Primus', prix: 1e-7, stock: 1 },
      { prix: ["Assurez-vous qu'il n'y a pas plus de 2 chiffres après la virgule."] },
    ],
    [
      '/api/v1/products/produits/',
      { nom: 'Pri\u0000mus', prix: '1000', stock: 1 },
      { nom: ['Les caractères nuls ne sont pas autorisés.'] },
    ],
    [
      '/api/v1/products/produits/',
      { nom: 'Primus', description: 'a\u0008b', prix: '1000', stock: 1 },
      { description: ['Les caractères de contrôle ne sont pas autorisés.'] },
    ],
    [
      '/api/v1/products/categories/',
      { nom: 'c'.repeat(300) },
      { nom: ['Assurez-vous que ce champ ne comporte pas plus de 100 caractères.'] },
    ],
    ['/api/v1/products/categories/', { nom: 'Bières\u001f' }, { nom: ['Les caractères de contrôle ne sont pas autorisés.'] }],
    ['/api/v1/products/marques/', { nom: 'Bra\u0000lima' }, { nom: ['Les caractères nuls ne sont pas autorisés.'] }],
  ])('POST %s %# is refused with 400', async (path, payload, errors) => {
    const shop = makeShop();
    const token = await shop.staff();
    const res = await shop.call('POST', path, { token, json: payload });
    expect([res.status, await res.json()]).toEqual([400, errors]);
  });

  it('a price change with three decimals is refused, not rounded', async () => {
    const shop = makeShop();
    const token = await shop.staff();
    const res = await shop.call('PATCH', '/api/v1/products/produits/1/', { token, json: { prix: '1.005' } });
    expect(res.status).toBe(400);
  });

  it('an order of two units at the highest price is placed with an exact total', async () => {
    const shop = makeShop();
    const token = await shop.staff();
    const res = await shop.call('PATCH', '/api/v1/products/produits/1/', {
      token,
      json: { prix: String(MAX_PRICE_FRANCS), stock: 10_000 },
    });
    expect(res.status).toBe(200);
    const order = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([{ produit: 1, quantite: 2, avec_consigne: false }]),
    });
    expect(order.status).toBe(201);
    expect((await json<OrderBody>(order)).total_commande).toBe(`${2 * MAX_PRICE_FRANCS}.00`);
  });

  it.each([
    [{ categories: [{ nom: 'c'.repeat(300) }] }, /categories\.0\.nom.*100 caractères/],
    [{ produits: [{ nom: 'x'.repeat(100_000), prix: '1000', stock: 1 }] }, /produits\.0\.nom.*200 caractères/],
    [{ produits: [{ nom: 'Primus', prix: '1000', stock: 10 ** 15 }] }, /produits\.0\.stock.*10000/],
    [{ produits: [{ nom: 'Primus', prix: '1.005', stock: 1 }] }, /produits\.0\.prix.*2 chiffres après la virgule/],
    [{ marques: [{ nom: 'Bra\u0000lima' }] }, /marques\.0\.nom.*caractères nuls/],
  ])('the import refuses file %# and changes nothing', async (file, message) => {
    const shop = makeShop();
    const before = (await shop.query('SELECT COUNT(*) AS n FROM produits'))[0];
    await expect(importCatalogue(shop.engine, file, shop.clock.now)).rejects.toThrow(message);
    expect((await shop.query('SELECT COUNT(*) AS n FROM produits'))[0]).toEqual(before);
  });
});

describe('every text the API takes follows the one text rule', () => {
  it.each([
    ['/api/v1/contact/message/', { name: 'Jean\u0000', email: 'jean@example.cd', message: 'Bonjour' }, 'name'],
    [
      '/api/v1/orders/commandes/anonyme/',
      guestOrder([{ produit: 1 }], { adresse_livraison: 'Av. Kasa-Vubu\u0000 12' }),
      'adresse_livraison',
    ],
  ])('POST %s refuses a NUL character', async (path, payload, field) => {
    const shop = makeShop();
    const res = await shop.call('POST', path, { json: payload });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ [field]: ['Les caractères nuls ne sont pas autorisés.'] });
  });
});
