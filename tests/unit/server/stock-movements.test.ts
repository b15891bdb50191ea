import { describe, expect, it } from 'vitest';
import { type StockMovement, stockMovementPageSchema, stockMovementsSchema } from '../../../src/contract/staff-stock.ts';
import { movementLine } from '../../../src/domain/stock-movement.ts';
import { createStaffUser } from '../../../src/server/accounts/create-staff.ts';
import { conforming, guestOrder, json, makeShop, type OrderBody } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;

const stockOf = async (shop: Shop, id: number) =>
  (await json<{ stock: number }>(await shop.call('GET', `/api/v1/products/produits/${id}/`))).stock;

/** The manager Chantal and her colleague the admin Patrick, each signed in. */
async function depot(shop: Shop) {
  const names = { manager: 'chantal@kinboissons.cd', admin: 'patrick@kinboissons.cd' };
  await createStaffUser(
    shop.engine.db,
    { email: names.manager, password: 'operateur-secret', role: 'manager', first_name: 'Chantal' },
    shop.clock.now,
    10,
  );
  await createStaffUser(
    shop.engine.db,
    { email: names.admin, password: 'operateur-secret', role: 'admin', first_name: 'Patrick' },
    shop.clock.now,
    10,
  );
  const login = async (email: string) =>
    (
      await json<{ token: string }>(
        await shop.call('POST', '/api/v1/token-auth/', { json: { username: email, password: 'operateur-secret' } }),
      )
    ).token;
  return { manager: await login(names.manager), admin: await login(names.admin) };
}

const count = (shop: Shop, token: string, articles: { produit: number; stock: number }[], motif = 'comptage du matin') =>
  shop.call('POST', '/api/v1/staff/stock/inventaires/', { token, json: { motif, articles } });
