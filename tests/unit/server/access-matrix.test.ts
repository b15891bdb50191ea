import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderSchema } from '../../../src/contract/order.ts';
import { staffAccountListSchema, staffAccountSchema } from '../../../src/contract/staff-accounts.ts';
import { newOrdersSchema, pushKeySchema } from '../../../src/contract/staff-alerts.ts';
import { catalogueRefsSchema, publicationSchema, staffProductSchema } from '../../../src/contract/staff-catalogue.ts';
import { staffContactMessagePageSchema, staffReviewPageSchema } from '../../../src/contract/staff-desk.ts';
import { journalPageSchema } from '../../../src/contract/staff-journal.ts';
import {
  daySummarySchema,
  orderHistorySchema,
  staffCustomerListSchema,
  staffOrderPageSchema,
  staffOrderSchema,
} from '../../../src/contract/staff-orders.ts';
import { staffPageSchema } from '../../../src/contract/staff-page.ts';
import { salesSchema } from '../../../src/contract/staff-sales.ts';
import { stockMovementPageSchema, stockMovementsSchema } from '../../../src/contract/staff-stock.ts';
import { exportsMessages } from '../../../src/messages/exports.ts';
import {
  type CartBody,
  guestOrder,
  json,
  makeShop,
  moveOrder,
  type NotificationBody,
  type OrderBody,
  type Page,
  type ReviewBody,
  TO_READY,
} from './helpers.ts';

type Who = 'anonymous' | 'userA' | 'userB' | 'staff';

/** A saved address (user A's only one, so its default). */
const homeAddress = { rue: 'Avenue Kabambare', numero: '47', quartier: 'Matonge', commune: 'Kalamu', telephone: '0812345678' };

/** A shop where user A owns a cart line, a delivered order (with notifications), a review of product 1 and an address. */
async function fixture() {
  const shop = makeShop();
  const userA = await shop.register('a@example.cd');
  const userB = await shop.register('b@example.cd');
  const staff = await shop.staff();
  const cart = await json<CartBody>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token: userA }));
  const withLine = await json<CartBody>(
    await shop.call('POST', `/api/v1/cart/paniers/${cart.id}/ajouter_produit/`, { token: userA, json: { produit_id: 3 } }),
  );
  const order = await json<OrderBody>(
    await shop.call('POST', '/api/v1/orders/commandes/', { token: userA, json: guestOrder([{ produit: 1 }]) }),
  );
  for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree']) {
    await shop.call('POST', `/api/v1/orders/commandes/${order.id}/statut/`, { token: staff, json: { statut } });
  }
  const review = await json<ReviewBody>(
    await shop.call('POST', '/api/v1/products/produits/1/ajouter_avis/', {
      token: userA,
      json: { produit: 1, note: 4, commentaire: 'Bon' },
    }),
  );
  const notification = (await json<Page<NotificationBody>>(await shop.call('GET', '/api/v1/notifications/', { token: userA }))).results[0]!;
  const pending = await json<OrderBody>(
    await shop.call('POST', '/api/v1/orders/commandes/', { token: userA, json: guestOrder([{ produit: 3 }]) }),
  );
  const guest = await json<OrderBody>(await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 3 }]) }));
  const address = await json<{ id: number }>(await shop.call('POST', '/api/v1/accounts/adresses/', { token: userA, json: homeAddress }));
  const ids = {
    address: address.id,
    cart: cart.id,
    article: withLine.articles[0]!.id,
    order: order.id,
    pending: pending.id,
    review: review.id,
    notification: notification.id,
    tracking: guest.token_suivi,
  };
  return { shop, tokens: { anonymous: undefined, userA, userB, staff } as Record<Who, string | undefined>, ids };
}

type Ids = Awaited<ReturnType<typeof fixture>>['ids'];
const order = (articles = [{ produit: 18 }]) => guestOrder(articles);
const product = { nom: 'Nouveau', prix: '1000.00', stock: 5 };

