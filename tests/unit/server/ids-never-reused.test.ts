import { describe, expect, it } from 'vitest';
import { type CartBody, guestOrder, json, makeShop, type OrderBody } from './helpers.ts';

/** An id once given never names another record: old links, saved and shared carts must not point elsewhere. */
describe('ids are never given twice, even after a delete', () => {
  it.each([
    ['/api/v1/products/produits/', { nom: 'Tembo 65 cl', prix: '2700', stock: 4 }],
    ['/api/v1/products/categories/', { nom: 'Vins' }],
    ['/api/v1/products/marques/', { nom: 'Brasserie du Fleuve' }],
  ])('a record created at %s after the newest one was deleted gets a new id', async (path, payload) => {
    const shop = makeShop();
    const token = await shop.staff();
    const first = await json<{ id: number }>(await shop.call('POST', path, { token, json: payload }));
    expect((await shop.call('DELETE', `${path}${first.id}/`, { token })).status).toBe(204);
    const second = await shop.call('POST', path, { token, json: payload });
    expect(second.status).toBe(201);
    expect((await json<{ id: number }>(second)).id).toBeGreaterThan(first.id);
  });

  it('a product created after the newest seeded one was deleted gets a new id', async () => {
    const shop = makeShop();
    const token = await shop.staff();
    const highest = ((await shop.query('SELECT MAX(id) AS m FROM produits'))[0] as { m: number }).m;
    expect((await shop.call('DELETE', `/api/v1/products/produits/${highest}/`, { token })).status).toBe(204);
    const created = await shop.call('POST', '/api/v1/products/produits/', { token, json: { nom: 'Tembo 65 cl', prix: '2700', stock: 4 } });
    expect(created.status).toBe(201);
    expect((await json<{ id: number }>(created)).id).toBeGreaterThan(highest);
  });

  it('a cart line added after the newest one was removed gets a new id', async () => {
    const shop = makeShop();
    const token = await shop.register('awa@example.cd');
    const cart = await json<CartBody>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token }));
    const base = `/api/v1/cart/paniers/${cart.id}`;
    const added = await json<CartBody>(await shop.call('POST', `${base}/ajouter_produit/`, { token, json: { produit_id: 1 } }));
    const lineId = added.articles[0]!.id;
    await shop.call('DELETE', `${base}/supprimer-article/${lineId}/`, { token });
    const again = await json<CartBody>(await shop.call('POST', `${base}/ajouter_produit/`, { token, json: { produit_id: 2 } }));
    expect(again.articles[0]!.id).toBeGreaterThan(lineId);
  });

  it('an order placed after the newest one was deleted gets a new id', async () => {
    const shop = makeShop();
    const first = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) }),
    );
    await shop.query('DELETE FROM commande_articles WHERE commande_id = ?', first.id);
    await shop.query('DELETE FROM commandes WHERE id = ?', first.id);
    const second = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) }),
    );
    expect(second.id).toBeGreaterThan(first.id);
  });
});
