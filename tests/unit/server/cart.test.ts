import { describe, expect, it } from 'vitest';
import { anonymousValidateResponseSchema, serverCartSchema } from '../../../src/contract/cart.ts';
import { productSchema } from '../../../src/contract/product.ts';
import { type CartBody, conforming, json, makeShop } from './helpers.ts';

describe('server cart', () => {
  it('creates the cart on first read, adds, increments, changes quantity and consigne, removes and clears', async () => {
    const shop = makeShop();
    const token = await shop.register('jean@example.cd');
    const cart = await conforming(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token }), serverCartSchema);
    expect(cart.articles).toEqual([]);
    const base = `/api/v1/cart/paniers/${cart.id}`;
    await shop.call('POST', `${base}/ajouter_produit/`, { token, json: { produit_id: 1, quantite: 2, avec_consigne: true } });
    const added = await conforming(
      await shop.call('POST', `${base}/ajouter_produit/`, { token, json: { produit_id: 1, quantite: 1, avec_consigne: true } }),
      serverCartSchema,
    );
    expect(added.articles).toHaveLength(1);
    expect(added.articles[0]).toMatchObject({
      quantite: 3,
      prix_unitaire: '2500.00',
      prix_consigne_unitaire: '500.00',
      avec_consigne: true,
    });
    // The product summary names its unit: the cart says « par bouteille » for it, « par casier » for a crate.
    expect(added.articles[0]?.produit).toMatchObject({ id: 1, unite: 'Bouteille 72 cl' });
    const withPromo = await json<CartBody>(await shop.call('POST', `${base}/ajouter_produit/`, { token, json: { produit_id: 23 } }));
    expect(withPromo.articles[1]).toMatchObject({ quantite: 1, prix_unitaire: '1300.00' });
    expect(withPromo.total).toBe(`${3 * 3000 + 1300 + 6000}.00`);
    const articleId = added.articles[0]!.id;
    const changed = await json<CartBody>(
      await shop.call('POST', `${base}/modifier-quantite/${articleId}/`, { token, json: { quantite: 5, avec_consigne: false } }),
    );
    expect(changed.articles[0]).toMatchObject({ quantite: 5, avec_consigne: false });
    const kept = await json<CartBody>(await shop.call('POST', `${base}/modifier-quantite/${articleId}/`, { token, json: { quantite: 4 } }));
    expect(kept.articles[0]).toMatchObject({ quantite: 4, avec_consigne: false });
    const removed = await json<CartBody>(await shop.call('DELETE', `${base}/supprimer-article/${articleId}/`, { token }));
    expect(removed.articles).toHaveLength(1);
    expect((await shop.call('DELETE', `${base}/supprimer-article/${articleId}/`, { token })).status).toBe(404);
    const cleared = await json<CartBody>(await shop.call('POST', `${base}/vider/`, { token }));
    expect(cleared.articles).toEqual([]);
    const again = await json<CartBody>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token }));
    expect(again.id).toBe(cart.id);
  });

  it('six taps on « Ajouter » at once (two tabs, a retry) make one line holding all six', async () => {
    const shop = makeShop();
    const token = await shop.register('jean@example.cd');
    const cart = await json<CartBody>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token }));
    const add = () =>
      shop.call('POST', `/api/v1/cart/paniers/${cart.id}/ajouter_produit/`, {
        token,
        json: { produit_id: 1, quantite: 1, avec_consigne: false },
      });
    const answers = await Promise.all(Array.from({ length: 6 }, add));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    const after = await json<{ articles: { quantite: number }[] }>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token }));
    expect(after.articles.map((a) => a.quantite)).toEqual([6]);
  });

  it('checks stock on add and on quantity change', async () => {
    const shop = makeShop();
    const token = await shop.register('jean@example.cd');
    const cart = await json<CartBody>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token }));
    const base = `/api/v1/cart/paniers/${cart.id}`;
    const add = (produit_id: number, quantite: number) =>
      shop.call('POST', `${base}/ajouter_produit/`, { token, json: { produit_id, quantite } });
    expect((await add(46, 8)).status).toBe(200);
    const over = await add(46, 1);
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ detail: 'Stock insuffisant pour la quantité demandée.' });
    expect((await add(5, 1)).status).toBe(400);
    const line = (await json<CartBody>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token }))).articles[0]!;
    expect((await shop.call('POST', `${base}/modifier-quantite/${line.id}/`, { token, json: { quantite: 9 } })).status).toBe(400);
    expect((await shop.call('POST', `${base}/modifier-quantite/${line.id}/`, { token, json: { quantite: 0 } })).status).toBe(400);
    const unknown = await add(9999, 1);
    expect(unknown.status).toBe(400);
    expect(Object.keys(await unknown.json())).toEqual(['produit_id']);
  });

  it("hides another customer's cart behind a 404", async () => {
    const shop = makeShop();
    const a = await shop.register('a@example.cd');
    const b = await shop.register('b@example.cd');
    const cartA = await json<CartBody>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token: a }));
    await shop.call('POST', `/api/v1/cart/paniers/${cartA.id}/ajouter_produit/`, { token: a, json: { produit_id: 1 } });
    for (const [method, suffix, body] of [
      ['POST', 'ajouter_produit/', { produit_id: 1 }],
      ['POST', 'vider/', undefined],
      ['DELETE', 'supprimer-article/1/', undefined],
      ['POST', 'modifier-quantite/1/', { quantite: 1 }],
    ] as const) {
      const res = await shop.call(method, `/api/v1/cart/paniers/${cartA.id}/${suffix}`, { token: b, json: body });
      expect(res.status).toBe(404);
    }
    expect((await json<CartBody>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token: a }))).articles).toHaveLength(1);
  });
});

describe('anonymous cart checks', () => {
  it('returns current prices of known products and names the ids that no longer exist', async () => {
    const shop = makeShop();
    const res = await shop.call('POST', '/api/v1/cart/anonymous/validate/', { json: { product_ids: [1, 23, 9999, 1] } });
    const body = await conforming(res, anonymousValidateResponseSchema);
    expect(body.ids_invalides).toEqual([9999]);
    expect(body.produits.map((p) => [p.id, p.prix, p.prix_promo, p.prix_consigne, p.vendu_avec_consigne])).toEqual([
      [1, '2500.00', null, '500.00', true],
      [23, '1500.00', '1300.00', '0.00', false],
    ]);
    expect((await shop.call('POST', '/api/v1/cart/anonymous/validate/', { json: { product_ids: 'x' } })).status).toBe(400);
    await conforming(await shop.call('GET', '/api/v1/cart/anonymous/product/1/'), productSchema);
    expect((await shop.call('GET', '/api/v1/cart/anonymous/product/9999/')).status).toBe(404);
  });
});
