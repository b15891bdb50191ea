import { describe, expect, it } from 'vitest';
import { staffProductSchema } from '../../../src/contract/staff-catalogue.ts';
import { daySummarySchema, orderHistorySchema, staffOrderPageSchema, staffOrderSchema } from '../../../src/contract/staff-orders.ts';
import { conforming, guestOrder, json, makeShop, moveOrder, type OrderBody } from './helpers.ts';

const stockOf = async (shop: ReturnType<typeof makeShop>, id: number) =>
  ((await shop.query('SELECT stock FROM produits WHERE id = ?', id))[0] as { stock: number }).stock;

/** A guest order placed at `at` (ISO), by `name`, with `phone` (the checkout's `2430…` format). */
async function orderAt(
  shop: ReturnType<typeof makeShop>,
  at: string,
  extra: Record<string, unknown> = {},
  articles: { produit: number; quantite?: number }[] = [{ produit: 1 }],
) {
  shop.clock.now = new Date(at);
  return json<OrderBody>(await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder(articles, extra) }));
}

describe('staff order list', () => {
  it('shows open orders first, newest first, with the count waiting for confirmation', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const first = await orderAt(shop, '2026-11-21T08:00:00Z');
    const second = await orderAt(shop, '2026-11-21T09:00:00Z', { nom_complet: 'Patrick Mbuyi', telephone_livraison: '2430998877665' });
    const third = await orderAt(shop, '2026-11-21T10:00:00Z');
    await moveOrder(shop, manager, third.id, 'confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree');
    await moveOrder(shop, manager, first.id, 'confirmee');
    const page = await conforming(await shop.call('GET', '/api/v1/staff/commandes/', { token: manager }), staffOrderPageSchema);
    expect(page.results.map((o) => [o.numero_commande, o.statut])).toEqual([
      [second.numero_commande, 'en_attente'],
      [first.numero_commande, 'confirmee'],
      [third.numero_commande, 'livree'],
    ]);
    expect(page).toMatchObject({ count: 3, en_attente: 1, next: null });

    const list = async (query: string) =>
      (await conforming(await shop.call('GET', `/api/v1/staff/commandes/${query}`, { token: manager }), staffOrderPageSchema)).results.map(
        (o) => o.id,
      );
    expect(await list('?ouvertes=1')).toEqual([second.id, first.id]);
    expect(await list('?statut=livree')).toEqual([third.id]);
    expect(await list(`?q=${second.numero_commande}`)).toEqual([second.id]);
    expect(await list('?q=mbuyi')).toEqual([second.id]);
    expect(await list('?q=099 887 7665')).toEqual([second.id]);
    expect(await list('?q=%2B243%20998%20877%20665')).toEqual([second.id]);
    expect(await list('?q=100%25')).toEqual([]);
    const paged = await json<{ next: string; results: unknown[] }>(
      await shop.call('GET', '/api/v1/staff/commandes/?page_size=2', { token: manager }),
    );
    expect(paged.results).toHaveLength(2);
    expect(paged.next).toBe('http://shop.test/api/v1/staff/commandes/?page_size=2&page=2');
  });

  it('filters by Kinshasa day (UTC+1): 23:30 UTC is already the next day', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const late = await orderAt(shop, '2026-11-21T22:59:00Z');
    const next = await orderAt(shop, '2026-11-21T23:30:00Z');
    const ids = async (day: string) =>
      (
        await json<{ results: { id: number }[] }>(await shop.call('GET', `/api/v1/staff/commandes/?jour=${day}`, { token: manager }))
      ).results.map((o) => o.id);
    expect(await ids('2026-11-21')).toEqual([late.id]);
    expect(await ids('2026-11-22')).toEqual([next.id]);
    for (const [query, field] of [
      ['?jour=21/11/2026', 'jour'],
      ['?jour=2026-02-30', 'jour'],
      ['?statut=perdue', 'statut'],
    ] as const) {
      const res = await shop.call('GET', `/api/v1/staff/commandes/${query}`, { token: manager });
      expect(res.status).toBe(400);
      expect(Object.keys(await res.json())).toEqual([field]);
    }
  });

  it('answers an unchanged list with 304 to a browser that has it (polling on mobile data)', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await orderAt(shop, '2026-11-21T08:00:00Z');
    const first = await shop.call('GET', '/api/v1/staff/commandes/?ouvertes=1', { token: manager });
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await shop.call('GET', '/api/v1/staff/commandes/?ouvertes=1', { token: manager, headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    await orderAt(shop, '2026-11-21T08:05:00Z');
    const changed = await shop.call('GET', '/api/v1/staff/commandes/?ouvertes=1', { token: manager, headers: { 'if-none-match': tag! } });
    expect(changed.status).toBe(200);
    expect((await json<{ count: number }>(changed)).count).toBe(2);
  });
});