// [method, path, body, anonymous, userA, userB, staff]
const matrix: [string, (i: Ids) => string, unknown, number, number, number, number][] = [
  ['GET', () => '/api/v1/products/produits/', undefined, 200, 200, 200, 200],
  ['GET', () => '/api/v1/products/produits/1/', undefined, 200, 200, 200, 200],
  ['GET', () => '/api/v1/products/categories/', undefined, 200, 200, 200, 200],
  ['GET', () => '/api/v1/products/marques/', undefined, 200, 200, 200, 200],
  ['POST', () => '/api/v1/products/produits/', product, 401, 403, 403, 201],
  ['PATCH', () => '/api/v1/products/produits/2/', { stock: 3 }, 401, 403, 403, 200],
  ['DELETE', () => '/api/v1/products/produits/2/', undefined, 401, 403, 403, 204],
  ['POST', () => '/api/v1/products/categories/', { nom: 'Vins' }, 401, 403, 403, 201],
  ['PATCH', () => '/api/v1/products/categories/1/', { description: 'Eaux fraîches.' }, 401, 403, 403, 200],
  ['POST', () => '/api/v1/products/marques/', { nom: 'Nouvelle' }, 401, 403, 403, 201],
  ['DELETE', () => '/api/v1/products/marques/1/', undefined, 401, 403, 403, 400],
  ['GET', () => '/api/v1/products/produits/1/avis/', undefined, 200, 200, 200, 200],
  ['POST', () => '/api/v1/products/produits/1/ajouter_avis/', { produit: 1, note: 5, commentaire: 'Top' }, 401, 400, 400, 400],
  ['GET', () => '/api/v1/products/avis/', undefined, 401, 200, 200, 200],
  // Staff moderate a review, they never rewrite it.
  ['PATCH', (i) => `/api/v1/products/avis/${i.review}/`, { note: 2 }, 401, 200, 404, 403],
  ['PATCH', (i) => `/api/v1/products/avis/${i.review}/`, { approuve: true }, 401, 403, 404, 200],
  ['GET', () => '/api/v1/accounts/me/', undefined, 401, 200, 200, 200],
  ['PATCH', () => '/api/v1/accounts/me/', { address: 'Limete' }, 401, 200, 200, 200],
  [
    'PUT',
    () => '/api/v1/accounts/password-change/',
    { current_password: 'motdepasse1', new_password: 'nouveau-mdp-1' },
    401,
    200,
    200,
    400,
  ],
  ['POST', () => '/api/v1/accounts/password-reset/', { email: 'a@example.cd' }, 200, 200, 200, 200],
  // The address book: only the account's own; user A's only address is its default, which is never deleted.
  ['GET', () => '/api/v1/accounts/adresses/', undefined, 401, 200, 200, 200],
  ['POST', () => '/api/v1/accounts/adresses/', homeAddress, 401, 201, 201, 201],
  ['PATCH', (i) => `/api/v1/accounts/adresses/${i.address}/`, { numero: '8' }, 401, 200, 404, 404],
  ['DELETE', (i) => `/api/v1/accounts/adresses/${i.address}/`, undefined, 401, 400, 404, 404],
  ['POST', () => '/api/v1/accounts/adresses/import/', { adresses: [homeAddress] }, 401, 409, 201, 201],
  ['GET', () => '/api/v1/cart/paniers/mon_panier/', undefined, 401, 200, 200, 200],
  ['POST', (i) => `/api/v1/cart/paniers/${i.cart}/ajouter_produit/`, { produit_id: 1 }, 401, 200, 404, 404],
  ['POST', (i) => `/api/v1/cart/paniers/${i.cart}/modifier-quantite/${i.article}/`, { quantite: 2 }, 401, 200, 404, 404],
  ['DELETE', (i) => `/api/v1/cart/paniers/${i.cart}/supprimer-article/${i.article}/`, undefined, 401, 200, 404, 404],
  ['POST', (i) => `/api/v1/cart/paniers/${i.cart}/vider/`, undefined, 401, 200, 404, 404],
  ['POST', () => '/api/v1/cart/anonymous/validate/', { product_ids: [1, 2] }, 200, 200, 200, 200],
  ['GET', () => '/api/v1/cart/anonymous/product/1/', undefined, 200, 200, 200, 200],
  ['GET', () => '/api/v1/orders/commandes/', undefined, 401, 200, 200, 200],
  ['GET', (i) => `/api/v1/orders/commandes/${i.order}/`, undefined, 401, 200, 404, 200],
  ['POST', () => '/api/v1/orders/commandes/', order(), 401, 201, 201, 201],
  ['POST', () => '/api/v1/orders/commandes/anonyme/', order(), 201, 201, 201, 201],
  ['GET', (i) => `/api/v1/orders/commandes/suivi/${i.tracking}/`, undefined, 200, 200, 200, 200],
  ['POST', (i) => `/api/v1/orders/commandes/${i.pending}/statut/`, { statut: 'confirmee' }, 401, 403, 403, 200],
  ['GET', () => '/api/v1/notifications/', undefined, 401, 200, 200, 200],
  ['GET', () => '/api/v1/notifications/non_lues/', undefined, 401, 200, 200, 200],
  ['GET', () => '/api/v1/notifications/importantes/', undefined, 401, 200, 200, 200],
  ['GET', () => '/api/v1/notifications/par_type/?type=commande_livree', undefined, 401, 200, 200, 200],
  ['GET', (i) => `/api/v1/notifications/${i.notification}/`, undefined, 401, 200, 404, 404],
  ['POST', (i) => `/api/v1/notifications/${i.notification}/marquer_comme_lue/`, undefined, 401, 200, 404, 404],
  ['POST', (i) => `/api/v1/notifications/${i.notification}/marquer_comme_non_lue/`, undefined, 401, 200, 404, 404],
  ['POST', () => '/api/v1/notifications/marquer_tout_comme_lu/', undefined, 401, 200, 200, 200],
  ['POST', (i) => `/api/v1/notifications/${i.notification}/supprimer/`, undefined, 401, 200, 404, 404],
  ['POST', () => '/api/v1/contact/message/', { name: 'A', email: 'a@example.cd', message: 'Bonjour' }, 201, 201, 201, 201],
  ['GET', () => '/api/v1/contact/messages/', undefined, 401, 403, 403, 200],
  ['GET', () => '/api/v1/staff/outbox/?statut=failed', undefined, 401, 403, 403, 200],
];

