import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../src/contract/order.ts';
import { paginatedSchema } from '../../../src/contract/pagination.ts';
import { ordersMessages } from '../../../src/messages/orders.ts';
import { conforming, type DetailBody, guestOrder, json, makeShop, type NotificationBody, type OrderBody, type Page } from './helpers.ts';

const stockOf = async (shop: ReturnType<typeof makeShop>, id: number) =>
  ((await shop.query('SELECT stock FROM produits WHERE id = ?', id))[0] as { stock: number }).stock;

describe('guest orders', () => {
  it('recomputes prices from the catalogue, ignores client prices, applies promo, consigne and delivery fee', async () => {
    const shop = makeShop();
    const payload = guestOrder([
      { produit: 1, quantite: 2, avec_consigne: true },
      { produit: 23, quantite: 3 },
    ]);
    Object.assign(payload.articles[0]!, { prix_unitaire: '1.00' });
    Object.assign(payload, { total_commande: '5.00' });
    const res = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: payload });
    expect(res.status).toBe(201);
    const order = await conforming(res, orderSchema);
    // Primus 72 cl: 2 × (2500 + 500 consigne); Sprite 33 cl promo 1300 × 3 = 3900 → 9900 FC < 58 000: fee 6000.
    expect(order).toMatchObject({
      statut: 'en_attente',
      frais_livraison: '6000.00',
      total_commande: '15900.00',
      nom_client: 'Mireille Tshala',
    });
    expect(order.articles.map((a) => [a.prix_unitaire, a.quantite, a.avec_consigne])).toEqual([
      ['2500.00', 2, true],
      ['1300.00', 3, false],
    ]);
    expect(order.numero_commande).toBe('KB-20261121-0001');
    expect(order.token_suivi).toMatch(/^[0-9a-f]{40}$/);
    expect(await stockOf(shop, 1)).toBe(238);
  });

  it("gives numbers of the shape the orders page's search shows as its example", async () => {
    const shop = makeShop();
    const order = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) }),
    );
    const shape = (numero: string) => numero.replace(/\d/g, '9');
    expect(ordersMessages.searchPlaceholder).toMatch(/^Ex\. /);
    expect(shape(ordersMessages.searchPlaceholder.slice('Ex. '.length))).toBe(shape(order.numero_commande));
  });

  it("names each line's product unit, so that the invoice says what one deposit is charged for", async () => {
    const shop = makeShop();
    const order = await conforming(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
        json: guestOrder([{ produit: 2, avec_consigne: true }, { produit: 1 }]),
      }),
      orderSchema,
    );
    expect(order.articles.map((a) => a.produit_info)).toMatchObject([
      { id: 2, nom: 'Primus casier 20 × 72 cl', unite: 'Casier de 20 bouteilles' },
      { id: 1, nom: 'Primus 72 cl', unite: 'Bouteille 72 cl' },
    ]);
  });

  it('charges no deposit on a product sold without one, whatever the client asks', async () => {
    const shop = makeShop();
    const order = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
        json: guestOrder([{ produit: 18, quantite: 2, avec_consigne: true }]),
      }),
    );
    expect(order.articles[0]).toMatchObject({ avec_consigne: false, prix_consigne: '0.00' });
    expect(order.total_commande).toBe('9000.00');
  });

  it.each([
    // crate 46 000 (promo) + 4 × 2 500 = 56 000, then + 1 500 / + 2 000
    [
      '57 500 FC of goods pays the fee',
      [
        { produit: 2, quantite: 1 },
        { produit: 1, quantite: 4 },
        { produit: 31, quantite: 1 },
      ],
      '6000.00',
      '63500.00',
    ],
    [
      '58 000 FC of goods is free',
      [
        { produit: 2, quantite: 1 },
        { produit: 1, quantite: 4 },
        { produit: 45, quantite: 1 },
      ],
      '0.00',
      '58000.00',
    ],
    [
      '56 000 FC of goods + 2 000 FC of consigne is free',
      [
        { produit: 2, quantite: 1 },
        { produit: 1, quantite: 4, avec_consigne: true },
      ],
      '0.00',
      '58000.00',
    ],
    ['one can pays the fee', [{ produit: 18, quantite: 1 }], '6000.00', '7500.00'],
  ])('delivery fee: %s', async (_label, articles, fee, total) => {
    const shop = makeShop();
    const order = await json<OrderBody>(await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder(articles) }));
    expect(order.frais_livraison).toBe(fee);
    expect(order.total_commande).toBe(total);
  });

  it('refuses a shortage naming the product and what is left, and changes nothing', async () => {
    const shop = makeShop();
    const res = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([
        { produit: 1, quantite: 1 },
        { produit: 46, quantite: 9 },
      ]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'XXL Energy 50 cl : Désolé, il ne reste que 8 unités en stock.',
      produit: 46,
      stock_disponible: 8,
    });
    expect(await stockOf(shop, 1)).toBe(240);
    const soldOut = await json<DetailBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 5 }]) }),
    );
    expect(soldOut.detail).toBe('Skol casier 20 × 65 cl : Stock insuffisant pour la quantité demandée.');
    expect(((await shop.query('SELECT COUNT(*) AS n FROM commandes'))[0] as { n: number }).n).toBe(0);
  });

  it.each([
    [{ articles: [] }, 'articles'],
    [{ articles: [{ produit: 9999, quantite: 1 }] }, 'articles'],
    [{ articles: [{ produit: 1, quantite: 0 }] }, 'articles'],
    [{ nom_complet: '' }, 'nom_complet'],
    [{ telephone_livraison: undefined }, 'telephone_livraison'],
    [{ email: 'pas-un-email' }, 'email'],
  ])('rejects %j with a French field error', async (override, field) => {
    const shop = makeShop();
    const res = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: { ...guestOrder([{ produit: 1 }]), ...override } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body)).toContain(field);
    expect(body[field][0]).toMatch(/[a-zé]/);
  });

  it('lets a guest read the order only with its tracking token', async () => {
    const shop = makeShop();
    const order = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 3 }]) }),
    );
    const tracked = await conforming(await shop.call('GET', `/api/v1/orders/commandes/suivi/${order.token_suivi}/`), orderSchema);
    expect(tracked.id).toBe(order.id);
    expect(tracked.token_suivi).toBeUndefined();
    expect((await shop.call('GET', `/api/v1/orders/commandes/suivi/${'0'.repeat(40)}/`)).status).toBe(404);
    expect((await shop.call('GET', `/api/v1/orders/commandes/${order.id}/`)).status).toBe(401);
    const stranger = await shop.register('autre@example.cd');
    expect((await shop.call('GET', `/api/v1/orders/commandes/${order.id}/`, { token: stranger })).status).toBe(404);
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and payload, 422 for another payload', async () => {
    const shop = makeShop();
    const headers = { 'idempotency-key': '3f1c2b7e-9a4d-4c2e-8b1a-6d5e4f3a2b1c' };
    const payload = guestOrder([{ produit: 1, quantite: 2 }]);
    const first = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: payload, headers });
    const firstText = await first.text();
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const second = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: reordered, headers });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await second.text()).toBe(firstText);
    expect(await stockOf(shop, 1)).toBe(238);
    const other = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([{ produit: 1, quantite: 3 }]),
      headers,
    });
    expect(other.status).toBe(422);
    expect(((await shop.query('SELECT COUNT(*) AS n FROM commandes'))[0] as { n: number }).n).toBe(1);
  });

  it('scopes keys to the customer and forgets them after 72 hours', async () => {
    const shop = makeShop();
    const headers = { 'idempotency-key': '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d' };
    const a = await shop.register('a@example.cd');
    const b = await shop.register('b@example.cd');
    const payload = guestOrder([{ produit: 1 }]);
    const ra = await shop.call('POST', '/api/v1/orders/commandes/', { json: payload, headers, token: a });
    const rb = await shop.call('POST', '/api/v1/orders/commandes/', { json: payload, headers, token: b });
    const rg = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: payload, headers });
    expect([ra.status, rb.status, rg.status]).toEqual([201, 201, 201]);
    expect(new Set([(await json<OrderBody>(ra)).id, (await json<OrderBody>(rb)).id, (await json<OrderBody>(rg)).id]).size).toBe(3);
    shop.clock.now = new Date(shop.clock.now.getTime() + 71 * 3_600_000);
    expect(
      (await shop.call('POST', '/api/v1/orders/commandes/', { json: payload, headers, token: a })).headers.get('idempotent-replayed'),
    ).toBe('true');
    shop.clock.now = new Date(shop.clock.now.getTime() + 2 * 3_600_000);
    const again = await shop.call('POST', '/api/v1/orders/commandes/', { json: payload, headers, token: a });
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(
      (await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: payload, headers: { 'idempotency-key': 'x'.repeat(300) } }))
        .status,
    ).toBe(400);
  });
});

