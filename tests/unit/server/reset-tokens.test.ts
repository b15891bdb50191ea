import { describe, expect, it } from 'vitest';
import { json, makeShop } from './helpers.ts';

/** A reset link as development mode hands it back: `/reset-password/<uid>/<token>`. */
async function askLink(shop: ReturnType<typeof makeShop>) {
  const res = await shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: 'jean@example.cd' } });
  const [, , uid, token] = (await json<{ debug_info: { reset_url: string } }>(res)).debug_info.reset_url.split('/');
  return { uid, token };
}
const confirm = (shop: ReturnType<typeof makeShop>, link: { uid: string | undefined; token: string | undefined }, new_password: string) =>
  shop.call('POST', '/api/v1/accounts/password-reset/confirm/', { json: { ...link, new_password } });

describe('reset links after the password changed', () => {
  it('a reset consumes every other link of the account', async () => {
    const shop = makeShop({ dev: true });
    await shop.register('jean@example.cd');
    const older = await askLink(shop);
    const used = await askLink(shop);
    expect((await confirm(shop, used, 'tout-nouveau-1')).status).toBe(200);
    const res = await confirm(shop, older, 'choix-du-pirate-1');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Lien de réinitialisation invalide ou expiré.' });
  });

  it('a password change consumes them too', async () => {
    const shop = makeShop({ dev: true });
    const token = await shop.register('jean@example.cd');
    const link = await askLink(shop);
    const changed = await shop.call('PUT', '/api/v1/accounts/password-change/', {
      token,
      json: { current_password: 'motdepasse1', new_password: 'nouveau-mdp-1' },
    });
    expect(changed.status).toBe(200);
    expect((await confirm(shop, link, 'choix-du-pirate-1')).status).toBe(400);
    expect(
      (await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password: 'nouveau-mdp-1' } })).status,
    ).toBe(200);
  });
});
