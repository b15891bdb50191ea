import { describe, expect, it } from 'vitest';
import { type Sales, salesSchema } from '../../../src/contract/staff-sales.ts';
import { kinshasaDay } from '../../../src/domain/kinshasa-time.ts';
import { toCents } from '../../../src/domain/money.ts';
import { salesPerProduct } from '../../../src/server/db/sales.ts';
import { conforming, guestOrder, json, makeShop, moveOrder, type TestShop, TO_READY } from './helpers.ts';

type Fate = 'livree' | 'pas_livree' | 'annulee' | 'a_confirmer';
interface Plan {
  name: string;
  placedAt: string;
  source: 'site' | 'telephone' | 'whatsapp' | 'comptoir';
  commune: string;
  phone: string;
  lines: { produit: 'crate' | 'can'; quantite: number; avec_consigne: boolean }[];
  fate: Fate;
  /** When the rider records the outcome (« Livrée » or « Pas livrée »). */
  outcomeAt?: string;
  /** Empties handed back on the crate line, in crates and bottles. */
  back?: { casiers: number; bouteilles: number };
}

/** Orders across four Kinshasa days (18–21 November) and the four days before, every source, three communes, every fate. */
const PLAN: Plan[] = [
  {
    name: 'before',
    placedAt: '2026-11-14T09:00:00Z',
    source: 'site',
    commune: 'Kalamu',
    phone: '2430810000001',
    lines: [{ produit: 'can', quantite: 4, avec_consigne: false }],
    fate: 'livree',
    outcomeAt: '2026-11-15T10:00:00Z',
  },
  {
    name: 'A',
    placedAt: '2026-11-18T09:00:00Z',
    source: 'site',
    commune: 'Kalamu',
    phone: '2430810000002',
    lines: [{ produit: 'can', quantite: 3, avec_consigne: false }],
    fate: 'livree',
    outcomeAt: '2026-11-18T15:00:00Z',
  },
  {
    name: 'B',
    placedAt: '2026-11-18T10:00:00Z',
    source: 'telephone',
    commune: 'Gombe',
    phone: '2430810000003',
    lines: [
      { produit: 'crate', quantite: 2, avec_consigne: false },
      { produit: 'can', quantite: 6, avec_consigne: false },
    ],
    fate: 'livree',
    outcomeAt: '2026-11-19T08:00:00Z',
    back: { casiers: 1, bouteilles: 5 },
  },
  // 23:30 UTC is already the 20th in Kinshasa.
  {
    name: 'C',
    placedAt: '2026-11-19T23:30:00Z',
    source: 'whatsapp',
    commune: 'Limete',
    phone: '2430810000004',
    lines: [{ produit: 'crate', quantite: 1, avec_consigne: true }],
    fate: 'livree',
    outcomeAt: '2026-11-20T09:00:00Z',
  },
  {
    name: 'D',
    placedAt: '2026-11-20T10:00:00Z',
    source: 'comptoir',
    commune: 'Kalamu',
    phone: '2430810000005',
    lines: [{ produit: 'can', quantite: 2, avec_consigne: false }],
    fate: 'pas_livree',
    outcomeAt: '2026-11-20T16:00:00Z',
  },
  {
    name: 'E',
    placedAt: '2026-11-20T11:00:00Z',
    source: 'site',
    commune: 'Gombe',
    phone: '2430810000006',
    lines: [{ produit: 'can', quantite: 1, avec_consigne: false }],
    fate: 'annulee',
  },
  {
    name: 'G',
    placedAt: '2026-11-21T08:00:00Z',
    source: 'site',
    commune: 'Limete',
    phone: '2430810000007',
    lines: [{ produit: 'can', quantite: 5, avec_consigne: false }],
    fate: 'livree',
    outcomeAt: '2026-11-21T09:00:00Z',
  },
  // The same phone's second guest order within ten minutes: held « à confirmer ».
  {
    name: 'F',
    placedAt: '2026-11-21T08:05:00Z',
    source: 'site',
    commune: 'Limete',
    phone: '2430810000007',
    lines: [{ produit: 'can', quantite: 2, avec_consigne: false }],
    fate: 'a_confirmer',
  },
];

interface Seeded extends Plan {
  id: number;
  placedDay: string;
  outcomeDay: string | null;
  goodsCents: number;
  /** What the server stored as collected on the delivery (0 when not delivered). */
  collectedCents: number;
  quantities: Map<number, number>;
}

const address = (commune: string) => `Av. Kasa-Vubu, N°12, Matonge, ${commune}, Kinshasa`;

