import { describe, expect, it } from 'vitest';
import { json, makeShop, type TestShop } from './helpers.ts';

/** With this scrypt cost no machine can hash (500): a confirmation that reaches the hash shows it at once. */
const UNAFFORDABLE_COST = 40;
const CONFIRMATIONS_PER_MINUTE = 100;
const CONFIRM = 'http://shop.test/api/v1/accounts/password-reset/confirm/';

/** A confirmation as the serving process passes it: the Node socket's peer address in `env.incoming`. */
const confirm = (shop: TestShop, remoteAddress: string, body: unknown) =>
  shop.app.request(
    CONFIRM,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) },
    { incoming: { socket: { remoteAddress } } },
  );

/** A shop with Jean's account, the link mailed to him, and the same shop as an attacker reaching no hash. */
async function jeanWithLink() {
  const shop = makeShop({ dev: true });
  await shop.register('jean@example.cd');
  const mailed = await shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: 'jean@example.cd' } });
  const [, , uid, token] = (await json<{ debug_info: { reset_url: string } }>(mailed)).debug_info.reset_url.split('/');
  const hostile = makeShop({ dev: true, passwordCost: UNAFFORDABLE_COST, engine: shop.engine, now: () => shop.clock.now });
  return { shop, hostile, uid: uid!, token: token! };
}

describe('a flood of reset confirmations from one address is refused early', () => {
  it('past 100 a minute, 429 with the wait in French, before the body is read, never reaching the hash', async () => {
    const { hostile, uid, token } = await jeanWithLink();
    const wrong = (i: number) => confirm(hostile, '41.243.0.7', { uid, token: `${token}x${i}`, new_password: 'choix-du-pirate-1' });
    const answers = await Promise.all(Array.from({ length: 3 * CONFIRMATIONS_PER_MINUTE }, (_, i) => wrong(i)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(CONFIRMATIONS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * CONFIRMATIONS_PER_MINUTE);
    const refused = answers.find((res) => res.status === 429)!;
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await json<{ detail: string }>(refused)).detail).toBe(`Requête ralentie. Nouvel essai possible dans ${wait} secondes.`);
    // Refused before the body is read: not even a malformed one gets its 400.
    expect((await confirm(hostile, '41.243.0.7', '{pas du json')).status).toBe(429);
    // Even the right link from that address waits: refused before the hash, which would have failed (500).
    expect((await confirm(hostile, '41.243.0.7', { uid, token, new_password: 'choix-du-pirate-1' })).status).toBe(429);
  });

  it('another address is not affected, and the customer behind the flooded one gets through once the minute is over', async () => {
    const { shop, hostile, uid, token } = await jeanWithLink();
    for (let i = 0; i <= CONFIRMATIONS_PER_MINUTE; i++)
      await confirm(hostile, '41.243.0.7', { uid, token: `faux${i}`, new_password: 'x-pirate-123' });
    expect((await confirm(hostile, '41.243.0.7', { uid, token: 'faux', new_password: 'x-pirate-123' })).status).toBe(429);
    expect((await confirm(hostile, '41.243.0.8', { uid, token: 'faux', new_password: 'x-pirate-123' })).status).toBe(400);
    shop.clock.now = new Date(shop.clock.now.getTime() + 61_000);
    expect((await confirm(shop, '41.243.0.7', { uid, token, new_password: 'tout-nouveau-1' })).status).toBe(200);
    expect(
      (await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'jean@example.cd', password: 'tout-nouveau-1' } })).status,
    ).toBe(200);
  });

  it('a right link within the limit works, and gives the shared address its try back', async () => {
    const { shop, uid, token } = await jeanWithLink();
    for (let i = 0; i < CONFIRMATIONS_PER_MINUTE - 1; i++) {
      expect((await confirm(shop, '41.243.0.9', { uid, token: `faux${i}`, new_password: 'x-pirate-123' })).status).toBe(400);
    }
    expect((await confirm(shop, '41.243.0.9', { uid, token, new_password: 'tout-nouveau-1' })).status).toBe(200);
    // The success took nothing from the address: the 100th confirmation of the minute is still answered.
    expect((await confirm(shop, '41.243.0.9', { uid, token: 'faux', new_password: 'x-pirate-123' })).status).toBe(400);
    expect((await confirm(shop, '41.243.0.9', { uid, token: 'faux', new_password: 'x-pirate-123' })).status).toBe(429);
  });
});

describe('a flood of reset confirmations from many addresses is refused early too', () => {
  const CHECKED_PER_SECOND = 200;
  const address = (i: number) => `41.245.${Math.floor(i / 250)}.${i % 250}`;

  it('past 200 checked in a second, whatever the addresses, 429 at once, before the body is read; the next second checks again', async () => {
    const { shop, hostile, uid, token } = await jeanWithLink();
    const wrong = (i: number) => confirm(hostile, address(i), { uid, token: `${token}x${i}`, new_password: 'choix-du-pirate-1' });
    const answers = await Promise.all(Array.from({ length: CHECKED_PER_SECOND + 50 }, (_, i) => wrong(i)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(CHECKED_PER_SECOND);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await json<{ detail: string }>(refused)).detail).toBe('Requête ralentie. Nouvel essai possible dans 1 secondes.');
    // Refused before the body is read, from a new address too.
    expect((await confirm(hostile, '41.246.0.1', '{pas du json')).status).toBe(429);
    // A second later Jean's own link goes through.
    shop.clock.now = new Date(shop.clock.now.getTime() + 1000);
    expect((await confirm(shop, '41.246.0.2', { uid, token, new_password: 'tout-nouveau-1' })).status).toBe(200);
  });

  it('confirmations already refused from memory (one flooding address) take nothing from the others', async () => {
    const { hostile, uid } = await jeanWithLink();
    const wrong = (from: string, i: number) => confirm(hostile, from, { uid, token: `faux${i}`, new_password: 'x-pirate-123' });
    for (let i = 0; i < CONFIRMATIONS_PER_MINUTE; i++) expect((await wrong('41.243.0.7', i)).status).toBe(400);
    // The 101st is counted, refused by the database and remembered; the next 500 are refused from memory.
    for (let i = 0; i <= 500; i++) expect((await wrong('41.243.0.7', i)).status).toBe(429);
    for (let i = 0; i < CHECKED_PER_SECOND - CONFIRMATIONS_PER_MINUTE - 1; i++) expect((await wrong(address(i), i)).status).toBe(400);
    expect((await wrong('41.246.0.3', 0)).status).toBe(429);
  });
});
