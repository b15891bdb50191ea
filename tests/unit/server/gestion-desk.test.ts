import { describe, expect, it } from 'vitest';
import { staffAccountListSchema, staffAccountSchema } from '../../../src/contract/staff-accounts.ts';
import { publicationSchema } from '../../../src/contract/staff-catalogue.ts';
import { staffContactMessagePageSchema, staffReviewPageSchema } from '../../../src/contract/staff-desk.ts';
import type { PublicationState } from '../../../src/server/http/env.ts';
import {
  conforming,
  type DetailBody,
  guestOrder,
  json,
  makeShop,
  moveOrder,
  type OrderBody,
  type ProductBody,
  TO_READY,
} from './helpers.ts';

async function delivered(shop: ReturnType<typeof makeShop>, staff: string, email: string, produit: number) {
  const token = await shop.register(email);
  const order = await json<OrderBody>(await shop.call('POST', '/api/v1/orders/commandes/', { token, json: guestOrder([{ produit }]) }));
  await moveOrder(shop, staff, order.id, ...TO_READY, 'en_livraison', 'livree');
  return token;
}

const review = (shop: ReturnType<typeof makeShop>, token: string, produit: number, note: number) =>
  shop.call('POST', `/api/v1/products/produits/${produit}/ajouter_avis/`, { token, json: { produit, note, commentaire: `Note ${note}` } });

describe('review moderation', () => {
  it('lists pending reviews first; approving or rejecting one publishes the rating again', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const a = await delivered(shop, manager, 'a@example.cd', 1);
    const b = await delivered(shop, manager, 'b@example.cd', 1);
    const first = await json<{ id: number }>(await review(shop, a, 1, 5));
    const second = await json<{ id: number }>(await review(shop, b, 1, 2));
    shop.changes.count = 0;
    const approve = await shop.call('PATCH', `/api/v1/products/avis/${first.id}/`, { token: manager, json: { approuve: true } });
    expect(approve.status).toBe(200);
    expect(shop.changes.count).toBe(1);
    const list = await conforming(await shop.call('GET', '/api/v1/staff/avis/', { token: manager }), staffReviewPageSchema);
    expect(list.results.map((r) => [r.id, r.approuve, r.produit_nom])).toEqual([
      [second.id, false, 'Primus 72 cl'],
      [first.id, true, 'Primus 72 cl'],
    ]);
    const pending = await conforming(
      await shop.call('GET', '/api/v1/staff/avis/?statut=en_attente', { token: manager }),
      staffReviewPageSchema,
    );
    expect(pending.results.map((r) => r.id)).toEqual([second.id]);
    expect(await json<ProductBody>(await shop.call('GET', '/api/v1/products/produits/1/'))).toMatchObject({
      note_moyenne: '5.00',
      nombre_avis: 1,
    });

    // Rejecting deletes the review: its author sees « Laisser un avis » again and may write another.
    const reject = await shop.call('DELETE', `/api/v1/products/avis/${second.id}/`, { token: manager });
    expect(reject.status).toBe(204);
    expect(shop.changes.count).toBe(1);
    expect((await review(shop, b, 1, 4)).status).toBe(201);
    const rejectApproved = await shop.call('DELETE', `/api/v1/products/avis/${first.id}/`, { token: manager });
    expect(rejectApproved.status).toBe(204);
    expect(shop.changes.count).toBe(2);
    expect(await json<ProductBody>(await shop.call('GET', '/api/v1/products/produits/1/'))).toMatchObject({
      note_moyenne: null,
      nombre_avis: 0,
    });
    expect((await shop.call('DELETE', `/api/v1/products/avis/${first.id}/`, { token: a })).status).toBe(403);
    const actions = (await shop.query("SELECT action FROM journal WHERE objet = 'avis' ORDER BY id")) as { action: string }[];
    expect(actions.map((r) => r.action)).toEqual(['approbation', 'rejet', 'rejet']);
  });
});

describe('support messages', () => {
  it('are marked handled (who, when) and filtered on it', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    for (const message of ['Livrez-vous à Kintambo ?', 'Et à Limete ?']) {
      await shop.call('POST', '/api/v1/contact/message/', { json: { name: 'Patrick', email: 'p@example.cd', message } });
    }
    const all = await conforming(await shop.call('GET', '/api/v1/contact/messages/', { token: manager }), staffContactMessagePageSchema);
    expect(all.results.map((m) => [m.message, m.traite])).toEqual([
      ['Et à Limete ?', false],
      ['Livrez-vous à Kintambo ?', false],
    ]);
    const done = await shop.call('PATCH', `/api/v1/contact/messages/${all.results[1]!.id}/`, { token: manager, json: { traite: true } });
    expect(await json(done)).toMatchObject({ traite: true, traite_le: '2026-11-21T10:00:00.000Z', traite_par: 'gerant@kinboissons.cd' });
    const waiting = await conforming(
      await shop.call('GET', '/api/v1/contact/messages/?traite=0', { token: manager }),
      staffContactMessagePageSchema,
    );
    expect(waiting.results.map((m) => m.message)).toEqual(['Et à Limete ?']);
    const bad = await shop.call('PATCH', `/api/v1/contact/messages/${all.results[1]!.id}/`, { token: manager, json: { traite: 'oui' } });
    expect(await bad.json()).toEqual({ traite: ['Indiquez si le message est traité (vrai ou faux).'] });
    expect((await shop.call('PATCH', '/api/v1/contact/messages/999/', { token: manager, json: { traite: true } })).status).toBe(404);
  });
});

