import { describe, expect, it } from 'vitest';
import { shopConfig } from '../../../src/config/environment.ts';
import { mailDeps } from '../../../src/server/mail/start.ts';
import { makeShop } from './helpers.ts';

/** A reset request as an attacker sends it: the victim's e-mail, and a Host header of their choosing. */
const askFromEvilHost = (shop: ReturnType<typeof makeShop>) =>
  shop.app.request('http://evil.example/api/v1/accounts/password-reset/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'evil.example' },
    body: JSON.stringify({ email: 'jean@example.cd' }),
  });

const outbox = async (shop: ReturnType<typeof makeShop>) => (await shop.query('SELECT corps FROM outbox')) as { corps: string }[];

describe('where a reset link points', () => {
  it('on the configured public origin, whatever the Host header says', async () => {
    const shop = makeShop({ mail: { siteUrl: 'https://kinboissons.cd' } });
    await shop.register('jean@example.cd');
    expect((await askFromEvilHost(shop)).status).toBe(200);
    const [mail] = await outbox(shop);
    expect(mail?.corps).toMatch(/https:\/\/kinboissons\.cd\/reset-password\/[\w-]+\/[0-9a-f]{40}/);
    expect(mail?.corps).not.toContain('evil.example');
  });

  it('without a public origin outside development mode: refused for every address, nothing written', async () => {
    const shop = makeShop({ mail: {} });
    await shop.register('jean@example.cd');
    const res = await askFromEvilHost(shop);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      detail: "La réinitialisation du mot de passe est indisponible : l'adresse publique de la boutique (SITE_URL) n'est pas configurée.",
    });
    expect(await outbox(shop)).toEqual([]);
    expect((await shop.query('SELECT COUNT(*) AS n FROM reset_tokens'))[0]).toEqual({ n: 0 });
  });

  it("in development mode, the request's own origin (a shop on a random port links to itself)", async () => {
    const shop = makeShop({ dev: true, mail: {} });
    await shop.register('jean@example.cd');
    await shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: 'jean@example.cd' } });
    expect((await outbox(shop))[0]?.corps).toMatch(/http:\/\/shop\.test\/reset-password\//);
  });

  it.each<[Record<string, string>, string | null]>([
    [{}, null],
    [{ SITE_URL: 'https://kinboissons.cd' }, 'https://kinboissons.cd/reset-password/'],
    // Development only: the request's own origin (a shop on a random port links to itself).
    [{ SHOP_DEV: '1' }, 'http://evil.example/reset-password/'],
  ])('a shop process configured with %o: reset link %s', async (env, link) => {
    const shop = makeShop({ mail: mailDeps(shopConfig(env, '/srv/kin-boissons')), dev: env.SHOP_DEV === '1' });
    await shop.register('jean@example.cd');
    const res = await askFromEvilHost(shop);
    expect(res.status).toBe(link === null ? 503 : 200);
    const mails = await outbox(shop);
    expect(mails).toHaveLength(link === null ? 0 : 1);
    if (link !== null) expect(mails[0]?.corps).toContain(link);
  });
});