async function depot(shop: TestShop) {
  const admin = await shop.staff('admin@kinboissons.cd', 'admin');
  const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
  const rider = await shop.rider(admin, 'didier@kinboissons.cd');
  const [crate] = await shop.query<{ id: number }>(
    "SELECT id FROM produits WHERE unite = 'Casier de 20 bouteilles' AND prix_consigne_cents > 0 AND vendu_avec_consigne = 1 AND stock >= 10 ORDER BY id",
  );
  const [can] = await shop.query<{ id: number }>(
    "SELECT id FROM produits WHERE prix_consigne_cents = 0 AND stock >= 30 AND unite NOT LIKE 'Casier%' ORDER BY id",
  );
  if (!crate || !can) throw new Error('the seed has no crate with a deposit or no product without one');
  return { manager, rider, products: { crate: crate.id, can: can.id } };
}

/** Places, moves and delivers every planned order through the API, on the planned clock. */
async function seed(shop: TestShop): Promise<{ orders: Seeded[]; manager: string; rider: { id: number } }> {
  const { manager, rider, products } = await depot(shop);
  const orders: Seeded[] = [];
  for (const plan of PLAN) {
    shop.clock.now = new Date(plan.placedAt);
    const lines = plan.lines.map((l) => ({ produit: products[l.produit], quantite: l.quantite, avec_consigne: l.avec_consigne }));
    const body = { ...guestOrder(lines, { telephone_livraison: plan.phone }), adresse_livraison: address(plan.commune) };
    const res =
      plan.source === 'site'
        ? await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: body })
        : await shop.call('POST', '/api/v1/staff/commandes/', {
            token: manager,
            json: { ...body, source: plan.source, client: null, nom_complet: 'Client Test' },
            headers: { 'idempotency-key': `ventes-${plan.name}-0f3c9a2e-1b7d-4e5f-8a6b` },
          });
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = await json<{ id: number; sous_total: string; a_confirmer?: boolean }>(res);
    expect({ name: plan.name, held: placed.a_confirmer === true }).toEqual({ name: plan.name, held: plan.fate === 'a_confirmer' });
    orders.push({
      ...plan,
      id: placed.id,
      placedDay: kinshasaDay(plan.placedAt),
      outcomeDay: plan.outcomeAt ? kinshasaDay(plan.outcomeAt) : null,
      goodsCents: toCents(placed.sous_total) ?? Number.NaN,
      collectedCents: 0,
      quantities: new Map(lines.map((l) => [l.produit, l.quantite])),
    });
  }
  for (const order of orders) {
    const move = (statut: string) =>
      shop.call('POST', `/api/v1/orders/commandes/${order.id}/statut/`, { token: manager, json: { statut } });
    if (order.fate === 'annulee') expect((await move('annulee')).status).toBe(200);
    if (!order.outcomeAt) continue;
    shop.clock.now = new Date(order.outcomeAt);
    await moveOrder(shop, manager, order.id, ...TO_READY);
    const round = await shop.call('POST', '/api/v1/staff/tournees/', {
      token: manager,
      json: { livreur: rider.id, commandes: [order.id] },
    });
    expect(round.status).toBe(201);
    const stop = (await json<{ commandes: { articles: { id: number; produit: number }[] }[] }>(round)).commandes[0];
    const crateLine = stop?.articles.find((a) => a.produit === products.crate);
    const outcome =
      order.fate === 'livree'
        ? {
            resultat: 'livree',
            especes: '0',
            vides: order.back && crateLine ? [{ article: crateLine.id, ...order.back }] : [],
          }
        : { resultat: 'pas_livree', motif: 'absent', note: '' };
    const res = await shop.call('POST', `/api/v1/livreur/commandes/${order.id}/livraison/`, { token: rider.token, json: outcome });
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = await json<{ livraison: { a_encaisser: string } | null }>(res);
    if (order.fate === 'livree') order.collectedCents = toCents(answer.livraison?.a_encaisser ?? '') ?? Number.NaN;
  }
  return { orders, manager, rider };
}

const sales = async (shop: TestShop, token: string, du: string, au: string): Promise<Sales> =>
  conforming(await shop.call('GET', `/api/v1/staff/ventes/?du=${du}&au=${au}`, { token }), salesSchema);

const cents = (value: string | number) => toCents(value) ?? Number.NaN;
const delivered = (orders: Seeded[], from: string, to: string) =>
  orders.filter((o) => o.fate === 'livree' && o.outcomeDay !== null && o.outcomeDay >= from && o.outcomeDay <= to);