describe('an order for the staff', () => {
  it("reads the customer's 'Je paie avec' once, and the change is counted on the shop's own total", async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const notes = 'Portail bleu\nJe paie avec : 20 000 FC (monnaie à rendre : 11 500 FC)';
    const placed = await orderAt(shop, '2026-11-21T08:00:00Z', { notes });
    const order = await conforming(await shop.call('GET', `/api/v1/staff/commandes/${placed.id}/`, { token: manager }), staffOrderSchema);
    // Primus 72 cl 2 500 + delivery 6 000 = 8 500 FC; the customer hands 20 000 FC.
    expect(order).toMatchObject({ total_commande: '8500.00', paie_avec: '20000.00', monnaie_a_rendre: '11500.00', notes, client: null });
    const plain = await orderAt(shop, '2026-11-21T08:01:00Z', { notes: 'Je paie avec : beaucoup' });
    expect(await json(await shop.call('GET', `/api/v1/staff/commandes/${plain.id}/`, { token: manager }))).toMatchObject({
      paie_avec: null,
      monnaie_a_rendre: null,
    });
    const customer = await shop.register('client@example.cd');
    const own = await json<{ id: number }>(
      await shop.call('POST', '/api/v1/orders/commandes/', { token: customer, json: guestOrder([{ produit: 1 }]) }),
    );
    const mine = await json<{ client: unknown; articles: { libelle: string; produit_archive: boolean }[] }>(
      await shop.call('GET', `/api/v1/staff/commandes/${own.id}/`, { token: manager }),
    );
    expect(mine.client).toMatchObject({ email: 'client@example.cd' });
    expect(mine.articles).toEqual([expect.objectContaining({ libelle: 'Primus 72 cl', produit_archive: false })]);
  });

  it('keeps who moved it and when; a refused jump changes nothing and says why in French', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const admin = await shop.staff('admin@kinboissons.cd');
    const placed = await orderAt(shop, '2026-11-21T08:00:00Z');
    shop.clock.now = new Date('2026-11-21T08:10:00Z');
    await moveOrder(shop, manager, placed.id, 'confirmee', 'en_preparation');
    shop.clock.now = new Date('2026-11-21T09:00:00Z');
    await moveOrder(shop, admin, placed.id, 'prete_livraison', 'en_livraison', 'livree');
    const jump = await shop.call('POST', `/api/v1/orders/commandes/${placed.id}/statut/`, {
      token: manager,
      json: { statut: 'en_attente' },
    });
    expect(jump.status).toBe(400);
    expect(await jump.json()).toEqual({ statut: ['Transition impossible : « Livrée » vers « En attente ».'] });
    await shop.query("UPDATE users SET first_name = 'Aline', last_name = 'Kabongo' WHERE email = 'admin@kinboissons.cd'");
    const historyFor = async (token: string) =>
      (await conforming(await shop.call('GET', `/api/v1/staff/commandes/${placed.id}/historique/`, { token }), orderHistorySchema)).map(
        (h) => [h.auteur, h.date, h.de, h.vers],
      );
    // A manager reads a colleague's name, their own e-mail; an admin, who manages the accounts, reads e-mails.
    expect(await historyFor(manager)).toEqual([
      ['gerant@kinboissons.cd', '2026-11-21T08:10:00.000Z', 'en_attente', 'confirmee'],
      ['gerant@kinboissons.cd', '2026-11-21T08:10:00.000Z', 'confirmee', 'en_preparation'],
      ['Aline Kabongo', '2026-11-21T09:00:00.000Z', 'en_preparation', 'prete_livraison'],
      ['Aline Kabongo', '2026-11-21T09:00:00.000Z', 'prete_livraison', 'en_livraison'],
      ['Aline Kabongo', '2026-11-21T09:00:00.000Z', 'en_livraison', 'livree'],
    ]);
    expect((await historyFor(admin)).map(([auteur]) => auteur)).toEqual([
      'gerant@kinboissons.cd',
      'gerant@kinboissons.cd',
      'admin@kinboissons.cd',
      'admin@kinboissons.cd',
      'admin@kinboissons.cd',
    ]);
    expect(
      (await json<{ statut: string }>(await shop.call('GET', `/api/v1/staff/commandes/${placed.id}/`, { token: manager }))).statut,
    ).toBe('livree');
    expect((await shop.call('GET', '/api/v1/staff/commandes/999/historique/', { token: manager })).status).toBe(404);
  });

  it('a move chosen on a screen that showed another status is refused (409) and changes nothing', async () => {
    const shop = makeShop();
    const colleague = await shop.staff('gerant@kinboissons.cd', 'manager');
    const stale = await shop.staff('autre@kinboissons.cd', 'manager');
    const placed = await orderAt(shop, '2026-11-21T08:00:00Z', {}, [{ produit: 46, quantite: 5 }]);
    // Both screens show « En attente »; the colleague confirms first, then the other screen asks to cancel.
    const confirm = { statut: 'confirmee', statut_actuel: 'en_attente' };
    expect((await shop.call('POST', `/api/v1/orders/commandes/${placed.id}/statut/`, { token: colleague, json: confirm })).status).toBe(
      200,
    );
    for (let i = 0; i < 20; i++) {
      const cancel = await shop.call('POST', `/api/v1/orders/commandes/${placed.id}/statut/`, {
        token: stale,
        json: { statut: 'annulee', statut_actuel: 'en_attente' },
      });
      expect(cancel.status).toBe(409);
      expect(await cancel.json()).toEqual({
        detail:
          "Cette commande est passée à « Confirmée » depuis l'affichage de votre écran : rien n'a été modifié. Vérifiez-la avant de choisir à nouveau.",
        statut: 'confirmee',
      });
    }
    const order = await conforming(await shop.call('GET', `/api/v1/staff/commandes/${placed.id}/`, { token: stale }), staffOrderSchema);
    expect(order).toMatchObject({ statut: 'confirmee', stock_restaure: false });
    expect(await stockOf(shop, 46)).toBe(3);
    const history = await conforming(
      await shop.call('GET', `/api/v1/staff/commandes/${placed.id}/historique/`, { token: stale }),
      orderHistorySchema,
    );
    expect(history.map((h) => h.vers)).toEqual(['confirmee']);
  });

  it('gives the stock back when cancelled, and says so', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const placed = await orderAt(shop, '2026-11-21T08:00:00Z', {}, [{ produit: 46, quantite: 5 }]);
    expect(await stockOf(shop, 46)).toBe(3);
    const res = await shop.call('POST', `/api/v1/orders/commandes/${placed.id}/statut/`, { token: manager, json: { statut: 'annulee' } });
    expect(await conforming(res, staffOrderSchema)).toMatchObject({ statut: 'annulee', stock_restaure: true });
    expect(await stockOf(shop, 46)).toBe(8);
  });
});

