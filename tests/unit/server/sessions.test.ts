import { describe, expect, it } from 'vitest';
import { makeShop } from './helpers.ts';

const DAY = 24 * 3_600_000;
const me = (shop: ReturnType<typeof makeShop>, token: string) => shop.call('GET', '/api/v1/accounts/me/', { token });

describe('an API token ends with its session', () => {
  it('logout revokes the token it is called with, and only that one', async () => {
    const shop = makeShop();
    const phone = await shop.register('jean@example.cd');
    const laptop = (
      (await (
        await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password: 'motdepasse1' } })
      ).json()) as { token: string }
    ).token;
    const out = await shop.call('POST', '/api/v1/accounts/logout/', { token: phone });
    expect(out.status).toBe(204);
    const after = await me(shop, phone);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ detail: 'Token invalide.' });
    expect((await me(shop, laptop)).status).toBe(200);
    expect((await shop.call('POST', '/api/v1/accounts/logout/')).status).toBe(401);
  });

  it('a token unused for 30 days answers 401; one used meanwhile lives on', async () => {
    const shop = makeShop();
    const idle = await shop.register('jean@example.cd');
    const active = await shop.register('marie@example.cd');
    for (let day = 1; day <= 6; day++) {
      shop.clock.now = new Date(shop.clock.now.getTime() + 6 * DAY);
      expect((await me(shop, active)).status).toBe(200);
    }
    expect((await me(shop, idle)).status).toBe(401);
    expect((await shop.query('SELECT COUNT(*) AS n FROM auth_tokens'))[0]).toEqual({ n: 1 });
  });

  it('a token 29 days idle still works', async () => {
    const shop = makeShop();
    const token = await shop.register('jean@example.cd');
    shop.clock.now = new Date(shop.clock.now.getTime() + 29 * DAY);
    expect((await me(shop, token)).status).toBe(200);
  });
});

describe('staff sessions end, and can be ended', () => {
  const HOUR = 3_600_000;
  const staffId = async (shop: ReturnType<typeof makeShop>, email: string) =>
    (await shop.query<{ id: number }>('SELECT id FROM users WHERE email = ?', email))[0]?.id;

  it('a staff token used every day ends a week after its login, and says so', async () => {
    const shop = makeShop();
    const token = await shop.staff('gerant@kinboissons.cd', 'manager');
    for (let day = 1; day <= 7; day++) {
      shop.clock.now = new Date(shop.clock.now.getTime() + DAY - HOUR);
      expect((await me(shop, token)).status).toBe(200);
    }
    shop.clock.now = new Date(shop.clock.now.getTime() + 8 * HOUR);
    const ended = await me(shop, token);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ detail: 'Votre session a expiré une semaine après votre connexion : reconnectez-vous.' });
  });

  it("a rider's session ends as the staff's do: after a day idle, and a week after its login, saying which", async () => {
    const shop = makeShop();
    const admin = await shop.staff();
    const idle = await shop.rider(admin, 'didier@kinboissons.cd');
    const busy = await shop.rider(admin, 'eric@kinboissons.cd', 'Eric');
    const round = () => shop.call('GET', '/api/v1/livreur/tournee/', { token: busy.token });
    for (let day = 1; day <= 7; day++) {
      shop.clock.now = new Date(shop.clock.now.getTime() + DAY - HOUR);
      expect((await round()).status).toBe(200);
    }
    const idleEnded = await me(shop, idle.token);
    expect(idleEnded.status).toBe(401);
    expect(await idleEnded.json()).toEqual({ detail: 'Votre session a expiré après un jour sans activité : reconnectez-vous.' });
    shop.clock.now = new Date(shop.clock.now.getTime() + 8 * HOUR);
    const busyEnded = await round();
    expect(busyEnded.status).toBe(401);
    expect(await busyEnded.json()).toEqual({ detail: 'Votre session a expiré une semaine après votre connexion : reconnectez-vous.' });
  });

  it('« Déconnecter partout » ends every session of the account, the one it is called with too', async () => {
    const shop = makeShop();
    const phone = await shop.staff('gerant@kinboissons.cd', 'manager');
    const login = await shop.call('POST', '/api/v1/token-auth/', {
      json: { username: 'gerant@kinboissons.cd', password: 'operateur-secret' },
    });
    const lost = ((await login.json()) as { token: string }).token;
    const colleague = await shop.staff('autre@kinboissons.cd', 'manager');
    const out = await shop.call('POST', '/api/v1/accounts/deconnexion-partout/', { token: phone });
    expect(out.status).toBe(204);
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
    for (const token of [phone, lost]) expect((await me(shop, token)).status).toBe(401);
    expect((await me(shop, colleague)).status).toBe(200);
  });

  it("an admin ends another staff member's sessions (a lost phone), journaled; a manager cannot", async () => {
    const shop = makeShop();
    const admin = await shop.staff('admin@kinboissons.cd');
    const otherAdmin = await shop.staff('admin2@kinboissons.cd');
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const id = await staffId(shop, 'admin2@kinboissons.cd');
    expect((await shop.call('POST', `/api/v1/staff/personnel/${id}/deconnexion/`, { token: manager })).status).toBe(403);
    expect((await me(shop, otherAdmin)).status).toBe(200);
    const ended = await shop.call('POST', `/api/v1/staff/personnel/${id}/deconnexion/`, { token: admin });
    expect(ended.status).toBe(200);
    expect((await me(shop, otherAdmin)).status).toBe(401);
    expect((await me(shop, admin)).status).toBe(200);
    expect(await shop.query("SELECT auteur, action, objet_id, details FROM journal WHERE action = 'deconnexion'")).toEqual([
      {
        auteur: 'admin@kinboissons.cd',
        action: 'deconnexion',
        objet_id: id,
        details: JSON.stringify({ email: 'admin2@kinboissons.cd', sessions: 1 }),
      },
    ]);
    const client = await shop.register('client@example.cd');
    const clientId = (await shop.query<{ id: number }>("SELECT id FROM users WHERE email = 'client@example.cd'"))[0]?.id;
    expect((await shop.call('POST', `/api/v1/staff/personnel/${clientId}/deconnexion/`, { token: admin })).status).toBe(404);
    expect((await me(shop, client)).status).toBe(200);
  });

  it("a staff member's sign-out empties the browser's HTTP cache of the shop (the order list is kept there); a customer's does not", async () => {
    const shop = makeShop();
    const staff = await shop.staff('gerant@kinboissons.cd', 'manager');
    const customer = await shop.register('client@example.cd');
    const staffOut = await shop.call('POST', '/api/v1/accounts/logout/', { token: staff });
    expect(staffOut.headers.get('clear-site-data')).toBe('"cache"');
    const customerOut = await shop.call('POST', '/api/v1/accounts/logout/', { token: customer });
    expect(customerOut.status).toBe(204);
    expect(customerOut.headers.get('clear-site-data')).toBeNull();
  });
});