const who: Who[] = ['anonymous', 'userA', 'userB', 'staff'];

// Four fresh shops per case (but for a GET): as long as the staff's matrix below on a loaded machine.
describe('access matrix (anonymous, user A, user B, staff × every endpoint)', { timeout: 30_000 }, () => {
  it.each(
    matrix.map(
      ([method, path, ...rest]) =>
        [
          `${method} ${path({ address: 'A', cart: 'C', article: 'L', order: 'O', pending: 'P', review: 'R', notification: 'N', tracking: 'T' } as never)}`,
          method,
          path,
          ...rest,
        ] as const,
    ),
  )('%s', async (_label, method, path, body, ...expected) => {
    // A GET changes nothing: one shop answers the four callers. Any other method gets a fresh shop per caller, so that
    // what one caller's request changed never decides another's answer.
    const shared = method === 'GET' ? fixture() : undefined;
    for (const [index, role] of who.entries()) {
      const { shop, tokens, ids } = await (shared ?? fixture());
      const res = await shop.call(method, path(ids), { token: tokens[role], json: body });
      expect({ role, status: res.status }).toEqual({ role, status: expected[index] });
      const answer: unknown = await res.text().then((t) => (t ? JSON.parse(t) : null));
      if (res.status >= 400) expect(answer).toEqual(expect.any(Object));
    }
  });
});

type StaffWho = 'anonymous' | 'client' | 'manager' | 'admin';
const staffWho: StaffWho[] = ['anonymous', 'client', 'manager', 'admin'];