describe('the day', () => {
  it('counts the Kinshasa day’s orders, their revenue without cancelled ones, and the products running low', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await orderAt(shop, '2026-11-20T23:30:00Z'); // 21 Nov, 00:30 in Kinshasa
    const cancelled = await orderAt(shop, '2026-11-21T08:00:00Z');
    await orderAt(shop, '2026-11-21T12:00:00Z', {}, [{ produit: 1, quantite: 30 }]);
    await orderAt(shop, '2026-11-21T23:00:00Z'); // already 22 Nov in Kinshasa
    await moveOrder(shop, manager, cancelled.id, 'annulee');
    await shop.call('PATCH', '/api/v1/products/produits/7/', { token: manager, json: { stock: 10 } });
    shop.clock.now = new Date('2026-11-21T15:00:00Z');
    const day = await conforming(await shop.call('GET', '/api/v1/staff/jour/', { token: manager }), daySummarySchema);
    // 2 500 + 6 000 (delivery) and 30 × 2 500 = 75 000 (no delivery fee above 58 000 FC).
    expect(day).toMatchObject({ jour: '2026-11-21', commandes: 3, chiffre_affaires: '83500.00' });
    expect(day.par_statut).toEqual([
      { statut: 'en_attente', nombre: 2 },
      { statut: 'confirmee', nombre: 0 },
      { statut: 'en_preparation', nombre: 0 },
      { statut: 'prete_livraison', nombre: 0 },
      { statut: 'en_livraison', nombre: 0 },
      { statut: 'livree', nombre: 0 },
      { statut: 'annulee', nombre: 1 },
    ]);
    expect(day.stock_bas.every((p) => p.stock <= p.seuil)).toBe(true);
    // A crate's default is 5 (10 crates are not low), a single bottle's 24 (8 bottles are).
    expect(day.stock_bas.find((p) => p.id === 46)).toMatchObject({ stock: 8, seuil: 24 });
    expect(day.stock_bas.map((p) => p.id)).not.toContain(7);
    expect(day.stock_bas.map((p) => p.stock)).toEqual([...day.stock_bas.map((p) => p.stock)].sort((a, b) => a - b));
    // The product's own threshold, set in its form, then back to its unit's.
    const set = await shop.call('PATCH', '/api/v1/products/produits/7/', { token: manager, json: { seuil_stock: 12 } });
    expect(await conforming(set, staffProductSchema)).toMatchObject({ seuil_stock: 12, seuil_effectif: 12 });
    const lowNow = async () =>
      (await conforming(await shop.call('GET', '/api/v1/staff/jour/', { token: manager }), daySummarySchema)).stock_bas;
    expect((await lowNow()).find((p) => p.id === 7)).toEqual({ id: 7, nom: expect.any(String), stock: 10, seuil: 12 });
    const unset = await shop.call('PATCH', '/api/v1/products/produits/7/', { token: manager, json: { seuil_stock: null } });
    expect(await conforming(unset, staffProductSchema)).toMatchObject({ seuil_stock: null, seuil_effectif: 5 });
    expect((await lowNow()).map((p) => p.id)).not.toContain(7);
    const refused = await shop.call('PATCH', '/api/v1/products/produits/7/', { token: manager, json: { seuil_stock: -1 } });
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { seuil_stock: ['Le seuil de stock bas est un nombre entier de 0 ou plus (vide : celui de son unité).'] },
    ]);
    expect(
      await shop.query("SELECT action, details FROM journal WHERE objet = 'produit' AND objet_id = 7 AND action = 'modification'"),
    ).toEqual([
      { action: 'modification', details: JSON.stringify({ seuil_stock: [null, 12] }) },
      { action: 'modification', details: JSON.stringify({ seuil_stock: [12, null] }) },
    ]);
    const other = await conforming(await shop.call('GET', '/api/v1/staff/jour/?date=2026-11-22', { token: manager }), daySummarySchema);
    expect(other).toMatchObject({ jour: '2026-11-22', commandes: 1 });
    expect((await shop.call('GET', '/api/v1/staff/jour/?date=demain', { token: manager })).status).toBe(400);
  });
});
