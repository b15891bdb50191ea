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
