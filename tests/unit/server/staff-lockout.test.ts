import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from '../../../src/contract/account.ts';
import { staffAccountSchema } from '../../../src/contract/staff-accounts.ts';
import { conforming, json, makeShop } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;

const MANAGER = 'gerant@kinboissons.cd';
const RIGHT = 'operateur-secret';
const GUARDED =
  "Ce compte a reçu trop de mots de passe erronés : par sécurité, le mot de passe seul ne suffit plus pour l'instant. Si celui que vous avez saisi est le bon, un lien de connexion à usage unique vient d'être envoyé à l'adresse e-mail du compte.";

/** A login sent from `address` (the socket's peer the throttles read). */
const loginFrom = (shop: Shop, address: string, username: string, password: string) =>
  shop.app.request(
    'http://shop.test/api/v1/token-auth/',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) },
    { incoming: { socket: { remoteAddress: address } } },
  );

/** A spread guessing campaign: `count` wrong passwords for `account`, each from an address of its own. */
async function campaign(shop: Shop, account: string, count = 50) {
  for (let i = 0; i < count; i++) {
    expect((await loginFrom(shop, `10.1.${Math.floor(i / 250)}.${i % 250}`, account, `essai-${i}`)).status).toBe(400);
  }
}

const mails = (shop: Shop, kind: string) =>
  shop.query<{ destinataire: string; corps: string }>('SELECT destinataire, corps FROM outbox WHERE kind = ? ORDER BY id', kind);