const receive = (shop: Shop, token: string, articles: { produit: number; quantite: number }[], key?: string) =>
  shop.call('POST', '/api/v1/staff/stock/receptions/', {
    token,
    json: { articles },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const movements = async (shop: Shop, token: string, id: number) =>
  conforming(await shop.call('GET', `/api/v1/staff/produits/${id}/mouvements/?page_size=100`, { token }), stockMovementPageSchema);
const lines = (list: StockMovement[]) => list.map((m) => `${movementLine(m)} · ${m.auteur}`);

describe('« Réception »: the stock a delivery brings is added to what the depot holds', () => {
  it('adds 40 received on 29 to make 69, with one movement « réception +40 (29 → 69) » by the manager', async () => {
    const shop = makeShop();
    const { manager, admin } = await depot(shop);
    expect((await count(shop, admin, [{ produit: 1, stock: 29 }])).status).toBe(201);
    const res = await receive(shop, manager, [{ produit: 1, quantite: 40 }]);
    expect(res.status).toBe(201);
    const { mouvements } = await conforming(res, stockMovementsSchema);
    expect(mouvements.map(movementLine)).toEqual(['réception +40 (29 → 69)']);
    expect(mouvements[0]).toMatchObject({ produit: { id: 1 }, auteur: 'chantal@kinboissons.cd', commande: null, motif: '' });
    expect(await stockOf(shop, 1)).toBe(69);
    const history = await movements(shop, manager, 1);
    expect(history.stock).toBe(69);
    // Newest first; the manager reads her colleague by name, never by e-mail.
    expect(lines(history.results)).toEqual([
      'réception +40 (29 → 69) · chantal@kinboissons.cd',
      expect.stringMatching(/^inventaire .* · Patrick$/),
    ]);
    // An admin, who manages the accounts, reads e-mails.
    expect((await movements(shop, admin, 1)).results.map((m) => m.auteur)).toEqual(['chantal@kinboissons.cd', 'patrick@kinboissons.cd']);
  });

  it('takes several products at once, all or nothing: one wrong line and no stock moves', async () => {
    const shop = makeShop();
    const { manager } = await depot(shop);
    const before = [await stockOf(shop, 1), await stockOf(shop, 2)];
    for (const [articles, answer] of [
      [
        [
          { produit: 1, quantite: 12 },
          { produit: 2, quantite: 0 },
        ],
        { articles: ['#2 quantite : La quantité reçue est un nombre entier de 1 ou plus.'] },
      ],
      [
        [
          { produit: 1, quantite: 12 },
          { produit: 2, quantite: 2.5 },
        ],
        { articles: ['#2 quantite : La quantité reçue est un nombre entier de 1 ou plus.'] },
      ],
      [
        [
          { produit: 1, quantite: 12 },
          { produit: 9999, quantite: 5 },
        ],
        { articles: ["Le produit 9999 n'existe pas : aucun stock n'a été modifié."] },
      ],
      [
        [
          { produit: 1, quantite: 12 },
          { produit: 2, quantite: 10_000 },
        ],
        { articles: [expect.stringMatching(/ : le stock dépasserait 10000 unités\. Rien n'a été enregistré\.$/)] },
      ],
      [
        [
          { produit: 1, quantite: 12 },
          { produit: 1, quantite: 5 },
        ],
        { articles: ['Un même produit figure deux fois : regroupez ses quantités sur une ligne.'] },
      ],
      [[], { articles: ['Indiquez au moins un produit.'] }],
    ] as const) {
      const res = await receive(shop, manager, [...articles]);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(answer);
    }
    expect([await stockOf(shop, 1), await stockOf(shop, 2)]).toEqual(before);
    expect(await shop.query('SELECT id FROM mouvements_stock')).toEqual([]);
    const done = await conforming(
      await receive(shop, manager, [
        { produit: 2, quantite: 24 },
        { produit: 1, quantite: 12 },
      ]),
      stockMovementsSchema,
    );
    // Answered in the order the lines came.
    expect(done.mouvements.map((m) => [m.produit.id, m.quantite, m.stock_avant, m.stock_apres])).toEqual([
      [2, 24, before[1], (before[1] ?? 0) + 24],
      [1, 12, before[0], (before[0] ?? 0) + 12],
    ]);
    expect(shop.changes.count).toBe(1);
    expect(shop.changes.last).toHaveLength(2);
    expect(shop.changes.last).toEqual(
      expect.arrayContaining([
        { kind: 'stock', productId: 1 },
        { kind: 'stock', productId: 2 },
      ]),
    );
    expect(await shop.query("SELECT action, objet_id FROM journal WHERE action = 'reception' ORDER BY objet_id")).toEqual([
      { action: 'reception', objet_id: 1 },
      { action: 'reception', objet_id: 2 },
    ]);
  });

  it('loses nothing when two staff members receive the same product at once', async () => {
    const shop = makeShop();
    const { manager, admin } = await depot(shop);
    await count(shop, admin, [{ produit: 1, stock: 29 }]);
    const answers = await Promise.all([
      receive(shop, manager, [{ produit: 1, quantite: 40 }]),
      receive(shop, admin, [{ produit: 1, quantite: 25 }]),
      receive(shop, manager, [
        { produit: 2, quantite: 3 },
        { produit: 1, quantite: 5 },
      ]),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(await stockOf(shop, 1)).toBe(29 + 40 + 25 + 5);
    // Each movement starts from the stock the previous one left: nothing read before another wrote.
    const received = (await movements(shop, manager, 1)).results.filter((m) => m.type === 'reception').reverse();
    expect(received.map((m) => m.stock_avant)).toEqual([29, ...received.slice(0, -1).map((m) => m.stock_apres)]);
    expect(received.at(-1)?.stock_apres).toBe(99);
  });

  it('adds a delivery sent twice with one key once: the second answer replays the first', async () => {
    const shop = makeShop();
    const { manager } = await depot(shop);
    const before = await stockOf(shop, 3);
    const key = '6f9619ff-8b86-4d11-b42d-00c04fc964ff';
    const first = await receive(shop, manager, [{ produit: 3, quantite: 40 }], key);
    const again = await receive(shop, manager, [{ produit: 3, quantite: 40 }], key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    expect(await stockOf(shop, 3)).toBe(before + 40);
    // The replay changed nothing: only the first send is published.
    expect(shop.changes.count).toBe(1);
    const other = await receive(shop, manager, [{ produit: 3, quantite: 4 }], key);
    expect(other.status).toBe(422);
    expect(await stockOf(shop, 3)).toBe(before + 40);
  });
});

describe('« Inventaire »: a count sets the total found, with its reason', () => {
  it('sets each product to the count and records the difference with the reason', async () => {
    const shop = makeShop();
    const { manager } = await depot(shop);
    await receive(shop, manager, [{ produit: 4, quantite: 1 }]);
    const before = await stockOf(shop, 4);
    const res = await count(shop, manager, [{ produit: 4, stock: before - 3 }], '3 bouteilles cassées');
    const { mouvements } = await conforming(res, stockMovementsSchema);
    expect(mouvements.map((m) => [movementLine(m), m.motif])).toEqual([
      [`inventaire −3 (${before} → ${before - 3})`, '3 bouteilles cassées'],
    ]);
    expect(await stockOf(shop, 4)).toBe(before - 3);
  });

  it.each([
    [{ motif: '', articles: [{ produit: 1, stock: 3 }] }, { motif: ["Indiquez la raison de l'écart (comptage, casse, perte…)."] }],
    [{ articles: [{ produit: 1, stock: 3 }] }, { motif: ["Indiquez la raison de l'écart (comptage, casse, perte…)."] }],
    [{ motif: 'casse', articles: [{ produit: 1, stock: -1 }] }, { articles: ['#1 stock : Le stock est un nombre entier de 0 ou plus.'] }],
    [
      {
        motif: 'casse',
        articles: [
          { produit: 1, stock: 3 },
          { produit: 9999, stock: 1 },
        ],
      },
      { articles: ["Le produit 9999 n'existe pas : aucun stock n'a été modifié."] },
    ],
    [{ motif: 'ligne\nsuivante', articles: [{ produit: 1, stock: 3 }] }, { motif: [expect.any(String)] }],
  ])('refuses %j, changing nothing', async (payload, answer) => {
    const shop = makeShop();
    const { manager } = await depot(shop);
    const before = await stockOf(shop, 1);
    const res = await shop.call('POST', '/api/v1/staff/stock/inventaires/', { token: manager, json: payload });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(answer);
    expect(await stockOf(shop, 1)).toBe(before);
  });
});

describe('every change of stock is a movement', () => {
  it('an order takes, its cancellation gives back, a held order takes when confirmed, an archive empties, a new product starts', async () => {
    const shop = makeShop();
    const { manager } = await depot(shop);
    await count(shop, manager, [{ produit: 5, stock: 30 }]);
    const placed = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 5, quantite: 2 }]) }),
    );
    const status = (id: number, statut: string) =>
      shop.call('POST', `/api/v1/orders/commandes/${id}/statut/`, { token: manager, json: { statut } });
    expect((await status(placed.id, 'annulee')).status).toBe(200);
    // A guest's second order within minutes is held « à confirmer »: it takes its stock once a staff member confirms it.
    const held = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 5, quantite: 4 }]) }),
    );
    expect(await stockOf(shop, 5)).toBe(30);
    expect((await status(held.id, 'confirmee')).status).toBe(200);
    expect((await shop.call('DELETE', '/api/v1/products/produits/5/', { token: manager })).status).toBe(204);
    const created = await json<{ id: number }>(
      await shop.call('POST', '/api/v1/products/produits/', { token: manager, json: { nom: 'Vin de palme 1 L', prix: '3000', stock: 12 } }),
    );
    const history = (await movements(shop, manager, 5)).results.reverse();
    expect(history.map((m) => [movementLine(m), m.auteur, m.commande?.numero_commande ?? null])).toEqual([
      [expect.stringMatching(/^inventaire .* → 30\)$/), 'chantal@kinboissons.cd', null],
      ['commande −2 (30 → 28)', 'Mireille Tshala', placed.numero_commande],
      ['annulation +2 (28 → 30)', 'chantal@kinboissons.cd', placed.numero_commande],
      ['commande −4 (30 → 26)', 'chantal@kinboissons.cd', held.numero_commande],
      ['archivage −26 (26 → 0)', 'chantal@kinboissons.cd', null],
    ]);
    expect(lines((await movements(shop, manager, created.id)).results)).toEqual(['création +12 (0 → 12) · chantal@kinboissons.cd']);
  });

  it('an order of several products, its lines in any order, writes one movement per product, each naming the order', async () => {
    const shop = makeShop();
    const { manager } = await depot(shop);
    await count(shop, manager, [
      { produit: 1, stock: 20 },
      { produit: 3, stock: 15 },
    ]);
    const placed = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
        json: guestOrder([
          { produit: 3, quantite: 2 },
          { produit: 1, quantite: 1 },
          { produit: 3, quantite: 1 },
        ]),
      }),
    );
    const last = async (id: number) =>
      (await movements(shop, manager, id)).results.slice(0, 1).map((m) => [movementLine(m), m.auteur, m.commande?.numero_commande ?? null]);
    expect(await last(1)).toEqual([['commande −1 (20 → 19)', 'Mireille Tshala', placed.numero_commande]]);
    expect(await last(3)).toEqual([['commande −3 (15 → 12)', 'Mireille Tshala', placed.numero_commande]]);
    expect((await movements(shop, manager, 3)).count).toBe(2);
    expect([await stockOf(shop, 1), await stockOf(shop, 3)]).toEqual([19, 12]);
  });

  it('answers 404 for the movements of a product that does not exist', async () => {
    const shop = makeShop();
    const { manager } = await depot(shop);
    expect((await shop.call('GET', '/api/v1/staff/produits/9999/mouvements/', { token: manager })).status).toBe(404);
  });
});
