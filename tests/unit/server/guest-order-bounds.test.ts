import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../src/contract/order.ts';
import { staffOrderSchema } from '../../../src/contract/staff-orders.ts';
import { LINE_CAPS } from '../../../src/domain/order-hold.ts';
import { conforming, type DetailBody, guestOrder, json, makeShop, type OrderBody } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;

/** A guest order sent from `address` (the socket's peer the throttles read), with a fresh Idempotency-Key unless given. */
const orderFrom = (shop: Shop, address: string, payload: unknown, key: string = randomUUID()) =>
  shop.app.request(
    'http://shop.test/api/v1/orders/commandes/anonyme/',
    { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(payload) },
    { incoming: { socket: { remoteAddress: address } } },
  );

const stocks = async (shop: Shop) =>
  new Map((await shop.query<{ id: number; stock: number }>('SELECT id, stock FROM produits ORDER BY id')).map((p) => [p.id, p.stock]));

const THIRD_PARTY = 'quelquun@example.cd';
/** What a sender types to make the shop's e-mail say something of their own. */
const LURE = {
  nom_complet: 'Votre compte Kin Boissons est suspendu',
  adresse_livraison: 'Rappelez immédiatement le 0999 999 999 pour le réactiver',
  notes: 'Connectez-vous sur http://piege.example/kin pour éviter la suspension',
  email: THIRD_PARTY,
};

/** The next customer, from elsewhere, with a phone of their own: a small order of `produit`. */
const nextCustomer = (shop: Shop, produit: number) =>
  orderFrom(shop, '197.157.0.42', guestOrder([{ produit, quantite: 2 }], { telephone_livraison: '2430998877665' }));

describe('one anonymous request asking for the whole catalogue', () => {
  it('is held « à confirmer » without taking any stock, and the next customer still finds every product', async () => {
    const shop = makeShop();
    const before = await stocks(shop);
    const sweep = [...before].filter(([, stock]) => stock > 0).map(([produit, stock]) => ({ produit, quantite: stock }));
    const res = await orderFrom(shop, '41.243.0.9', guestOrder(sweep));
    expect(res.status).toBe(201);
    expect(await conforming(res, orderSchema)).toMatchObject({ statut: 'en_attente', a_confirmer: true });
    expect(await stocks(shop)).toEqual(before);
    expect((await nextCustomer(shop, 3)).status).toBe(201);
    // The day's figures count the next customer's order, not the sweep nobody confirmed.
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const day = await json<{ commandes: number; chiffre_affaires: string }>(
      await shop.call('GET', '/api/v1/staff/jour/', { token: manager }),
    );
    expect(day).toMatchObject({ commandes: 2, chiffre_affaires: '9600.00' });
  });

  it('is held too when each line stays within its cap: the goods are more than a customer orders without a call', async () => {
    const shop = makeShop();
    const before = await stocks(shop);
    const rows = await shop.query<{ id: number; stock: number; unite: string }>('SELECT id, stock, unite FROM produits WHERE stock > 0');
    const capped = rows.map((p) => {
      const unit = (Object.keys(LINE_CAPS) as (keyof typeof LINE_CAPS)[]).find((u) => p.unite.toLowerCase().startsWith(u)) ?? 'article';
      return { produit: p.id, quantite: Math.min(p.stock, LINE_CAPS[unit]) };
    });
    const res = await orderFrom(shop, '41.243.0.9', guestOrder(capped));
    expect(await json(res)).toMatchObject({ a_confirmer: true });
    expect(await stocks(shop)).toEqual(before);
  });

  it('a quantity split over several lines of one product is counted whole', async () => {
    const shop = makeShop();
    // Primus casier: 10 crates a line at most without a call; 3 lines of 4 are 12.
    const res = await orderFrom(shop, '41.243.0.9', guestOrder([2, 2, 2].map((produit) => ({ produit, quantite: 4 }))));
    expect(await json(res)).toMatchObject({ a_confirmer: true });
    expect((await stocks(shop)).get(2)).toBe(30);
  });

  it('an order within the caps takes its stock at once, as always', async () => {
    const shop = makeShop();
    const res = await orderFrom(shop, '41.243.0.9', guestOrder([{ produit: 2, quantite: 10 }]));
    expect(await json(res)).toMatchObject({ a_confirmer: false });
    expect((await stocks(shop)).get(2)).toBe(20);
  });
});

