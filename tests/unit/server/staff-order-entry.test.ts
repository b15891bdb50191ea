import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../src/contract/order.ts';
import { daySummarySchema, staffCustomerListSchema, staffOrderPageSchema, staffOrderSchema } from '../../../src/contract/staff-orders.ts';
import { centsToDecimalString, toCents } from '../../../src/domain/money.ts';
import { fillOrderCommunes } from '../../../src/server/db/order-communes.ts';
import { conforming, type DetailBody, guestOrder, json, makeShop, type OrderBody, type TestShop } from './helpers.ts';

const KEY = { 'idempotency-key': 'saisie-0f3c9a2e-1b7d-4e5f-8a6b-2c9d0e1f3a4b' };

/** What a manager types for Maman Chantal: 2 crates with their deposit and 12 bottles handed back, and 6 cans. */
function phoneOrder(extra: Record<string, unknown> = {}) {
  return {
    source: 'telephone',
    client: null,
    nom_complet: 'Maman Chantal Ilunga',
    telephone_livraison: '+243 897 654 321',
    email: '',
    adresse_livraison: 'Av. de la Libération, N°8, Salongo, Lemba, Kinshasa',
    notes: "Point de repère : derrière l'école Saint-Raphaël",
    mode_paiement: 'paiement_livraison',
    articles: [
      { produit: 2, quantite: 2, avec_consigne: true, bouteilles_echangees: 12 },
      { produit: 3, quantite: 6, avec_consigne: false },
    ],
    ...extra,
  };
}

const stocks = async (shop: TestShop) =>
  new Map((await shop.query<{ id: number; stock: number }>('SELECT id, stock FROM produits')).map((p) => [p.id, p.stock]));

const take = (shop: TestShop, token: string | undefined, body: unknown, headers: Record<string, string> = KEY) =>
  shop.call('POST', '/api/v1/staff/commandes/', { token, json: body, headers });

