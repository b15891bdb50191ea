import { describe, expect, it } from 'vitest';
import { json, makeShop } from './helpers.ts';

/**
 * A reset confirmation checks its link before it hashes the new password: with a scrypt cost no machine can
 * afford (hashing would fail, 500), wrong links still answer 400 at once, and a right one proves the hash runs.
 */
const UNAFFORDABLE_COST = 40;

describe('a wrong reset link costs the shop nothing', () => {
  it('64 confirmations at once with wrong tokens for an existing account: 400 each, no hashing', async () => {
    const shop = makeShop({ dev: true });
    await shop.register('jean@example.cd');
    const link = await shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: 'jean@example.cd' } });
    const [, , uid, token] = (await json<{ debug_info: { reset_url: string } }>(link)).debug_info.reset_url.split('/');
    const hostile = makeShop({ dev: true, passwordCost: UNAFFORDABLE_COST, engine: shop.engine });
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        hostile.call('POST', '/api/v1/accounts/password-reset/confirm/', {
          json: { uid, token: `${token}x${i}`, new_password: 'choix-du-pirate-1' },
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(64).fill(400));
    const right = await hostile.call('POST', '/api/v1/accounts/password-reset/confirm/', {
      json: { uid, token, new_password: 'tout-nouveau-1' },
    });
    expect(right.status).toBe(500);
  });
});