/** A shop with a delivered order (and its history), a pending order, a pending review, a support message, a second manager. */
async function staffFixture() {
  const mediaDir = mkdtempSync(join(tmpdir(), 'kin-matrix-'));
  const publication = {
    state: async () => ({
      running: false,
      waiting: false,
      whole: false,
      current: 'R2',
      liveSince: '2026-11-21T09:00:00.000Z',
      lastError: null,
      previous: 'R1',
      waitingChanges: 0,
      waitingSince: null,
    }),
    rollback: async () => {},
  };
  const shop = makeShop({ mediaDir, publication });
  const client = await shop.register('client@example.cd');
  const admin = await shop.staff('admin@kinboissons.cd');
  const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
  await shop.staff('cible@kinboissons.cd', 'manager');
  const delivered = await json<OrderBody>(
    await shop.call('POST', '/api/v1/orders/commandes/', { token: client, json: guestOrder([{ produit: 1 }]) }),
  );
  for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree']) {
    await shop.call('POST', `/api/v1/orders/commandes/${delivered.id}/statut/`, { token: admin, json: { statut } });
  }
  const review = await json<ReviewBody>(
    await shop.call('POST', '/api/v1/products/produits/1/ajouter_avis/', {
      token: client,
      json: { produit: 1, note: 4, commentaire: 'Bon' },
    }),
  );
  const pending = await json<OrderBody>(
    await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 3 }]) }),
  );
  const message = await json<{ id: number }>(
    await shop.call('POST', '/api/v1/contact/message/', {
      json: { name: 'Patrick', email: 'p@example.cd', message: 'Livrez-vous à Kintambo ?' },
    }),
  );
  const target = ((await shop.query("SELECT id FROM users WHERE email = 'cible@kinboissons.cd'"))[0] as { id: number }).id;
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const ids = {
    delivered: delivered.id,
    deliveredNumber: delivered.numero_commande,
    pending: pending.id,
    review: review.id,
    message: message.id,
    target,
  };
  return { shop, mediaDir, photo, tokens: { anonymous: undefined, client, manager, admin } as Record<StaffWho, string | undefined>, ids };
}

type StaffIds = Awaited<ReturnType<typeof staffFixture>>['ids'];
const denied = { detail: "Vous n'avez pas la permission d'effectuer cette action." };
const anonymous = { detail: "Informations d'authentification non fournies." };
const valid =
  <S extends z.core.$ZodType>(schema: S, check: (value: z.infer<S>, ids: StaffIds, role: StaffWho) => void) =>
  (body: unknown, ids: StaffIds, role: StaffWho) => {
    const parsed = z.safeParse(schema, body);
    expect(parsed.success, JSON.stringify(body).slice(0, 300)).toBe(true);
    check(parsed.data as z.infer<S>, ids, role);
  };

