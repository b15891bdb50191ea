import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from '../../../src/server/mail/retry.ts';
import { LEASE_MS, type MailTransport } from '../../../src/server/mail/worker.ts';
import { guestOrder, json, type Page } from '../../unit/server/helpers.ts';
import { ALERT, advance, type MailShop, mailShop } from './mail-shop.ts';

let current: MailShop | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});
async function setup(options: Parameters<typeof mailShop>[0] = {}): Promise<MailShop> {
  current = await mailShop(options);
  return current;
}

/** `n` guest orders with an e-mail: 2n messages (confirmation and alert). */
async function orders(m: MailShop, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await m.shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([{ produit: 1 }], { email: `client${i}@example.cd` }),
    });
    expect(res.status).toBe(201);
  }
}

const counts = (ids: string[]) => [...new Set(ids)].map((id) => ids.filter((x) => x === id).length);

describe('retries', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [5, 480_000],
    [6, 900_000],
    [50, 900_000],
  ])('after failed attempt %i the next comes %i ms later', (attempt, delay) => expect(retryDelayMs(attempt)).toBe(delay));

  it('the attempts of a message span about a day', () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(23);
    expect(total / 3_600_000).toBeLessThan(25);
  });

  it('a mail server down for several attempts, then up: every message arrives exactly once', async () => {
    let down = true;
    const m = await setup({ isDown: () => down });
    await orders(m, 3);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await m.worker.runOnce()).toBe(6);
      expect(await m.worker.runOnce()).toBe(0); // nothing is due before the wait is over
      expect((await m.outbox()).map((row) => [row.statut, row.attempts])).toEqual(Array(6).fill(['pending', attempt]));
      expect((await m.outbox())[0]!.last_error).toContain('421');
      advance(m.shop, retryDelayMs(attempt));
    }
    expect(m.catcher.mails).toEqual([]);
    down = false;
    expect(await m.worker.runOnce()).toBe(6);
    advance(m.shop, 24 * 3_600_000);
    expect(await m.worker.runOnce()).toBe(0);
    expect(m.catcher.mails).toHaveLength(6);
    expect(counts(m.catcher.mails.map((mail) => mail.messageId))).toEqual(Array(6).fill(1));
    expect((await m.outbox()).map((row) => row.statut)).toEqual(Array(6).fill('sent'));
  });

  it('an address the server refuses (550) is marked failed at once and does not hold back the others', async () => {
    const m = await setup({ refuses: (address) => address === 'inconnu@example.cd' });
    await m.shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }], { email: 'inconnu@example.cd' }) });
    await orders(m, 2);
    expect(await m.worker.runOnce()).toBe(6);
    const refused = (await m.outbox()).find((row) => row.destinataire === 'inconnu@example.cd');
    expect(refused).toMatchObject({ statut: 'failed', attempts: 1 });
    expect(refused!.last_error).toMatch(/^Refusé par le serveur de messagerie : .*550/);
    expect(m.catcher.mails).toHaveLength(5);
    expect(m.catcher.mails.filter((mail) => mail.to.includes(ALERT))).toHaveLength(3);

    const staff = await m.shop.staff();
    const failed = await json<Page<{ destinataire: string; statut: string; derniere_erreur: string; tentatives: number }>>(
      await m.shop.call('GET', '/api/v1/staff/outbox/?statut=failed', { token: staff }),
    );
    expect(failed.count).toBe(1);
    expect(failed.results[0]).toMatchObject({ destinataire: 'inconnu@example.cd', statut: 'failed', tentatives: 1 });
    expect(failed.results[0]!.derniere_erreur).toContain('550');
    expect(Object.keys(failed.results[0]!)).not.toContain('corps');
    expect((await json<Page<unknown>>(await m.shop.call('GET', '/api/v1/staff/outbox/?statut=sent', { token: staff }))).count).toBe(5);
    expect((await json<Page<unknown>>(await m.shop.call('GET', '/api/v1/staff/outbox/', { token: staff }))).count).toBe(6);
    const wrong = await m.shop.call('GET', '/api/v1/staff/outbox/?statut=perdu', { token: staff });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ statut: ['Statut inconnu : choisissez pending, sent ou failed.'] });
    const client = await m.shop.register('client@example.cd');
    expect((await m.shop.call('GET', '/api/v1/staff/outbox/', { token: client })).status).toBe(403);
    expect((await m.shop.call('GET', '/api/v1/staff/outbox/')).status).toBe(401);
  });

  it('a message that keeps failing is marked failed after the last attempt, with the reason', async () => {
    const m = await setup();
    // A server that never answers the greeting, as nodemailer reports it.
    const unreachable: MailTransport = {
      send: async () => {
        throw Object.assign(new Error('Greeting never received: 421 Service indisponible'), { code: 'ETIMEDOUT', command: 'CONN' });
      },
    };
    const worker = m.newWorker(unreachable);
    await m.shop.call('POST', '/api/v1/contact/message/', { json: { name: 'P', email: 'p@example.cd', message: 'Bonjour' } });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await worker.runOnce()).toBe(1);
      advance(m.shop, retryDelayMs(attempt));
    }
    expect(await worker.runOnce()).toBe(0);
    const [row] = await m.outbox();
    expect(row).toMatchObject({ statut: 'failed', attempts: MAX_ATTEMPTS });
    expect(row!.last_error).toMatch(/^Abandonné après 100 tentatives : .*421/);
  });
});

describe('never doubled', () => {
  it('a worker that dies after sending and before marking: the next one resends only after the lease, with the same Message-ID', async () => {
    const m = await setup();
    await orders(m, 2);
    // Worker A hands every message to the server, then "dies": its marks never happen.
    const sentByA: string[] = [];
    const dying: MailTransport = {
      send: async (mail) => {
        await m.transport.send(mail);
        sentByA.push(mail.messageId);
        await new Promise<never>(() => {});
      },
    };
    void m.newWorker(dying, 'A').runOnce();
    await m.catcher.waitFor((mails) => mails.length === 4);
    expect((await m.outbox()).map((row) => [row.statut, row.claimed_by])).toEqual(Array(4).fill(['pending', 'A']));

    // A new worker (the restarted process) leaves them alone while A's lease runs…
    const b = m.newWorker(m.transport, 'B');
    advance(m.shop, LEASE_MS - 1);
    expect(await b.runOnce()).toBe(0);
    // …then sends them once more, each with the Message-ID it had.
    advance(m.shop, 1);
    expect(await b.runOnce()).toBe(4);
    expect((await m.outbox()).map((row) => row.statut)).toEqual(Array(4).fill('sent'));
    advance(m.shop, 2 * LEASE_MS);
    expect(await b.runOnce()).toBe(0);
    const ids = m.catcher.mails.map((mail) => mail.messageId);
    expect(ids).toHaveLength(8);
    expect(counts(ids)).toEqual(Array(4).fill(2));
    expect(new Set(ids)).toEqual(new Set((await m.outbox()).map((row) => row.message_id)));
    expect(new Set(sentByA)).toEqual(new Set(ids));
  });

  it('a restart after marking sends nothing again', async () => {
    const m = await setup();
    await orders(m, 2);
    expect(await m.worker.runOnce()).toBe(4);
    const restarted = m.newWorker(m.transport, 'après-redémarrage');
    advance(m.shop, 2 * LEASE_MS);
    expect(await restarted.runOnce()).toBe(0);
    expect(m.catcher.mails).toHaveLength(4);
  });
});