/** The last login link mailed: the login page's address (with where it leads after) and the secret in its fragment. */
async function mailedLoginLink(shop: Shop): Promise<{ page: string; secret: string }> {
  const body = (await mails(shop, 'login-link')).at(-1)?.corps ?? '';
  const [, page = '', secret = ''] = /(\/connexion\.html[^#\s]*)#connexion=([0-9a-f]+)/.exec(body) ?? [];
  if (!secret) throw new Error(`Aucun lien dans : ${body}`);
  return { page, secret };
}
const mailedLoginSecret = async (shop: Shop) => (await mailedLoginLink(shop)).secret;

const useLink = (shop: Shop, token: string) => shop.call('POST', '/api/v1/accounts/lien-connexion/', { json: { token } });

describe('fifty wrong passwords from everywhere never lock the owner out', () => {
  it('the right password, from a new address, gets a one-time login link mailed to the account; the link signs in once', async () => {
    const shop = makeShop();
    await shop.staff(MANAGER, 'manager');
    await campaign(shop, MANAGER);
    const right = await loginFrom(shop, '197.157.0.4', MANAGER, RIGHT);
    expect(right.status).toBe(400);
    expect(await right.json()).toEqual({ non_field_errors: [GUARDED] });
    expect((await mails(shop, 'login-link')).map((m) => m.destinataire)).toEqual([MANAGER]);
    // A staff member's link leads to gestion once signed in.
    expect((await mailedLoginLink(shop)).page).toBe('/connexion.html?next=%2Fgestion%2F');
    const signedIn = await conforming(await useLink(shop, await mailedLoginSecret(shop)), loginResponseSchema);
    expect((await shop.call('GET', '/api/v1/accounts/me/', { token: signedIn.token })).status).toBe(200);
    expect((await useLink(shop, await mailedLoginSecret(shop))).status).toBe(400);
    // The owner is in: the campaign's count is forgotten, the password alone works again.
    expect((await loginFrom(shop, '197.157.0.4', MANAGER, RIGHT)).status).toBe(200);
  });

  it("a customer's link leads back to the login page's usual way on (the shop's home)", async () => {
    const shop = makeShop();
    await shop.register('client@example.cd');
    await campaign(shop, 'client@example.cd');
    expect((await loginFrom(shop, '197.157.0.4', 'client@example.cd', 'motdepasse1')).status).toBe(400);
    expect((await mailedLoginLink(shop)).page).toBe('/connexion.html');
  });

  it('past the count a wrong password gets the same answer as the right one, and mails nothing', async () => {
    const shop = makeShop();
    await shop.staff(MANAGER, 'manager');
    await campaign(shop, MANAGER);
    const wrong = await loginFrom(shop, '41.243.0.9', MANAGER, 'encore-un-essai');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ non_field_errors: [GUARDED] });
    expect(await mails(shop, 'login-link')).toEqual([]);
  });

  it('a link is mailed once in ten minutes however often the right password comes, and dies with an e-mail change', async () => {
    const shop = makeShop();
    await shop.staff(MANAGER, 'manager');
    await campaign(shop, MANAGER);
    for (let i = 0; i < 3; i++) await loginFrom(shop, '197.157.0.4', MANAGER, RIGHT);
    expect(await mails(shop, 'login-link')).toHaveLength(1);
    const secret = await mailedLoginSecret(shop);
    await shop.query("UPDATE users SET email = 'autre@kinboissons.cd', username = 'autre@kinboissons.cd' WHERE email = ?", MANAGER);
    expect(await json(await useLink(shop, secret))).toEqual({
      detail:
        "Ce lien de connexion n'est plus valable : il a déjà servi, il a expiré, ou l'adresse e-mail du compte a changé. Connectez-vous de nouveau pour en recevoir un autre.",
    });
  });

  it('the admins are told once when a staff account passes the count; a customer account tells nobody', async () => {
    const shop = makeShop();
    await shop.staff('admin@kinboissons.cd');
    await shop.staff('admin2@kinboissons.cd');
    await shop.staff(MANAGER, 'manager');
    await shop.register('client@example.cd');
    await campaign(shop, MANAGER, 60);
    await campaign(shop, 'client@example.cd');
    const alerts = await mails(shop, 'staff-attack');
    expect(alerts.map((m) => m.destinataire).sort()).toEqual(['admin2@kinboissons.cd', 'admin@kinboissons.cd']);
    expect(alerts[0]?.corps).toContain(`Le compte du personnel ${MANAGER} a reçu 50 mots de passe erronés en moins d'une heure`);
  });

  it('a completed password reset forgets the count: the new password signs in at once', async () => {
    const shop = makeShop({ dev: true });
    await shop.staff(MANAGER, 'manager');
    await campaign(shop, MANAGER);
    const requested = await json<{ debug_info: { reset_url: string } }>(
      await shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: MANAGER } }),
    );
    const [, , uid = '', token = ''] = requested.debug_info.reset_url.split('/');
    const reset = await shop.call('POST', '/api/v1/accounts/password-reset/confirm/', {
      json: { uid, token, new_password: 'nouveau-secret-1' },
    });
    expect(reset.status).toBe(200);
    expect((await loginFrom(shop, '197.157.0.4', MANAGER, 'nouveau-secret-1')).status).toBe(200);
  });

  it("an admin's new password lets a manager in at once, the old one and the manager's sessions end, without a mail server; journaled, refused to a manager", async () => {
    const shop = makeShop();
    const admin = await shop.staff('admin@kinboissons.cd');
    const manager = await shop.staff(MANAGER, 'manager');
    const id = (await shop.query<{ id: number }>('SELECT id FROM users WHERE email = ?', MANAGER))[0]?.id;
    await campaign(shop, MANAGER);
    const byManager = await shop.call('POST', `/api/v1/staff/personnel/${id}/mot-de-passe/`, {
      token: manager,
      json: { password: 'donne-par-admin' },
    });
    expect(byManager.status).toBe(403);
    const res = await shop.call('POST', `/api/v1/staff/personnel/${id}/mot-de-passe/`, {
      token: admin,
      json: { password: 'donne-par-admin' },
    });
    expect(await conforming(res, staffAccountSchema)).toMatchObject({ email: MANAGER, is_active: true });
    expect((await shop.call('GET', '/api/v1/accounts/me/', { token: manager })).status).toBe(401);
    expect((await loginFrom(shop, '197.157.0.4', MANAGER, 'donne-par-admin')).status).toBe(200);
    expect((await loginFrom(shop, '197.157.0.5', MANAGER, RIGHT)).status).toBe(400);
    // No mail server, no mail at all: the new password is the admin's to hand over.
    expect(await mails(shop, 'reset')).toEqual([]);
    expect(await shop.query("SELECT action, details FROM journal WHERE action = 'mot_de_passe'")).toEqual([
      { action: 'mot_de_passe', details: JSON.stringify({ email: MANAGER }) },
    ]);
    const own = await shop.call(
      'POST',
      `/api/v1/staff/personnel/${(await shop.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@kinboissons.cd'"))[0]?.id}/mot-de-passe/`,
      {
        token: admin,
        json: { password: 'le-mien-1234' },
      },
    );
    expect(own.status).toBe(400);
  });

  it('the tries of one address on one account stay bounded: five wrong, then a wait', async () => {
    const shop = makeShop();
    await shop.staff(MANAGER, 'manager');
    for (let i = 0; i < 5; i++) expect((await loginFrom(shop, '41.243.0.9', MANAGER, `essai-${i}`)).status).toBe(400);
    expect((await loginFrom(shop, '41.243.0.9', MANAGER, 'essai-6')).status).toBe(429);
  });
});
