import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, hashPassword, needsRehash } from '../../../src/server/auth/password.ts';
import { setPasswordHash } from '../../../src/server/db/users.ts';
import { makeShop } from './helpers.ts';

const storedHash = async (shop: ReturnType<typeof makeShop>) =>
  ((await shop.query("SELECT password_hash FROM users WHERE email = 'jean@example.cd'"))[0] as { password_hash: string }).password_hash;

describe('password hashes', () => {
  it("are made with OWASP's scrypt parameters in production: N = 2^17, r = 8, p = 1", () => {
    expect(DEFAULT_PASSWORD_COST).toBe(17);
    expect(needsRehash('scrypt$131072$8$1$c2Vs$a2V5', DEFAULT_PASSWORD_COST)).toBe(false);
    expect(needsRehash('scrypt$32768$8$1$c2Vs$a2V5', DEFAULT_PASSWORD_COST)).toBe(true);
  });

  it('made with an older cost are upgraded at the next successful login, and only then', async () => {
    const shop = makeShop({ passwordCost: 10 });
    await shop.register('jean@example.cd');
    const id = ((await shop.query("SELECT id FROM users WHERE email = 'jean@example.cd'"))[0] as { id: number }).id;
    await setPasswordHash(shop.engine.db, id, await hashPassword('motdepasse1', 8));
    const login = (password: string) => shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password } });
    expect((await login('mauvais-mdp')).status).toBe(400);
    expect(await storedHash(shop)).toMatch(/^scrypt\$256\$8\$1\$/);
    expect((await login('motdepasse1')).status).toBe(200);
    expect(await storedHash(shop)).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect((await login('motdepasse1')).status).toBe(200);
  });
});

describe('development mode', () => {
  it('hashes with N = 2^15 (a sign-up in seconds on a busy laptop is no test); production with 2^17', async () => {
    for (const [dev, n] of [
      [true, 32768],
      [false, 131072],
    ] as const) {
      const shop = makeShop({ dev, passwordCost: undefined as never });
      await shop.register('jean@example.cd');
      expect((await storedHash(shop)).split('$')[1]).toBe(String(n));
    }
    // Real hashes at production cost (128 MiB each): seconds on a busy 2-core machine; this checks parameters, not speed.
  }, 60_000);
});