describe('registered orders and statuses', () => {
  it("lists only the customer's own orders, newest first, and notifies reception", async () => {
    const shop = makeShop();
    const a = await shop.register('a@example.cd', 'motdepasse1', 'Aline');
    const b = await shop.register('b@example.cd');
    await shop.call('POST', '/api/v1/orders/commandes/', { json: guestOrder([{ produit: 1 }]), token: a });
    shop.clock.now = new Date(shop.clock.now.getTime() + 60_000);
    const second = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/', { json: guestOrder([{ produit: 3 }]), token: a }),
    );
    await shop.call('POST', '/api/v1/orders/commandes/', { json: guestOrder([{ produit: 18 }]), token: b });
    const list = await conforming(await shop.call('GET', '/api/v1/orders/commandes/', { token: a }), paginatedSchema(orderSchema));
    expect(list.results.map((o) => o.id)).toEqual([second.id, second.id - 1]);
    // The recipient typed at the checkout (guestOrder's), not the account's name.
    expect(list.results[0]!.nom_client).toBe('Mireille Tshala');
    expect(second.numero_commande).toBe('KB-20261121-0002');
    const notes = await json<Page<NotificationBody>>(await shop.call('GET', '/api/v1/notifications/', { token: a }));
    expect(notes.results.map((n) => n.type)).toEqual(['commande_recue', 'commande_recue']);
    expect((await shop.call('GET', `/api/v1/orders/commandes/${second.id}/`, { token: b })).status).toBe(404);
    expect((await shop.call('GET', '/api/v1/orders/commandes/', {})).status).toBe(401);
  });

  it('moves through the allowed transitions only, notifying each step', async () => {
    const shop = makeShop();
    const a = await shop.register('a@example.cd');
    const staff = await shop.staff();
    const order = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/', { json: guestOrder([{ produit: 1 }]), token: a }),
    );
    const move = (statut: string, token = staff) =>
      shop.call('POST', `/api/v1/orders/commandes/${order.id}/statut/`, { json: { statut }, token });
    expect((await move('confirmee', a)).status).toBe(403);
    expect((await move('livree')).status).toBe(400);
    for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree']) {
      const res = await move(statut);
      expect(res.status).toBe(200);
      expect((await res.json()).statut).toBe(statut);
    }
    const refused = await move('annulee');
    expect(refused.status).toBe(400);
    expect((await refused.json()).statut[0]).toContain('Livrée');
    const types = (
      await json<Page<NotificationBody>>(await shop.call('GET', '/api/v1/notifications/?page_size=50', { token: a }))
    ).results.map((n) => n.type);
    expect(types.sort()).toEqual([
      'commande_confirmee',
      'commande_en_livraison',
      'commande_en_preparation',
      'commande_livree',
      'commande_prete',
      'commande_recue',
    ]);
    expect((await shop.call('POST', '/api/v1/orders/commandes/9999/statut/', { json: { statut: 'confirmee' }, token: staff })).status).toBe(
      404,
    );
  });

  it('gives the stock back exactly once when an order is cancelled', async () => {
    const shop = makeShop();
    const staff = await shop.staff();
    const order = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 46, quantite: 5 }]) }),
    );
    expect(await stockOf(shop, 46)).toBe(3);
    const cancel = () => shop.call('POST', `/api/v1/orders/commandes/${order.id}/statut/`, { json: { statut: 'annulee' }, token: staff });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(400);
    expect(await stockOf(shop, 46)).toBe(8);
  });
});
