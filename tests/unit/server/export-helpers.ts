import { expect } from 'vitest';
import { guestOrder, json, type makeShop, moveOrder, type OrderBody, TO_READY } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;

/** Orders placed through the storefront across November (Kinshasa days), one product or two each, some cancelled. */
export async function novemberOrders(shop: Shop) {
  const products = await shop.query<{ id: number; prix_cents: number }>(
    'SELECT id, prix_cents FROM produits WHERE archive = 0 AND stock >= 50 AND vendu_avec_consigne = 0 ORDER BY id LIMIT 3',
  );
  const [a, b, c] = products as unknown as [{ id: number }, { id: number }, { id: number }];
  const placed: OrderBody[] = [];
  const plan = [
    // 1 November 00:30 in Kinshasa is still 31 October in UTC: it belongs to November.
    { at: '2026-10-31T23:30:00Z', lines: [{ produit: a.id, quantite: 2 }], name: 'Béatrice Ngalula' },
    {
      at: '2026-11-05T09:00:00Z',
      lines: [
        { produit: b.id, quantite: 1 },
        { produit: c.id, quantite: 3 },
      ],
      name: 'Jean-Pierre Mbuyi',
    },
    { at: '2026-11-12T14:00:00Z', lines: [{ produit: a.id, quantite: 1 }], name: '=HYPERLINK("http://evil.example")' },
    { at: '2026-11-30T22:30:00Z', lines: [{ produit: c.id, quantite: 5 }], name: 'Hélène Kabeya' },
    // 30 November 23:30 UTC is already 1 December in Kinshasa: outside the month.
    { at: '2026-11-30T23:30:00Z', lines: [{ produit: b.id, quantite: 1 }], name: 'Dieudonné Ilunga' },
  ];
  for (const [i, o] of plan.entries()) {
    shop.clock.now = new Date(o.at);
    const res = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder(o.lines, { nom_complet: o.name, telephone_livraison: `24308123456${String(i).padStart(2, '0')}` }),
    });
    expect(res.status).toBe(201);
    placed.push(await json<OrderBody>(res));
  }
  return { placed, products: [a, b, c] };
}

/**
 * Delivers `orders` as the depot does, at `at`: moved to « Prête pour livraison » by a manager, put in a round of a
 * rider made for it, and recorded « Livrée » by him (a sale on that Kinshasa day, as « Ventes » counts it).
 */
export async function deliverOrders(shop: Shop, manager: string, orders: readonly { id: number }[], at: string): Promise<void> {
  const stamp = at.replace(/\D/g, '');
  const admin = await shop.staff(`patron-${stamp}@kinboissons.cd`, 'admin');
  const rider = await shop.rider(admin, `livreur-${stamp}@kinboissons.cd`);
  shop.clock.now = new Date(at);
  for (const order of orders) await moveOrder(shop, manager, order.id, ...TO_READY);
  const round = await shop.call('POST', '/api/v1/staff/tournees/', {
    token: manager,
    json: { livreur: rider.id, commandes: orders.map((o) => o.id) },
  });
  expect(round.status).toBe(201);
  for (const order of orders) {
    const res = await shop.call('POST', `/api/v1/livreur/commandes/${order.id}/livraison/`, {
      token: rider.token,
      json: { resultat: 'livree', especes: '0', vides: [] },
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }
}