// [method, path, body ('photo': a multipart PNG), statuses for anonymous, client, manager, admin, what a success answers]
const staffMatrix: [
  string,
  (i: StaffIds) => string,
  unknown,
  [number, number, number, number],
  (body: unknown, i: StaffIds, role: StaffWho) => void,
][] = [
  [
    'GET',
    () => '/api/v1/staff/commandes/?ouvertes=1',
    undefined,
    [401, 403, 200, 200],
    valid(staffOrderPageSchema, (page, i) => {
      expect(page.results.map((o) => o.id)).toEqual([i.pending]);
      expect(page.en_attente).toBe(1);
    }),
  ],
  [
    'GET',
    (i) => `/api/v1/staff/commandes/${i.delivered}/`,
    undefined,
    [401, 403, 200, 200],
    valid(staffOrderSchema, (o, i) =>
      expect(o).toMatchObject({ numero_commande: i.deliveredNumber, statut: 'livree', client: { email: 'client@example.cd' } }),
    ),
  ],
  [
    'GET',
    (i) => `/api/v1/staff/commandes/${i.delivered}/historique/`,
    undefined,
    [401, 403, 200, 200],
    // An admin sees who by their e-mail; a manager sees a colleague's name (this admin has none), never the e-mail.
    valid(orderHistorySchema, (h, _, role) =>
      expect(h.map((e) => [e.auteur, e.vers])).toContainEqual([
        role === 'admin' ? 'admin@kinboissons.cd' : 'Membre du personnel',
        'livree',
      ]),
    ),
  ],
  [
    'POST',
    (i) => `/api/v1/orders/commandes/${i.pending}/statut/`,
    { statut: 'confirmee' },
    [401, 403, 200, 200],
    valid(staffOrderSchema, (o, i) => expect(o).toMatchObject({ id: i.pending, statut: 'confirmee' })),
  ],
  [
    'POST',
    () => '/api/v1/staff/commandes/',
    {
      source: 'whatsapp',
      nom_complet: 'Maman Chantal Ilunga',
      telephone_livraison: '0897654321',
      adresse_livraison: 'Av. de la Libération, N°8, Salongo, Lemba, Kinshasa',
      mode_paiement: 'paiement_livraison',
      articles: [{ produit: 2, quantite: 2, avec_consigne: true, bouteilles_echangees: 12 }],
    },
    [401, 403, 201, 201],
    valid(orderSchema, (o) => expect(o).toMatchObject({ nom_client: 'Maman Chantal Ilunga', telephone_livraison: '2430897654321' })),
  ],
  [
    'GET',
    () => '/api/v1/staff/clients/?q=0812 345 678',
    undefined,
    [401, 403, 200, 200],
    // The guest's order and the client's account share the number: one customer, with the account.
    valid(staffCustomerListSchema, (list) =>
      expect(list.map((c) => [c.nom, c.compte !== null, c.commandes.length])).toEqual([['Mireille Tshala', true, 2]]),
    ),
  ],
  [
    'GET',
    () => '/api/v1/staff/jour/',
    undefined,
    [401, 403, 200, 200],
    valid(daySummarySchema, (d) => {
      expect(d).toMatchObject({ jour: '2026-11-21', commandes: 2 });
      expect(d.par_source.map((s) => [s.source, s.nombre])).toEqual([
        ['site', 2],
        ['telephone', 0],
        ['whatsapp', 0],
        ['comptoir', 0],
      ]);
    }),
  ],
  [
    'GET',
    () => '/api/v1/staff/produits/?q=primus canette',
    undefined,
    [401, 403, 200, 200],
    valid(staffPageSchema(staffProductSchema), (p) => expect(p.results.map((r) => r.nom)).toEqual(['Primus canette 33 cl'])),
  ],
  [
    'GET',
    () => '/api/v1/staff/catalogue/',
    undefined,
    [401, 403, 200, 200],
    valid(catalogueRefsSchema, (r) => expect(r.categories).toHaveLength(5)),
  ],
  [
    'POST',
    () => '/api/v1/staff/stock/receptions/',
    { articles: [{ produit: 1, quantite: 40 }] },
    [401, 403, 201, 201],
    valid(stockMovementsSchema, ({ mouvements }) =>
      expect(mouvements.map((m) => [m.produit.id, m.type, m.quantite, m.stock_apres - m.stock_avant])).toEqual([[1, 'reception', 40, 40]]),
    ),
  ],
  [
    'POST',
    () => '/api/v1/staff/stock/inventaires/',
    { motif: 'comptage du soir', articles: [{ produit: 1, stock: 7 }] },
    [401, 403, 201, 201],
    valid(stockMovementsSchema, ({ mouvements }) =>
      expect(mouvements.map((m) => [m.produit.id, m.type, m.stock_apres, m.motif])).toEqual([[1, 'inventaire', 7, 'comptage du soir']]),
    ),
  ],
  [
    'GET',
    () => '/api/v1/staff/commandes/nouvelles/?apres=0',
    undefined,
    [401, 403, 200, 200],
    valid(newOrdersSchema, (page, i) => expect(page.commandes.map((o) => o.id)).toContain(i.pending)),
  ],
  [
    'GET',
    () => '/api/v1/staff/push/',
    undefined,
    [401, 403, 200, 200],
    valid(pushKeySchema, (key) => expect(key).toEqual({ cle_publique: null })),
  ],
  [
    'GET',
    () => '/api/v1/staff/produits/1/mouvements/',
    undefined,
    [401, 403, 200, 200],
    valid(stockMovementPageSchema, (page) => expect(page.results.every((m) => m.produit.id === 1)).toBe(true)),
  ],
  [
    'GET',
    () => '/api/v1/staff/exports/commandes/?du=2026-11-21&au=2026-11-21',
    undefined,
    [401, 403, 200, 200],
    (csv) => expect(csv).toMatch(/^Commande;Date;/),
  ],
  ['GET', () => '/api/v1/staff/exports/prix/', undefined, [401, 403, 200, 200], (csv) => expect(csv).toContain('Primus')],
  [
    'POST',
    () => '/api/v1/staff/prix/import/',
    { pas: 'un CSV' },
    [401, 403, 400, 400],
    (body) =>
      expect(body).toEqual({
        detail: exportsMessages.refused,
        fichier: [exportsMessages.notCsv],
      }),
  ],
  [
    'GET',
    () => '/api/v1/staff/journal/?quoi=stock',
    undefined,
    [401, 403, 200, 200],
    valid(journalPageSchema, (page) => expect(page.results.every((e) => e.objet === 'produit' && e.texte.includes('Primus'))).toBe(true)),
  ],
  [
    'GET',
    () => '/api/v1/staff/ventes/',
    undefined,
    [401, 403, 200, 200],
    // The last seven Kinshasa days, the two orders « Aujourd'hui » counts; the one moved to « Livrée » by its status alone has no
    // delivery recorded: no sale.
    valid(salesSchema, (s) => {
      expect(s.periode).toEqual({ du: '2026-11-15', au: '2026-11-21' });
      expect([s.chiffres.commandes_livrees, s.chiffres.commandes_passees, s.par_jour.length]).toEqual([0, 2, 7]);
    }),
  ],
  [
    'POST',
    () => '/api/v1/products/produits/1/photo/',
    'photo',
    [401, 403, 200, 200],
    valid(staffProductSchema, (p) => expect(p.image).toMatch(/\/media\/photos\/[0-9a-f]{24}\.webp$/)),
  ],
  [
    'GET',
    () => '/api/v1/staff/avis/',
    undefined,
    [401, 403, 200, 200],
    valid(staffReviewPageSchema, (p, i) => expect(p.results.map((r) => [r.id, r.approuve])).toEqual([[i.review, false]])),
  ],
  ['DELETE', (i) => `/api/v1/products/avis/${i.review}/`, undefined, [401, 403, 204, 204], (body) => expect(body).toBeNull()],
  [
    'GET',
    () => '/api/v1/contact/messages/',
    undefined,
    [401, 403, 200, 200],
    valid(staffContactMessagePageSchema, (p) =>
      expect(p.results.map((m) => [m.message, m.traite])).toEqual([['Livrez-vous à Kintambo ?', false]]),
    ),
  ],
  [
    'PATCH',
    (i) => `/api/v1/contact/messages/${i.message}/`,
    { traite: true },
    [401, 403, 200, 200],
    (body) => expect(body).toMatchObject({ traite: true, traite_par: expect.stringMatching(/@kinboissons\.cd$/) }),
  ],
  [
    'GET',
    () => '/api/v1/staff/personnel/',
    undefined,
    [401, 403, 403, 200],
    valid(staffAccountListSchema, (list) =>
      expect(list.map((a) => a.email).sort()).toEqual(['admin@kinboissons.cd', 'cible@kinboissons.cd', 'gerant@kinboissons.cd']),
    ),
  ],
  [
    'POST',
    () => '/api/v1/staff/personnel/',
    { email: 'nadia@kinboissons.cd', first_name: 'Nadia', password: 'livraison-2026' },
    [401, 403, 403, 201],
    valid(staffAccountSchema, (a) => expect(a).toMatchObject({ email: 'nadia@kinboissons.cd', role: 'manager', is_active: true })),
  ],
  [
    'PATCH',
    (i) => `/api/v1/staff/personnel/${i.target}/`,
    { is_active: false },
    [401, 403, 403, 200],
    valid(staffAccountSchema, (a, i) => expect(a).toMatchObject({ id: i.target, is_active: false })),
  ],
  [
    'GET',
    () => '/api/v1/staff/publication/',
    undefined,
    [401, 403, 200, 200],
    valid(publicationSchema, (p) => expect(p).toMatchObject({ etat: 'en_ligne', version: 'R2', version_precedente: 'R1' })),
  ],
  [
    'POST',
    () => '/api/v1/staff/publication/retour/',
    undefined,
    [401, 403, 200, 200],
    valid(publicationSchema, (p) => expect(p.etat).toBe('en_ligne')),
  ],
];