describe("a colleague's e-mail is an admin's to see", () => {
  it('a manager reads who handled a message and which staff account an e-mail was for by name; an admin by e-mail', async () => {
    const shop = makeShop({ dev: true, mail: { siteUrl: 'http://shop.test' } });
    const admin = await shop.staff('admin@kinboissons.cd');
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await shop.query("UPDATE users SET first_name = 'Aline', last_name = 'Kabongo' WHERE email = 'admin@kinboissons.cd'");
    await shop.call('POST', '/api/v1/contact/message/', {
      json: { name: 'Patrick', email: 'p@example.cd', message: 'Livrez-vous à Limete ?' },
    });
    const [message] = (
      await conforming(await shop.call('GET', '/api/v1/contact/messages/', { token: admin }), staffContactMessagePageSchema)
    ).results;
    await shop.call('PATCH', `/api/v1/contact/messages/${message?.id}/`, { token: admin, json: { traite: true } });
    // Two e-mails that did not leave: the admin's reset link, and a customer's confirmation.
    await shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: 'admin@kinboissons.cd' } });
    await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 3 }], { email: 'client@example.cd' }) });
    await shop.query("UPDATE outbox SET statut = 'failed'");
    const read = async (token: string) => ({
      handledBy: (
        await conforming(await shop.call('GET', '/api/v1/contact/messages/', { token }), staffContactMessagePageSchema)
      ).results.map((m) => m.traite_par),
      recipients: (
        await json<{ results: { destinataire: string }[] }>(await shop.call('GET', '/api/v1/staff/outbox/?statut=failed', { token }))
      ).results
        .map((m) => m.destinataire)
        .sort(),
    });
    expect(await read(manager)).toEqual({ handledBy: ['Aline Kabongo'], recipients: ['Aline Kabongo', 'client@example.cd'] });
    expect(await read(admin)).toEqual({ handledBy: ['admin@kinboissons.cd'], recipients: ['admin@kinboissons.cd', 'client@example.cd'] });
  });
});

describe('staff accounts', () => {
  it('an admin creates a manager and deactivates it: its sessions stop at once, its login is refused', async () => {
    const shop = makeShop();
    const admin = await shop.staff();
    const created = await shop.call('POST', '/api/v1/staff/personnel/', {
      token: admin,
      json: { email: 'nadia@kinboissons.cd', first_name: 'Nadia', password: 'livraison-2026' },
    });
    expect(created.status).toBe(201);
    const account = await conforming(created, staffAccountSchema);
    expect(account).toMatchObject({ role: 'manager', is_active: true, derniere_activite: null });
    const login = await json<{ token: string }>(
      await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'nadia@kinboissons.cd', password: 'livraison-2026' } }),
    );
    expect((await shop.call('GET', '/api/v1/staff/commandes/', { token: login.token })).status).toBe(200);
    expect((await shop.call('GET', '/api/v1/staff/personnel/', { token: login.token })).status).toBe(403);
    const listed = await conforming(await shop.call('GET', '/api/v1/staff/personnel/', { token: admin }), staffAccountListSchema);
    expect(listed.map((a) => [a.email, a.role, a.derniere_activite !== null])).toEqual([
      ['admin@kinboissons.cd', 'admin', true],
      ['nadia@kinboissons.cd', 'manager', true],
    ]);
    const off = await shop.call('PATCH', `/api/v1/staff/personnel/${account.id}/`, { token: admin, json: { is_active: false } });
    expect(await json(off)).toMatchObject({ is_active: false });
    expect(await json<DetailBody>(await shop.call('GET', '/api/v1/staff/commandes/', { token: login.token }))).toEqual({
      detail: 'Token invalide.',
    });
    const again = await shop.call('POST', '/api/v1/token-auth/', {
      json: { username: 'nadia@kinboissons.cd', password: 'livraison-2026' },
    });
    expect(again.status).toBe(400);
    const duplicate = await shop.call('POST', '/api/v1/staff/personnel/', {
      token: admin,
      json: { email: 'nadia@kinboissons.cd', first_name: 'Nadia', password: 'livraison-2026' },
    });
    expect(await duplicate.json()).toEqual({ email: ['Un utilisateur avec cette adresse e-mail existe déjà.'] });
    const adminId = listed[0]!.id;
    const self = await shop.call('PATCH', `/api/v1/staff/personnel/${adminId}/`, { token: admin, json: { is_active: false } });
    expect(await json<DetailBody>(self)).toEqual({ detail: 'Vous ne pouvez pas désactiver votre propre compte.' });
    const client = await shop.register('client@example.cd');
    const clientId = (await json<{ id: number }>(await shop.call('GET', '/api/v1/accounts/me/', { token: client }))).id;
    expect((await shop.call('PATCH', `/api/v1/staff/personnel/${clientId}/`, { token: admin, json: { is_active: false } })).status).toBe(
      404,
    );
    const short = await shop.call('POST', '/api/v1/staff/personnel/', {
      token: admin,
      json: { email: 'x@kinboissons.cd', first_name: 'X', password: 'court' },
    });
    expect(await short.json()).toEqual({ password: ['Le mot de passe doit contenir au moins 8 caractères.'] });
  });

  it('ends a staff session after a day without a request, a customer’s only after thirty days', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const client = await shop.register('client@example.cd');
    const start = shop.clock.now.getTime();
    const at = (hours: number) => {
      shop.clock.now = new Date(start + hours * 3_600_000);
    };
    at(23);
    expect((await shop.call('GET', '/api/v1/staff/jour/', { token: manager })).status).toBe(200);
    at(46);
    expect((await shop.call('GET', '/api/v1/staff/jour/', { token: manager })).status).toBe(200);
    at(70.5);
    const expired = await shop.call('GET', '/api/v1/staff/jour/', { token: manager });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ detail: 'Votre session a expiré après un jour sans activité : reconnectez-vous.' });
    expect((await shop.call('GET', '/api/v1/staff/jour/', { token: manager })).status).toBe(401);
    at(24 * 29);
    expect((await shop.call('GET', '/api/v1/accounts/me/', { token: client })).status).toBe(200);
  });
});

