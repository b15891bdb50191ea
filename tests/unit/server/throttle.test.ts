import { describe, expect, it } from 'vitest';
import { inSlot, SLOTS, SlotsFull } from '../../../src/server/auth/scrypt-slots.ts';
import { makeShop } from './helpers.ts';

/** A request as the serving process passes it: the Node socket's peer address in `env.incoming`. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe('password attempts are reserved before the password is checked', () => {
  it('a burst of 20 wrong passwords for one account gets the same 5 tries as a sequence', async () => {
    const shop = makeShop();
    await shop.register('jean@example.cd');
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password: 'mauvais-mdp' } }),
      ),
    );
    const answered = statuses(burst);
    expect(answered.filter((s) => s === 400)).toHaveLength(5);
    expect(answered.filter((s) => s === 429)).toHaveLength(15);
  });

  it('one address trying many accounts is slowed after 30 password checks a minute', async () => {
    const shop = makeShop();
    const tries = [];
    for (let i = 0; i < 31; i++) {
      tries.push(await shop.call('POST', '/api/v1/token-auth/', { json: { username: `client${i}@example.cd`, password: 'mauvais-mdp' } }));
    }
    expect(tries.slice(0, 30).every((r) => r.status === 400)).toBe(true);
    const last = tries[30]!;
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    shop.clock.now = new Date(shop.clock.now.getTime() + 61_000);
    expect((await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'x@example.cd', password: 'mauvais-mdp' } })).status).toBe(
      400,
    );
  });

  it('successful logins give the address its try back: customers behind one shared address are never slowed', async () => {
    const shop = makeShop();
    await shop.register('jean@example.cd');
    for (let i = 0; i < 40; i++) {
      const res = await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password: 'motdepasse1' } });
      expect(res.status).toBe(200);
    }
  });

  it('sign-ups from one address share that limit (each one hashes a password)', async () => {
    const shop = makeShop();
    const signUp = (i: number) =>
      shop.call('POST', '/api/v1/accounts/register/', {
        json: {
          username: `n${i}@example.cd`,
          email: `n${i}@example.cd`,
          password: 'motdepasse1',
          password_confirm: 'motdepasse1',
          first_name: 'Nana',
          last_name: 'Mbala',
          phone_number: '',
          role: 'client',
        },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signUp(i)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(30);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
  });

  it('a wrong reset link is refused before any hashing, so it spends nothing of the limit', async () => {
    const shop = makeShop();
    await shop.register('jean@example.cd');
    for (let i = 0; i < 40; i++) {
      const res = await shop.call('POST', '/api/v1/accounts/password-reset/confirm/', {
        json: { uid: 'MQ', token: 'f'.repeat(40), new_password: 'tout-nouveau-1' },
      });
      expect(res.status).toBe(400);
    }
    expect(
      (await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password: 'motdepasse1' } })).status,
    ).toBe(200);
  });
});

describe('the client address behind a trusted proxy', () => {
  const attempt = (shop: ReturnType<typeof makeShop>, peer: string, forwardedFor?: string) =>
    shop.app.request(
      'http://shop.test/api/v1/token-auth/',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: JSON.stringify({ username: 'jean@example.cd', password: 'mauvais-mdp' }),
      },
      from(peer),
    );

  it("with TRUST_PROXY, one client's failures do not lock the account for the others behind the same proxy", async () => {
    const shop = makeShop({ trustProxy: '127.0.0.1' });
    await shop.register('jean@example.cd');
    for (let i = 0; i < 5; i++) expect((await attempt(shop, '::ffff:127.0.0.1', '41.243.1.1')).status).toBe(400);
    expect((await attempt(shop, '127.0.0.1', '41.243.1.1')).status).toBe(429);
    // The attacker cannot pick its address: only the last X-Forwarded-For entry (the proxy's own) counts.
    expect((await attempt(shop, '127.0.0.1', '41.243.9.9, 41.243.1.1')).status).toBe(429);
    expect((await attempt(shop, '127.0.0.1', '41.243.2.2')).status).toBe(400);
  });

  it('without it, or from another peer, X-Forwarded-For is ignored', async () => {
    for (const shop of [makeShop(), makeShop({ trustProxy: '10.0.0.1' })]) {
      await shop.register('jean@example.cd');
      for (let i = 0; i < 5; i++) expect((await attempt(shop, '41.243.1.1', `41.243.0.${i}`)).status).toBe(400);
      expect((await attempt(shop, '41.243.1.1', '41.243.0.99')).status).toBe(429);
    }
  });
});

describe('password hashes run a few at a time, and a flood waits in a bounded line', () => {
  it('never more than SLOTS (1 or 2) at once; beyond 64 waiting, refused at once', async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve();
        });
      });
    const accepted = Array.from({ length: SLOTS + 64 }, () => inSlot(work));
    await expect(inSlot(work)).rejects.toBeInstanceOf(SlotsFull);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await Promise.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(most).toBe(SLOTS);
    expect(SLOTS).toBeLessThanOrEqual(2);
  });
});