describe('an order a staff member takes by phone', () => {
  it('is placed like the website’s: the day’s number, the stock taken exactly, its empties, its source and who took it', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await json(await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) }));
    const before = await stocks(shop);
    const res = await take(shop, manager, phoneOrder());
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = await conforming(res, orderSchema);
    expect(placed).toMatchObject({ numero_commande: 'KB-20261121-0002', statut: 'en_attente', nom_client: 'Maman Chantal Ilunga' });
    expect(placed.telephone_livraison).toBe('2430897654321');
    expect(placed.token_suivi).toBeUndefined();
    const after = await stocks(shop);
    expect([before.get(2)! - after.get(2)!, before.get(3)! - after.get(3)!]).toEqual([2, 6]);

    const staff = await conforming(await shop.call('GET', `/api/v1/staff/commandes/${placed.id}/`, { token: manager }), staffOrderSchema);
    expect(staff).toMatchObject({
      source: 'telephone',
      saisie_par: 'gerant@kinboissons.cd',
      commune: 'Lemba',
      quartier: 'Salongo',
      a_confirmer: false,
      client: null,
    });
    expect(staff.articles.map((a) => [a.libelle, a.quantite, a.consigne, a.unite, a.bouteilles_echangees])).toEqual([
      ['Primus casier 20 × 72 cl', 2, 'facturee', 'Casier de 20 bouteilles', 12],
      ['Primus canette 33 cl', 6, 'sans', 'Canette 33 cl', 0],
    ]);
    // 2 × (46 000 + 12 000) + 6 × 1 800: 126 800 FC, delivered free.
    expect([staff.sous_total, staff.total_consignes, staff.frais_livraison, staff.total_commande]).toEqual([
      '102800.00',
      '24000.00',
      '0.00',
      '126800.00',
    ]);
    const journal = await shop.query<{ auteur: string; action: string; details: string }>(
      "SELECT auteur, action, details FROM journal WHERE objet = 'commande' AND objet_id = ?",
      placed.id,
    );
    expect(journal.map((j) => [j.auteur, j.action, JSON.parse(j.details)])).toEqual([
      ['gerant@kinboissons.cd', 'saisie', { numero: 'KB-20261121-0002', source: 'telephone' }],
    ]);
  });

  it('shows in the list under her name, with its source and its author as a colleague reads them, and filtered by commune', async () => {
    const shop = makeShop();
    await shop.staff('admin@kinboissons.cd', 'admin');
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await shop.query("UPDATE users SET first_name = 'Jeanne', last_name = 'Mbala' WHERE email = 'gerant@kinboissons.cd'");
    const colleague = await shop.staff('caisse@kinboissons.cd', 'manager');
    expect((await take(shop, manager, phoneOrder())).status).toBe(201);
    await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) });
    const list = async (token: string, query = '') =>
      (await conforming(await shop.call('GET', `/api/v1/staff/commandes/${query}`, { token }), staffOrderPageSchema)).results;
    const seen = (await list(colleague)).find((o) => o.nom_client === 'Maman Chantal Ilunga');
    expect(seen).toMatchObject({ source: 'telephone', saisie_par: 'Jeanne Mbala', commune: 'Lemba', quartier: 'Salongo' });
    expect((await list(manager)).find((o) => o.nom_client === 'Maman Chantal Ilunga')?.saisie_par).toBe('gerant@kinboissons.cd');
    expect((await list(colleague)).find((o) => o.nom_client === 'Mireille Tshala')).toMatchObject({ source: 'site', saisie_par: null });
    expect((await list(colleague, '?commune=lemba')).map((o) => o.nom_client)).toEqual(['Maman Chantal Ilunga']);
    expect((await list(colleague, '?commune=Kalamu')).map((o) => o.nom_client)).toEqual(['Mireille Tshala']);
    expect(await list(colleague, '?commune=Gombe')).toEqual([]);
  });

  it("counts in the day's figures by source, which add up to the day's orders and revenue", async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const guest = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1, quantite: 2 }]) }),
    );
    const phone = await json<OrderBody>(await take(shop, manager, phoneOrder()));
    const whatsapp = await json<OrderBody>(
      await take(shop, manager, phoneOrder({ source: 'whatsapp', articles: [{ produit: 1, quantite: 3, avec_consigne: false }] }), {
        'idempotency-key': 'saisie-whatsapp-1',
      }),
    );
    const counter = await json<OrderBody>(
      await take(shop, manager, phoneOrder({ source: 'comptoir', articles: [{ produit: 3, quantite: 1, avec_consigne: false }] }), {
        'idempotency-key': 'saisie-comptoir-1',
      }),
    );
    await shop.call('POST', `/api/v1/orders/commandes/${counter.id}/statut/`, { token: manager, json: { statut: 'annulee' } });
    const day = await conforming(await shop.call('GET', '/api/v1/staff/jour/', { token: manager }), daySummarySchema);
    const cents = (o: OrderBody) => toCents(o.total_commande) ?? 0;
    expect(day.par_source.map((s) => [s.source, s.nombre, s.chiffre_affaires])).toEqual([
      ['site', 1, centsToDecimalString(cents(guest))],
      ['telephone', 1, centsToDecimalString(cents(phone))],
      ['whatsapp', 1, centsToDecimalString(cents(whatsapp))],
      ['comptoir', 1, '0.00'],
    ]);
    expect(day.commandes).toBe(day.par_source.reduce((sum, s) => sum + s.nombre, 0));
    expect(toCents(day.chiffre_affaires)).toBe(day.par_source.reduce((sum, s) => sum + (toCents(s.chiffre_affaires) ?? 0), 0));
    expect(toCents(day.chiffre_affaires)).toBe(cents(guest) + cents(phone) + cents(whatsapp));
  });

  it('sent again with its key (a retry, a reload) gives one order, answered byte for byte; another body with that key, nothing', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const before = await stocks(shop);
    const answers = await Promise.all([take(shop, manager, phoneOrder()), take(shop, manager, phoneOrder())]);
    const again = await take(shop, manager, phoneOrder());
    const texts = await Promise.all([...answers, again].map((res) => res.text()));
    expect([...answers, again].map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(texts).size).toBe(1);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await shop.query('SELECT id FROM commandes')).toHaveLength(1);
    expect((before.get(2) ?? 0) - ((await stocks(shop)).get(2) ?? 0)).toBe(2);
    const changed = await take(shop, manager, phoneOrder({ nom_complet: 'Papa Jules' }));
    expect(changed.status).toBe(422);
    expect(await shop.query('SELECT id FROM commandes')).toHaveLength(1);
    // Another staff member's key is theirs: the same text sent by a colleague is another order.
    const colleague = await shop.staff('caisse@kinboissons.cd', 'manager');
    expect((await take(shop, colleague, phoneOrder())).status).toBe(201);
    expect(await shop.query('SELECT id FROM commandes')).toHaveLength(2);
  });

  it('is never held « à confirmer »: the call the hold waits for is the one the staff member took', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const res = await take(shop, manager, phoneOrder({ articles: [{ produit: 2, quantite: 12, avec_consigne: false }] }));
    expect(await json<{ a_confirmer: boolean }>(res)).toMatchObject({ a_confirmer: false });
    expect((await stocks(shop)).get(2)).toBe(30 - 12);
  });

  it.each([
    ['a product sold without deposit', { produit: 3, quantite: 6, avec_consigne: false, bouteilles_echangees: 2 }, /vendu sans consigne/],
    [
      'an exchange, already one empty per unit',
      { produit: 2, quantite: 2, avec_consigne: false, bouteilles_echangees: 5 },
      /sans consigne/,
    ],
    [
      'more bottles than the line sells',
      { produit: 2, quantite: 2, avec_consigne: true, bouteilles_echangees: 41 },
      /au plus 40 bouteilles/,
    ],
    ['bottles handed back in halves', { produit: 1, quantite: 2, avec_consigne: true, bouteilles_echangees: 1.5 }, /nombre entier/],
    ['a negative count', { produit: 1, quantite: 2, avec_consigne: true, bouteilles_echangees: -1 }, /nombre entier/],
  ])('refuses empties handed back on %s, in French, and places nothing', async (_case, line, message) => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const before = await stocks(shop);
    const res = await take(shop, manager, phoneOrder({ articles: [line] }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(message);
    expect(await shop.query('SELECT id FROM commandes')).toEqual([]);
    expect(await stocks(shop)).toEqual(before);
  });

  it('answers the shortage like the website and takes nothing', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const res = await take(shop, manager, phoneOrder({ articles: [{ produit: 2, quantite: 31, avec_consigne: true }] }));
    expect(res.status).toBe(400);
    expect(await json<DetailBody>(res)).toMatchObject({ detail: 'Primus casier 20 × 72 cl : Désolé, il ne reste que 30 unités en stock.' });
    expect((await stocks(shop)).get(2)).toBe(30);
  });

  it('needs a source the staff take orders by, and the checkout’s phone rule', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const site = await take(shop, manager, phoneOrder({ source: 'site' }));
    expect(site.status).toBe(400);
    expect(await site.json()).toEqual({ source: ['Indiquez comment la commande a été prise : téléphone, WhatsApp ou comptoir.'] });
    const phone = await take(shop, manager, phoneOrder({ telephone_livraison: '0897' }));
    expect(await phone.json()).toEqual({
      telephone_livraison: ['Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).'],
    });
  });

  it('joins the account of the customer found, who is told of it; never a staff account or an unknown one', async () => {
    const shop = makeShop({ mail: { siteUrl: 'http://shop.test', alertEmails: ['commandes@kinboissons.cd'] } });
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const customer = await shop.register('chantal@example.cd', 'motdepasse1', 'Chantal');
    const id = (await shop.query<{ id: number }>("SELECT id FROM users WHERE email = 'chantal@example.cd'"))[0]!.id;
    const placed = await json<OrderBody>(await take(shop, manager, phoneOrder({ client: id, email: 'chantal@example.cd' })));
    const mine = await json<{ results: { id: number; nom_client: string }[] }>(
      await shop.call('GET', '/api/v1/orders/commandes/', { token: customer }),
    );
    expect(mine.results.map((o) => [o.id, o.nom_client])).toEqual([[placed.id, 'Maman Chantal Ilunga']]);
    const notes = await json<{ results: { type: string }[] }>(await shop.call('GET', '/api/v1/notifications/', { token: customer }));
    expect(notes.results.map((n) => n.type)).toEqual(['commande_recue']);
    const mails = await shop.query<{ kind: string; destinataire: string }>('SELECT kind, destinataire FROM outbox ORDER BY id');
    expect(mails.map((m) => [m.kind, m.destinataire])).toEqual([
      ['order-confirmation', 'chantal@example.cd'],
      ['order-alert', 'commandes@kinboissons.cd'],
    ]);
    const staffId = (await shop.query<{ id: number }>("SELECT id FROM users WHERE email = 'gerant@kinboissons.cd'"))[0]!.id;
    for (const [client, key] of [
      [staffId, 'k-staff'],
      [999, 'k-unknown'],
    ] as const) {
      const res = await take(shop, manager, phoneOrder({ client }), { 'idempotency-key': key });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ client: ["Ce compte client n'existe pas."] });
    }
  });

  it('with an e-mail typed and no account, sends the confirmation with the tracking link, never the staff member', async () => {
    const shop = makeShop({ mail: { siteUrl: 'http://shop.test', alertEmails: ['commandes@kinboissons.cd'] } });
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await take(shop, manager, phoneOrder({ email: 'chantal.ilunga@example.cd' }));
    const mails = await shop.query<{ kind: string; destinataire: string; corps: string }>('SELECT kind, destinataire, corps FROM outbox');
    const confirmation = mails.find((m) => m.kind === 'order-confirmation');
    expect(confirmation?.destinataire).toBe('chantal.ilunga@example.cd');
    expect(confirmation?.corps).toMatch(/http:\/\/shop\.test\/suivi-commande#[0-9a-f]{40}/);
    // Typed by the staff, the address is proven by nobody: the mail names nobody.
    expect(confirmation?.corps).not.toContain('Maman Chantal');
    expect(mails.find((m) => m.kind === 'order-alert')?.corps).toContain('Maman Chantal Ilunga');
  });
});