// Each case builds a fresh shop per caller (four or five), several seconds on a busy machine or on PostgreSQL.
describe('access matrix of the staff endpoints (anonymous, client, manager, admin): statuses and contents', { timeout: 30_000 }, () => {
  it.each(
    staffMatrix.map(
      ([method, path, ...rest]) =>
        [
          `${method} ${path({ delivered: 'D', pending: 'P', review: 'R', message: 'M', target: 'T' } as never)}`,
          method,
          path,
          ...rest,
        ] as const,
    ),
  )('%s', async (_label, method, path, body, statuses, success) => {
    for (const [index, role] of staffWho.entries()) {
      const { shop, mediaDir, photo, tokens, ids } = await staffFixture();
      try {
        let res: Response;
        if (body === 'photo') {
          const form = new FormData();
          form.append('photo', new Blob([photo]), 'photo.png');
          const headers: Record<string, string> = tokens[role] ? { authorization: `Token ${tokens[role]}` } : {};
          res = await shop.app.request(`http://shop.test${path(ids)}`, { method, headers, body: form });
        } else {
          res = await shop.call(method, path(ids), { token: tokens[role], json: body });
        }
        expect({ role, status: res.status }).toEqual({ role, status: statuses[index] });
        const text = await res.text();
        // An export is CSV, read as text; every other answer is JSON.
        const csv = res.headers.get('content-type')?.startsWith('text/csv') === true;
        const answer: unknown = csv ? text : text ? JSON.parse(text) : null;
        if (res.status === 401) expect(answer).toEqual(anonymous);
        else if (res.status === 403) expect(answer).toEqual(denied);
        else success(answer, ids, role);
      } finally {
        rmSync(mediaDir, { recursive: true, force: true });
      }
    }
  });
});