describe('a held order waits for the shop', () => {
  const held = async (shop: Shop) => json<OrderBody>(await orderFrom(shop, '41.243.0.9', guestOrder([{ produit: 2, quantite: 25 }])));
  const move = (shop: Shop, token: string, id: number, statut: string) =>
    shop.call('POST', `/api/v1/orders/commandes/${id}/statut/`, { token, json: { statut } });

  it('confirming it takes its stock, and the staff see it was to confirm', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const order = await held(shop);
    const seen = await conforming(await shop.call('GET', `/api/v1/staff/commandes/${order.id}/`, { token: manager }), staffOrderSchema);
    expect(seen).toMatchObject({ a_confirmer: true, statut: 'en_attente' });
    expect((await stocks(shop)).get(2)).toBe(30);
    const confirmed = await conforming(await move(shop, manager, order.id, 'confirmee'), staffOrderSchema);
    expect(confirmed).toMatchObject({ statut: 'confirmee', a_confirmer: false });
    expect((await stocks(shop)).get(2)).toBe(5);
  });

  it('confirming it when the stock went meanwhile says the shortage and changes nothing', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const order = await held(shop);
    await shop.query('UPDATE produits SET stock = 20 WHERE id = 2');
    const refused = await move(shop, manager, order.id, 'confirmee');
    expect(refused.status).toBe(400);
    expect(await json<DetailBody>(refused)).toMatchObject({ detail: expect.stringContaining('il ne reste que 20 unités') });
    const after = await conforming(await shop.call('GET', `/api/v1/staff/commandes/${order.id}/`, { token: manager }), staffOrderSchema);
    expect(after).toMatchObject({ statut: 'en_attente', a_confirmer: true });
    expect((await stocks(shop)).get(2)).toBe(20);
  });

  it('cancelling it gives nothing back, since it took nothing', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const order = await held(shop);
    const cancelled = await conforming(await move(shop, manager, order.id, 'annulee'), staffOrderSchema);
    expect(cancelled).toMatchObject({ statut: 'annulee', stock_restaure: false });
    expect((await stocks(shop)).get(2)).toBe(30);
  });

  it('the customer is told the shop calls to confirm it; the shop is told its stock is taken at the confirmation', async () => {
    const shop = makeShop({ mail: { siteUrl: 'http://shop.test', alertEmails: ['commandes@kinboissons.cd'] } });
    await orderFrom(shop, '41.243.0.9', guestOrder([{ produit: 2, quantite: 25 }], { email: 'mireille@example.cd' }));
    const mails = await shop.query<{ kind: string; corps: string }>('SELECT kind, corps FROM outbox ORDER BY id');
    expect(mails.find((m) => m.kind === 'order-confirmation')?.corps).toContain(
      'Nous vous appelons pour la confirmer avant de la préparer',
    );
    expect(mails.find((m) => m.kind === 'order-alert')?.corps).toContain("Son stock n'est pris qu'à la confirmation.");
  });
});

describe('a hundred guest orders in a second from one address', () => {
  it('five are placed, the first alone taking its stock, the rest refused in French; no stranger gets the sender’s text', async () => {
    const shop = makeShop({ mail: { siteUrl: 'http://shop.test', alertEmails: ['commandes@kinboissons.cd'] } });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => orderFrom(shop, '41.243.0.9', guestOrder([{ produit: 2, quantite: 10 }], LURE))),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    const refused = answers.find((res) => res.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<DetailBody>(refused as Response)).detail).toMatch(
      /^Trop de commandes sans compte depuis cette connexion ou pour ce numéro\. Réessayez dans \d+ minutes?, ou appelez-nous au \+243 812 345 678\.$/,
    );
    // The first placed took its 10 crates of 30; the four others wait for the shop's call. The next customer is served.
    const placed = await Promise.all(answers.filter((res) => res.status === 201).map((res) => json<{ a_confirmer: boolean }>(res)));
    expect(placed.map((o) => o.a_confirmer).sort()).toEqual([false, true, true, true, true]);
    expect((await stocks(shop)).get(2)).toBe(20);
    expect((await nextCustomer(shop, 2)).status).toBe(201);
    const toStranger = await shop.query<{ corps: string; html: string }>(
      'SELECT corps, html FROM outbox WHERE destinataire = ?',
      THIRD_PARTY,
    );
    expect(toStranger.length).toBeLessThanOrEqual(5);
    for (const mail of toStranger) {
      for (const typed of [LURE.nom_complet, LURE.adresse_livraison, LURE.notes, 'piege.example', '0999']) {
        expect(mail.corps).not.toContain(typed);
        expect(mail.html).not.toContain(typed);
      }
    }
    // The shop's own alert still carries everything, to call the customer back.
    const alert = await shop.query<{ corps: string }>("SELECT corps FROM outbox WHERE kind = 'order-alert' LIMIT 1");
    for (const typed of [LURE.nom_complet, LURE.adresse_livraison, LURE.notes]) expect(alert[0]?.corps).toContain(typed);
  });
});

