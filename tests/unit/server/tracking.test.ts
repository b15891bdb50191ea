import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../src/contract/order.ts';
import { conforming, guestOrder, json, makeShop, type OrderBody } from './helpers.ts';

const DAY = 24 * 3_600_000;

async function placed(shop: ReturnType<typeof makeShop>) {
  const payload = guestOrder([{ produit: 3, quantite: 2 }], { email: 'mireille@example.cd', notes: 'Sonner deux fois, portail bleu' });
  return json<OrderBody>(await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: payload }));
}
const track = (shop: ReturnType<typeof makeShop>, token: string | undefined) =>
  shop.call('GET', `/api/v1/orders/commandes/suivi/${token}/`);

describe("a guest's tracking link", () => {
  it('shows status, lines and totals, and nobody: no name, phone, address, e-mail or notes', async () => {
    const shop = makeShop();
    const order = await placed(shop);
    const res = await track(shop, order.token_suivi);
    const text = await res.clone().text();
    for (const personal of ['Mireille', 'Tshala', '2430812345678', 'Kasa-Vubu', 'mireille@example.cd', 'portail bleu']) {
      expect(text).not.toContain(personal);
    }
    const tracked = await conforming(res, orderSchema);
    expect(tracked).toMatchObject({ numero_commande: order.numero_commande, statut: 'en_attente', total_commande: order.total_commande });
    expect(tracked.articles).toHaveLength(1);
  });

  it.each([
    ['livree', 29, 200],
    ['livree', 31, 404],
    ['annulee', 31, 404],
  ] as const)('%s %i days ago → %i', async (statut, days, status) => {
    const shop = makeShop();
    const staff = await shop.staff();
    const order = await placed(shop);
    const steps = statut === 'livree' ? ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree'] : ['annulee'];
    for (const step of steps) {
      const res = await shop.call('POST', `/api/v1/orders/commandes/${order.id}/statut/`, { token: staff, json: { statut: step } });
      expect(res.status).toBe(200);
    }
    shop.clock.now = new Date(shop.clock.now.getTime() + days * DAY);
    expect((await track(shop, order.token_suivi)).status).toBe(status);
  });

  it('an order still on its way is followed however long it takes', async () => {
    const shop = makeShop();
    const order = await placed(shop);
    shop.clock.now = new Date(shop.clock.now.getTime() + 90 * DAY);
    expect((await track(shop, order.token_suivi)).status).toBe(200);
  });
});