describe('the customers the staff find when they take an order', () => {
  it('groups past orders by phone, newest first, with each address and its landmark, and finds accounts by name', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    shop.clock.now = new Date('2026-11-20T09:00:00Z');
    await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([{ produit: 1 }], {
        nom_complet: 'Chantal Ilunga',
        telephone_livraison: '2430897654321',
        adresse_livraison: 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
        email: 'chantal.ilunga@example.cd',
      }),
    });
    shop.clock.now = new Date('2026-11-21T10:00:00Z');
    await take(shop, manager, phoneOrder());
    await shop.register('chantal.k@example.cd', 'motdepasse1', 'Chantal');
    const find = async (q: string) =>
      conforming(await shop.call('GET', `/api/v1/staff/clients/?q=${encodeURIComponent(q)}`, { token: manager }), staffCustomerListSchema);

    const [byPhone, ...others] = await find('0897 654 321');
    expect(others).toEqual([]);
    expect(byPhone).toMatchObject({
      nom: 'Maman Chantal Ilunga',
      telephone: '2430897654321',
      email: 'chantal.ilunga@example.cd',
      compte: null,
    });
    expect(byPhone?.adresses).toEqual([
      { adresse: 'Av. de la Libération, N°8, Salongo, Lemba, Kinshasa', repere: "derrière l'école Saint-Raphaël" },
      { adresse: 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa', repere: '' },
    ]);
    expect(byPhone?.commandes.map((o) => [o.numero_commande, o.source])).toEqual([
      ['KB-20261121-0001', 'telephone'],
      ['KB-20261120-0001', 'site'],
    ]);
    const byName = await find('chantal');
    expect(byName.map((c) => [c.nom, c.compte === null])).toEqual([
      ['Maman Chantal Ilunga', true],
      ['Chantal Kabila', false],
    ]);
    expect(await find('c')).toEqual([]);
  });

  it('offers no account to file under when the past order was a staff member’s own storefront order, and the one found places', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    // Before « Nouvelle commande », a phone order went through the storefront signed in as staff.
    const { email: _, ...payload } = guestOrder([{ produit: 1 }], { nom_complet: 'Mama Nzuzi', telephone_livraison: '2430998877665' });
    expect((await shop.call('POST', '/api/v1/orders/commandes/', { token: manager, json: payload })).status).toBe(201);
    const [found, ...others] = await conforming(
      await shop.call('GET', '/api/v1/staff/clients/?q=0998877665', { token: manager }),
      staffCustomerListSchema,
    );
    expect(others).toEqual([]);
    expect(found).toMatchObject({ nom: 'Mama Nzuzi', telephone: '2430998877665', compte: null });
    expect(found?.commandes).toHaveLength(1);
    const res = await take(
      shop,
      manager,
      phoneOrder({ client: found?.compte, nom_complet: found?.nom, telephone_livraison: found?.telephone }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it('never offers a rider’s account to file an order under: riders are the depot’s people, not its customers', async () => {
    const shop = makeShop();
    const admin = await shop.staff();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await shop.rider(admin, 'didier.livreur@kinboissons.cd', 'Didier');
    await shop.register('didier.client@example.cd', 'motdepasse1', 'Didier');
    const found = await conforming(await shop.call('GET', '/api/v1/staff/clients/?q=didier', { token: manager }), staffCustomerListSchema);
    expect(found.map((c) => c.email)).toEqual(['didier.client@example.cd']);
  });

  it('is the staff’s alone', async () => {
    const shop = makeShop();
    const client = await shop.register('curieux@example.cd');
    expect((await shop.call('GET', '/api/v1/staff/clients/?q=chantal', { token: client })).status).toBe(403);
    expect((await shop.call('GET', '/api/v1/staff/clients/?q=chantal')).status).toBe(401);
    expect((await take(shop, client, phoneOrder())).status).toBe(403);
  });
});

describe('a signed-in customer’s checkout', () => {
  it('names the order after the recipient typed, or after the account when none is typed', async () => {
    const shop = makeShop();
    const token = await shop.register('client@example.cd');
    const { nom_complet: _, email: __, ...payload } = guestOrder([{ produit: 1 }]);
    const named = await json<OrderBody & { nom_client: string }>(
      await shop.call('POST', '/api/v1/orders/commandes/', { token, json: { ...payload, nom_complet: 'Papa Didier Mutombo' } }),
    );
    expect(named.nom_client).toBe('Papa Didier Mutombo');
    const unnamed = await json<OrderBody & { nom_client: string }>(
      await shop.call('POST', '/api/v1/orders/commandes/', { token, json: payload }),
    );
    expect(unnamed.nom_client).toBe('Jean Kabila');
  });
});

describe('orders placed before the commune was stored', () => {
  it('get it read from their address when the database opens', async () => {
    const shop = makeShop();
    await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) });
    await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([{ produit: 1 }], { adresse_livraison: 'Chez Papa Jules' }),
    });
    await shop.query('UPDATE commandes SET commune = NULL');
    expect(await fillOrderCommunes(shop.engine)).toBe(2);
    expect((await shop.query<{ commune: string }>('SELECT commune FROM commandes ORDER BY id')).map((r) => r.commune)).toEqual([
      'Kalamu',
      '',
    ]);
    expect(await fillOrderCommunes(shop.engine)).toBe(0);
  });
});