describe('guest orders are counted per address and per phone number', () => {
  it("one after the other from one address: the first takes its stock at once, the next ones wait for the shop's call", async () => {
    const shop = makeShop();
    const from = async () => json<{ a_confirmer: boolean }>(await orderFrom(shop, '10.0.0.1', guestOrder([{ produit: 2, quantite: 3 }])));
    expect((await from()).a_confirmer).toBe(false);
    expect((await from()).a_confirmer).toBe(true);
    expect((await stocks(shop)).get(2)).toBe(27);
    // Ten minutes later the address is new again.
    shop.clock.now = new Date(shop.clock.now.getTime() + 10 * 60_000 + 1);
    expect((await from()).a_confirmer).toBe(false);
  });

  it('five orders for one number from five addresses: the sixth is refused, another number is not', async () => {
    const shop = makeShop();
    const forNumber = (address: string, telephone: string) =>
      orderFrom(shop, address, guestOrder([{ produit: 3 }], { telephone_livraison: telephone }));
    for (let i = 1; i <= 5; i++) expect((await forNumber(`10.0.0.${i}`, '+243 812 345 678')).status).toBe(201);
    expect((await forNumber('10.0.0.6', '0812345678')).status).toBe(429);
    expect((await forNumber('10.0.0.6', '0998877665')).status).toBe(201);
  });

  it('a replay of an order already placed and a refused order do not count', async () => {
    const shop = makeShop();
    const key = randomUUID();
    const payload = guestOrder([{ produit: 3 }]);
    const soldOut = (await shop.query<{ id: number }>('SELECT id FROM produits WHERE stock = 0 ORDER BY id LIMIT 1'))[0]?.id ?? 0;
    expect((await orderFrom(shop, '10.0.0.1', payload, key)).status).toBe(201);
    for (let i = 0; i < 6; i++) expect((await orderFrom(shop, '10.0.0.1', payload, key)).status).toBe(201);
    for (let i = 0; i < 6; i++) expect((await orderFrom(shop, '10.0.0.1', guestOrder([{ produit: soldOut }]))).status).toBe(400);
    for (let i = 0; i < 4; i++) expect((await orderFrom(shop, '10.0.0.1', payload)).status).toBe(201);
    expect((await orderFrom(shop, '10.0.0.1', payload)).status).toBe(429);
  });

  it("the limit is the operator's (GUEST_ORDER_LIMIT)", async () => {
    const shop = makeShop({ guestOrderLimit: 2 });
    for (let i = 0; i < 2; i++) expect((await orderFrom(shop, '10.0.0.1', guestOrder([{ produit: 3 }]))).status).toBe(201);
    expect((await orderFrom(shop, '10.0.0.1', guestOrder([{ produit: 3 }]))).status).toBe(429);
  });
});

describe("an order's phone follows the checkout's rule", () => {
  it.each(['0', 'javascript:alert(1)', '12345678', '243081234567\n8', '243081234567a8', '+33 6 12 34 56 78'])(
    '%j is refused',
    async (telephone) => {
      const shop = makeShop();
      const res = await orderFrom(shop, '10.0.0.1', guestOrder([{ produit: 3 }], { telephone_livraison: telephone }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        telephone_livraison: [
          expect.stringMatching(
            /^(Le numéro de téléphone doit contenir exactement 9 chiffres \(sans le préfixe 243\)\.|Ce champ tient sur une seule ligne.*)$/,
          ),
        ],
      });
      expect(await shop.query('SELECT id FROM commandes')).toEqual([]);
    },
  );

  it.each(['2430812345678', '+243 812 345 678', '0812345678', '812345678'])('%j is kept as the checkout sends it', async (telephone) => {
    const shop = makeShop();
    const res = await orderFrom(shop, '10.0.0.1', guestOrder([{ produit: 3 }], { telephone_livraison: telephone }));
    expect(await json(res)).toMatchObject({ telephone_livraison: '2430812345678' });
  });
});

describe('« Je paie avec » is one of the amounts the checkout offers', () => {
  const payWith = (amount: string, change: string) => `Je paie avec : ${amount} (monnaie à rendre : ${change})`;

  it('a banknote amount far above the total is refused, and nothing is placed', async () => {
    const shop = makeShop();
    const res = await orderFrom(
      shop,
      '10.0.0.1',
      guestOrder([{ produit: 3 }], { notes: payWith('900 000 000 000 FC', '899 999 992 200 FC') }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      notes: ['« Je paie avec » : choisissez un des montants proposés au paiement (le livreur apporte la monnaie).'],
    });
    expect(await shop.query('SELECT id FROM commandes')).toEqual([]);
  });

  it('an amount the checkout offers is kept, and the staff see the change to bring', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    // Primus canette 33 cl: 1 800 FC + 6 000 FC of delivery = 7 800 FC; the checkout offers 8 000, 10 000, 20 000, 50 000.
    const placed = await json<OrderBody>(
      await orderFrom(shop, '10.0.0.1', guestOrder([{ produit: 3 }], { notes: payWith('10 000 FC', '2 200 FC') })),
    );
    expect(placed.total_commande).toBe('7800.00');
    const seen = await conforming(await shop.call('GET', `/api/v1/staff/commandes/${placed.id}/`, { token: manager }), staffOrderSchema);
    expect(seen).toMatchObject({ paie_avec: '10000.00', monnaie_a_rendre: '2200.00' });
  });
});
