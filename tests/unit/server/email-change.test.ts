import { describe, expect, it } from 'vitest';
import { json, makeShop } from './helpers.ts';

const mails = async (shop: ReturnType<typeof makeShop>) =>
  (await shop.query("SELECT destinataire, corps FROM outbox WHERE kind = 'email-changed'")) as { destinataire: string; corps: string }[];
const login = async (shop: ReturnType<typeof makeShop>, email: string, password = 'motdepasse1') =>
  (await json<{ token: string }>(await shop.call('POST', '/api/v1/token-auth/', { json: { username: email, password } }))).token;

describe('changing the e-mail of an account', () => {
  it('a stolen token alone cannot move the account to another address', async () => {
    const shop = makeShop();
    const stolen = await shop.register('jean@example.cd');
    for (const json of [{ email: 'pirate@example.cd' }, { email: 'pirate@example.cd', current_password: 'devine-123' }]) {
      const res = await shop.call('PATCH', '/api/v1/accounts/me/', { token: stolen, json });
      expect(res.status).toBe(400);
      expect(Object.keys(await res.json())).toEqual(['current_password']);
    }
    const me = await json<{ email: string }>(await shop.call('GET', '/api/v1/accounts/me/', { token: stolen }));
    expect(me.email).toBe('jean@example.cd');
    expect(await mails(shop)).toEqual([]);
  });

  it('with the current password: changed, the other sessions end, and the former address hears of it', async () => {
    const shop = makeShop();
    const here = await shop.register('jean@example.cd');
    const elsewhere = await login(shop, 'jean@example.cd');
    const res = await shop.call('PATCH', '/api/v1/accounts/me/', {
      token: here,
      json: { email: 'jean.neuf@example.cd', current_password: 'motdepasse1' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe('jean.neuf@example.cd');
    expect((await shop.call('GET', '/api/v1/accounts/me/', { token: here })).status).toBe(200);
    expect((await shop.call('GET', '/api/v1/accounts/me/', { token: elsewhere })).status).toBe(401);
    const [notice, ...others] = await mails(shop);
    expect(others).toEqual([]);
    expect(notice?.destinataire).toBe('jean@example.cd');
    expect(notice?.corps).toContain('jean.neuf@example.cd');
  });

  it('other fields, and the same e-mail in another case, need no password', async () => {
    const shop = makeShop();
    const token = await shop.register('jean@example.cd');
    const res = await shop.call('PATCH', '/api/v1/accounts/me/', {
      token,
      json: { email: 'Jean@Example.cd', phone_number: '+243812345678' },
    });
    expect(res.status).toBe(200);
    expect(await mails(shop)).toEqual([]);
  });
});