/** Ids in a list answer (a DRF page, a plain list, or a cart's articles). */
function idsIn(answer: unknown): number[] {
  const body = answer as { results?: { id: number }[]; articles?: { id: number }[] } | { id: number }[] | null;
  if (Array.isArray(body)) return body.map((item) => item.id);
  return (body?.results ?? body?.articles ?? []).map((item) => item.id);
}

describe('list endpoints: what each caller sees, not only the status', () => {
  type Notification = NotificationBody & { importante: boolean };
  /** A's own items, to compare the answers with: its notifications as A reads them in full. */
  type Own = Ids & { notifications: Notification[] };
  const all = (list: Notification[]) => list.map((n) => n.id);
  // [path, ids each caller must see: anonymous, A, B, staff]; null: refused with 401.
  const lists: [string, (own: Own) => (number[] | null)[]][] = [
    ['/api/v1/products/avis/', (o) => [null, [o.review], [], [o.review]]],
    ['/api/v1/orders/commandes/', (o) => [null, [o.pending, o.order], [], []]],
    ['/api/v1/cart/paniers/mon_panier/', (o) => [null, [o.article], [], []]],
    ['/api/v1/notifications/', (o) => [null, all(o.notifications), [], []]],
    ['/api/v1/notifications/non_lues/', (o) => [null, all(o.notifications.filter((n) => !n.lue)), [], []]],
    ['/api/v1/notifications/importantes/', (o) => [null, all(o.notifications.filter((n) => n.importante)), [], []]],
    [
      '/api/v1/notifications/par_type/?type=commande_livree',
      (o) => [null, all(o.notifications.filter((n) => n.type === 'commande_livree')), [], []],
    ],
  ];

  it.each(lists)('%s', async (path, expectedOf) => {
    const { shop, tokens, ids } = await fixture();
    const notifications = (await json<Page<Notification>>(await shop.call('GET', '/api/v1/notifications/', { token: tokens.userA })))
      .results;
    expect(notifications.some((n) => n.type === 'commande_livree')).toBe(true);
    const expected = expectedOf({ ...ids, notifications });
    for (const [index, role] of who.entries()) {
      const res = await shop.call('GET', path, { token: tokens[role] });
      const want = expected[index];
      if (want === null || want === undefined) {
        expect({ role, status: res.status }).toEqual({ role, status: 401 });
        continue;
      }
      expect({ role, status: res.status }).toEqual({ role, status: 200 });
      expect({ role, ids: idsIn(await res.json()).sort() }).toEqual({ role, ids: [...want].sort() });
    }
  });
});

/** Two riders made from « Personnel », each with an order of his round on its way; a client; a manager. */
async function roundsFixture() {
  const { shop, mediaDir, tokens, ids } = await staffFixture();
  const { admin = '', manager = '' } = tokens;
  const riders: Record<'riderA' | 'riderB', { id: number; token: string; order: number }> = {} as never;
  for (const [who, email] of [
    ['riderA', 'didier@kinboissons.cd'],
    ['riderB', 'eric@kinboissons.cd'],
  ] as const) {
    const made = await shop.rider(admin, email, who);
    const placed = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 3 }]) }),
    );
    await moveOrder(shop, manager, placed.id, ...TO_READY);
    const res = await shop.call('POST', '/api/v1/staff/tournees/', {
      token: tokens.manager,
      json: { livreur: made.id, commandes: [placed.id] },
    });
    expect(res.status).toBe(201);
    riders[who] = { id: made.id, token: made.token, order: placed.id };
  }
  return { shop, mediaDir, tokens, ids, riders };
}