describe('publication', () => {
  it('alone (npm run api) the API says there is no publication', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const res = await shop.call('GET', '/api/v1/staff/publication/', { token: manager });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Aucune publication : cette API tourne seule (npm run api), sans site à publier.' });
  });

  it("reads the serving process's state and rolls back, journaled", async () => {
    let state: PublicationState = {
      running: false,
      waiting: false,
      whole: false,
      current: '20261121T100000Z-000',
      liveSince: '2026-11-21T10:01:00.000Z',
      lastError: null,
      previous: '20261121T090000Z-000',
      waitingChanges: 0,
      waitingSince: null,
    };
    const shop = makeShop({
      publication: {
        state: async () => state,
        rollback: async () => {
          state = { ...state, current: state.previous, previous: null };
        },
      },
    });
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const read = async () => conforming(await shop.call('GET', '/api/v1/staff/publication/', { token: manager }), publicationSchema);
    expect(await read()).toEqual({
      etat: 'en_ligne',
      version: '20261121T100000Z-000',
      en_ligne_depuis: '2026-11-21T10:01:00.000Z',
      en_attente: false,
      site_entier: false,
      erreur: null,
      version_precedente: '20261121T090000Z-000',
      modifications_en_attente: 0,
      en_attente_depuis: null,
    });
    state = { ...state, running: true, waiting: true, whole: true, waitingChanges: 3, waitingSince: '2026-11-21T10:02:00.000Z' };
    expect(await read()).toMatchObject({
      etat: 'en_cours',
      en_attente: true,
      site_entier: true,
      modifications_en_attente: 3,
      en_attente_depuis: '2026-11-21T10:02:00.000Z',
    });
    state = { ...state, running: false, waiting: false, lastError: 'astro build a échoué' };
    expect(await read()).toMatchObject({ etat: 'echec', erreur: 'astro build a échoué' });
    const back = await shop.call('POST', '/api/v1/staff/publication/retour/', { token: manager });
    expect(await conforming(back, publicationSchema)).toMatchObject({ version: '20261121T090000Z-000', version_precedente: null });
    const none = await shop.call('POST', '/api/v1/staff/publication/retour/', { token: manager });
    expect(await json<DetailBody>(none)).toEqual({ detail: "Il n'y a pas de version précédente du site." });
    const lines = await shop.query("SELECT auteur, action, details FROM journal WHERE objet = 'publication'");
    expect(lines).toEqual([
      {
        auteur: 'gerant@kinboissons.cd',
        action: 'retour_arriere',
        details: JSON.stringify({ de: '20261121T100000Z-000', vers: '20261121T090000Z-000' }),
      },
    ]);
  });
});

describe('a staff login', () => {
  it('left unused for a day has expired too', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    shop.clock.now = new Date(shop.clock.now.getTime() + 25 * 3_600_000);
    expect((await shop.call('GET', '/api/v1/staff/jour/', { token: manager })).status).toBe(401);
  });
});
