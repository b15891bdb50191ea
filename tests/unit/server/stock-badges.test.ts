/**
 * Orders take stock and publish nothing, but an order that empties a product, or a cancellation that gives back its
 * first units, changes what its static pages show (in stock, « Rupture de stock »): that product's change is announced,
 * so its pages are published again. A stock that stays on one side announces nothing.
 */
import { describe, expect, it } from 'vitest';
import { firstGuestOrder, guestOrder, json, makeShop, type OrderBody } from './helpers.ts';

const stockChange = (productId: number) => [{ kind: 'stock', productId }];

describe('stock badges after orders', () => {
  it('announces the product an order empties and the one a cancellation puts back in stock, nothing in between', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const customer = await shop.register('client@example.cd');
    expect((await shop.call('PATCH', '/api/v1/products/produits/3/', { token: manager, json: { stock: 2 } })).status).toBe(200);
    const order = async () => {
      const res = await shop.call('POST', '/api/v1/orders/commandes/', { token: customer, json: guestOrder([{ produit: 3 }]) });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await json<OrderBody>(res)).id;
    };
    const cancel = async (id: number) => {
      const res = await shop.call('POST', `/api/v1/orders/commandes/${id}/statut/`, { token: manager, json: { statut: 'annulee' } });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    const announced = shop.changes.count;
    // 2 → 1: still in stock on its pages.
    const first = await order();
    expect(shop.changes.count).toBe(announced);
    // 1 → 0: its pages must now say « Rupture de stock ».
    const last = await order();
    expect(shop.changes.count).toBe(announced + 1);
    expect(shop.changes.last).toEqual(stockChange(3));
    // Refused for lack of stock: nothing taken, nothing announced.
    const refused = await shop.call('POST', '/api/v1/orders/commandes/', { token: customer, json: guestOrder([{ produit: 3 }]) });
    expect(refused.status).toBe(400);
    expect(shop.changes.count).toBe(announced + 1);
    // 0 → 1: back in stock.
    await cancel(last);
    expect(shop.changes.count).toBe(announced + 2);
    expect(shop.changes.last).toEqual(stockChange(3));
    // 1 → 2: nothing shown changes.
    await cancel(first);
    expect(shop.changes.count).toBe(announced + 2);
    const [product] = await shop.query<{ stock: number }>('SELECT stock FROM produits WHERE id = 3');
    expect(product?.stock).toBe(2);
  });

  it('announces each emptied product of an order once, whatever its lines', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const customer = await shop.register('client@example.cd');
    for (const [id, stock] of [
      [3, 2],
      [4, 5],
    ] as const) {
      expect((await shop.call('PATCH', `/api/v1/products/produits/${id}/`, { token: manager, json: { stock } })).status).toBe(200);
    }
    const announced = shop.changes.count;
    const lines = [
      { produit: 3, quantite: 1 },
      { produit: 4, quantite: 1 },
      { produit: 3, quantite: 1 },
    ];
    const res = await shop.call('POST', '/api/v1/orders/commandes/', { token: customer, json: guestOrder(lines) });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(shop.changes.count).toBe(announced + 1);
    expect(shop.changes.last).toEqual(stockChange(3));
  });

  it('announces the emptying once when orders placed at the same time take the last units together', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    expect((await shop.call('PATCH', '/api/v1/products/produits/3/', { token: manager, json: { stock: 6 } })).status).toBe(200);
    const announced = shop.changes.count;
    // Six orders of one unit sent together: on PostgreSQL they read the stock before any of them took it, so the one
    // that empties the product knows it only from what its own statement left.
    const placed = await Promise.all(Array.from({ length: 6 }, (_, n) => firstGuestOrder(shop, n, [{ produit: 3 }])));
    for (const res of placed) expect(res.status, await res.clone().text()).toBe(201);
    expect(shop.changes.count).toBe(announced + 1);
    expect(shop.changes.last).toEqual(stockChange(3));
  });
});