const total = (orders: Seeded[]) => orders.reduce((sum, o) => sum + o.collectedCents, 0);

describe('« Ventes »: every figure is the sum of the delivered orders it counts, on the Kinshasa day of the delivery', () => {
  it('sums per order and per total, per day and per period, per source, commune and product, and the period before', async () => {
    const shop = makeShop();
    const { orders, manager, rider } = await seed(shop);
    // The rider's days of the 18th and 19th closed: the cash counted is what the period says was handed in.
    for (const [jour, remis] of [
      ['2026-11-18', '1500'],
      ['2026-11-19', '2500.50'],
    ] as const) {
      expect((await shop.call('POST', '/api/v1/staff/caisses/', { token: manager, json: { livreur: rider.id, jour, remis } })).status).toBe(
        201,
      );
    }
    const s = await sales(shop, manager, '2026-11-18', '2026-11-21');
    const now = delivered(orders, '2026-11-18', '2026-11-21');
    const before = delivered(orders, '2026-11-14', '2026-11-17');
    expect(now.map((o) => o.name)).toEqual(['A', 'B', 'C', 'G']);
    expect(s.precedente).toEqual({ du: '2026-11-14', au: '2026-11-17' });

    // Per order: the amounts the server stored for each delivery, summed here; the crate exchanged with 15 bottles missing costs more.
    const b = orders.find((o) => o.name === 'B');
    expect(b && b.collectedCents > b.goodsCents).toBe(true);
    expect(cents(s.chiffres.livre)).toBe(total(now));
    expect(s.chiffres.commandes_livrees).toBe(4);
    expect(cents(s.chiffres.panier_moyen)).toBe(Math.round(total(now) / 4));
    expect(cents(s.chiffres_precedents.livre)).toBe(total(before));
    expect(s.chiffres_precedents.commandes_livrees).toBe(1);
    // Ordered: placed in the period, whatever became of them, apart from the cancelled and the held one (and C counts on the 20th).
    expect(s.chiffres.commandes_passees).toBe(5);
    expect(s.par_jour.map((d) => [d.jour, d.commandes_passees])).toEqual([
      ['2026-11-18', 2],
      ['2026-11-19', 0],
      ['2026-11-20', 2],
      ['2026-11-21', 1],
    ]);
    expect(s.chiffres_precedents.commandes_passees).toBe(1);
    expect(cents(s.chiffres.especes_remises)).toBe(400_050);
    expect(cents(s.chiffres_precedents.especes_remises)).toBe(0);
    // Empties: B's two crates went out (exchanged), one crate and five bottles came back; C's crate paid its deposit.
    expect(s.chiffres.vides_sortis).toEqual({ casiers: 3, bouteilles: 0 });
    expect(s.chiffres.vides_rendus).toEqual({ casiers: 1, bouteilles: 5 });

    // Per day: each day is the sum of its deliveries, and the days sum to the period.
    for (const day of s.par_jour) {
      expect({ day: day.jour, cents: cents(day.livre), n: day.commandes_livrees }).toEqual({
        day: day.jour,
        cents: total(delivered(orders, day.jour, day.jour)),
        n: delivered(orders, day.jour, day.jour).length,
      });
    }
    expect(s.par_jour.reduce((sum, d) => sum + cents(d.livre), 0)).toBe(cents(s.chiffres.livre));
    expect(s.par_jour.reduce((sum, d) => sum + d.commandes_passees, 0)).toBe(s.chiffres.commandes_passees);

    // Per source and per commune: each the sum of its orders, all of them the period's total, the period before beside it.
    for (const row of s.par_source) {
      const mine = now.filter((o) => o.source === row.source);
      const then = before.filter((o) => o.source === row.source);
      expect([row.source, cents(row.livre), row.commandes_livrees, cents(row.livre_precedent), row.commandes_precedentes]).toEqual([
        row.source,
        total(mine),
        mine.length,
        total(then),
        then.length,
      ]);
    }
    expect(s.par_commune.map((c) => c.commune).sort()).toEqual(['Gombe', 'Kalamu', 'Limete']);
    for (const row of s.par_commune) {
      const mine = now.filter((o) => o.commune === row.commune);
      expect([row.commune, cents(row.livre), row.commandes_livrees]).toEqual([row.commune, total(mine), mine.length]);
    }
    expect(s.par_commune.reduce((sum, c) => sum + cents(c.livre), 0)).toBe(cents(s.chiffres.livre));
    expect(s.par_source.reduce((sum, c) => sum + c.commandes_livrees, 0)).toBe(s.chiffres.commandes_livrees);
    expect(s.par_commune.find((c) => c.commune === 'Kalamu')).toMatchObject({ commandes_precedentes: 1 });

    // Per product: units and goods of the delivered lines; the products' goods are the delivered orders' goods.
    const units = new Map<number, number>();
    for (const o of now) for (const [id, n] of o.quantities) units.set(id, (units.get(id) ?? 0) + n);
    expect(new Map(s.meilleures_quantites.map((p) => [p.produit, p.quantite]))).toEqual(units);
    expect(s.meilleures_quantites.map((p) => p.quantite)).toEqual([...units.values()].sort((x, y) => y - x));
    const goods = s.meilleurs_montants.reduce((sum, p) => sum + cents(p.montant), 0);
    expect(goods).toBe(now.reduce((sum, o) => sum + o.goodsCents, 0));
    expect(s.meilleurs_montants.map((p) => cents(p.montant))).toEqual(
      s.meilleurs_montants.map((p) => cents(p.montant)).sort((x, y) => y - x),
    );
    const can = s.meilleures_quantites.find((p) => p.quantite === 14);
    expect(can).toMatchObject({ quantite_precedente: 4 });
    const perProduct = await salesPerProduct(shop.engine.db, { du: '2026-11-18', au: '2026-11-21' });
    expect(perProduct.reduce((sum, p) => sum + p.montantCents, 0)).toBe(goods);
  });

  it('an order whose delivery moves to another day moves its figures: out of one day into another, then out of the period', async () => {
    const shop = makeShop();
    const { orders, manager } = await seed(shop);
    const a = orders.find((o) => o.name === 'A');
    if (!a) throw new Error('no order A');
    const first = await sales(shop, manager, '2026-11-18', '2026-11-21');
    const day = (s: Sales, jour: string) => cents(s.par_jour.find((d) => d.jour === jour)?.livre ?? '');
    expect(day(first, '2026-11-18')).toBe(a.collectedCents);

    await shop.query("UPDATE livraisons SET jour = '2026-11-21' WHERE commande_id = ? AND actuelle = 1", a.id);
    const moved = await sales(shop, manager, '2026-11-18', '2026-11-21');
    expect(day(moved, '2026-11-18')).toBe(0);
    expect(day(moved, '2026-11-21')).toBe(day(first, '2026-11-21') + a.collectedCents);
    expect(moved.chiffres.livre).toBe(first.chiffres.livre);

    await shop.query("UPDATE livraisons SET jour = '2026-11-17' WHERE commande_id = ? AND actuelle = 1", a.id);
    const out = await sales(shop, manager, '2026-11-18', '2026-11-21');
    expect(cents(out.chiffres.livre)).toBe(cents(first.chiffres.livre) - a.collectedCents);
    expect(out.chiffres.commandes_livrees).toBe(first.chiffres.commandes_livrees - 1);
    expect(cents(out.chiffres_precedents.livre)).toBe(cents(first.chiffres_precedents.livre) + a.collectedCents);
  });

  it('without dates: the last seven Kinshasa days, today included; one day compares with the day before', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    shop.clock.now = new Date('2026-11-21T23:30:00Z');
    const week = await sales(shop, manager, '', '');
    expect([week.periode, week.precedente, week.par_jour.length]).toEqual([
      { du: '2026-11-16', au: '2026-11-22' },
      { du: '2026-11-09', au: '2026-11-15' },
      7,
    ]);
    const one = await sales(shop, manager, '2026-11-21', '2026-11-21');
    expect(one.precedente).toEqual({ du: '2026-11-20', au: '2026-11-20' });
  });

  it.each([
    ['du=2026-13-01&au=2026-11-21', { du: ['Choisissez des jours au format AAAA-MM-JJ.'] }],
    ['du=2026-11-01&au=21-11-2026', { au: ['Choisissez des jours au format AAAA-MM-JJ.'] }],
    ['du=2026-11-21&au=2026-11-01', { au: ['Le premier jour doit venir avant le dernier.'] }],
    ['du=2025-01-01&au=2026-01-02', { au: ['Choisissez une période de 366 jours au plus.'] }],
  ])('refuses %s with a French 400', async (query, body) => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const res = await shop.call('GET', `/api/v1/staff/ventes/?${query}`, { token: manager });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(body);
  });

  it('a whole leap year is one period (366 days)', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const year = await sales(shop, manager, '2028-01-01', '2028-12-31');
    expect(year.par_jour).toHaveLength(366);
  });
});