type RoundWho = 'anonymous' | 'client' | 'riderA' | 'riderB' | 'manager';
const roundWho: RoundWho[] = ['anonymous', 'client', 'riderA', 'riderB', 'manager'];
type RoundIds = { orderA: number; orderB: number; riderA: number };
const delivered = { resultat: 'livree', especes: '1000', vides: [] };

// [method, path, body, statuses for anonymous, client, rider A, rider B, manager]
const roundsMatrix: [string, (i: RoundIds) => string, unknown, [number, number, number, number, number]][] = [
  ['GET', () => '/api/v1/livreur/tournee/', undefined, [401, 403, 200, 200, 403]],
  // Rider A's stop: his own to record; rider B's is « not found » to him, as if it did not exist.
  ['POST', (i) => `/api/v1/livreur/commandes/${i.orderA}/livraison/`, delivered, [401, 403, 201, 404, 403]],
  ['POST', (i) => `/api/v1/livreur/commandes/${i.orderB}/livraison/`, delivered, [401, 403, 404, 201, 403]],
  ['GET', () => '/api/v1/staff/livreurs/', undefined, [401, 403, 403, 403, 200]],
  ['POST', () => '/api/v1/staff/tournees/', { livreur: 1, commandes: [1] }, [401, 403, 403, 403, 400]],
  ['GET', () => '/api/v1/staff/tournees/', undefined, [401, 403, 403, 403, 200]],
  ['POST', (i) => `/api/v1/staff/commandes/${i.orderA}/livraison/`, delivered, [401, 403, 403, 403, 201]],
  [
    'POST',
    (i) => `/api/v1/staff/commandes/${i.orderA}/livraison/correction/`,
    { livraison: delivered, motif_correction: 'erreur' },
    [401, 403, 403, 403, 409],
  ],
  ['GET', () => '/api/v1/staff/caisses/', undefined, [401, 403, 403, 403, 200]],
  ['POST', () => '/api/v1/staff/caisses/', { livreur: 0, jour: '2026-11-21', remis: '0' }, [401, 403, 403, 403, 400]],
  ['GET', () => '/api/v1/staff/vides/', undefined, [401, 403, 403, 403, 200]],
  ['GET', () => '/api/v1/accounts/vides/', undefined, [401, 200, 200, 200, 200]],
];

// Five fresh shops per case (one per caller), as above.
describe('riders: their own round, nothing else of gestion; a client reaches none of it', { timeout: 30_000 }, () => {
  it.each(
    roundsMatrix.map(
      ([method, path, ...rest]) =>
        [`${method} ${path({ orderA: 'A', orderB: 'B', riderA: 'R' } as never)}`, method, path, ...rest] as const,
    ),
  )('%s', async (_label, method, path, body, statuses) => {
    for (const [index, role] of roundWho.entries()) {
      const { shop, mediaDir, tokens, riders } = await roundsFixture();
      try {
        const token = role === 'riderA' || role === 'riderB' ? riders[role].token : tokens[role];
        const res = await shop.call(method, path({ orderA: riders.riderA.order, orderB: riders.riderB.order, riderA: riders.riderA.id }), {
          token,
          json: body,
        });
        expect({ role, status: res.status }).toEqual({ role, status: statuses[index] });
        const answer: unknown = await res.json();
        if (res.status === 403) expect(answer).toEqual(denied);
        if (method === 'GET' && path({} as never) === '/api/v1/livreur/tournee/' && res.status === 200) {
          const own = role === 'riderA' ? riders.riderA.order : riders.riderB.order;
          expect((answer as { commandes: { id: number }[] }).commandes.map((o) => o.id)).toEqual([own]);
        }
      } finally {
        rmSync(mediaDir, { recursive: true, force: true });
      }
    }
  });

  it('a rider gets what a client gets on every staff endpoint', async () => {
    const { shop, mediaDir, ids, riders } = await roundsFixture();
    try {
      for (const [method, path, body, statuses] of staffMatrix) {
        const res = await shop.call(method, path(ids), { token: riders.riderA.token, json: body === 'photo' ? undefined : body });
        expect({ path: `${method} ${path(ids)}`, status: res.status }).toEqual({ path: `${method} ${path(ids)}`, status: statuses[1] });
      }
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
