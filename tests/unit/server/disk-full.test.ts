import { randomUUID } from 'node:crypto';
/**
 * A full disk while a guest orders: SQLite's real SQLITE_FULL, provoked by capping the database file at
 * its current size (PRAGMA max_page_count), on a database file as production has it. The API answers
 * 503 with a French message, nothing is half-written, and the same order sent again once space is
 * back is placed exactly once.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { isDiskFull } from '../../../src/server/db/disk-full.ts';
import { sqliteEngine } from '../../../src/server/db/engine.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { guestOrder } from './helpers.ts';

/** Guest keys are random UUIDs: one per label, the same label giving the same key (a retry). */
const guestKeys = new Map<string, string>();
function guestKey(label: string): string {
  const key = guestKeys.get(label) ?? randomUUID();
  guestKeys.set(label, key);
  return key;
}

const dir = mkdtempSync(join(tmpdir(), 'kin-disk-full-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (db: ReturnType<typeof openDatabase>, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('disk full during an order', () => {
  it('503 in French, nothing half-written, the retry with the same key placed once', async () => {
    const db = openDatabase(join(dir, 'shop.sqlite'));
    const reported: unknown[] = [];
    // Fifty orders from this one test: above the guest-order limit of one address, which is not what this test is about.
    const app = createApp({ engine: sqliteEngine(db), reportError: (error) => reported.push(error), guestOrderLimit: 1000 });
    const order = (key: string) =>
      app.request('http://shop.test/api/v1/orders/commandes/anonyme/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': guestKey(key) },
        body: JSON.stringify(guestOrder([{ produit: 1, quantite: 2 }])),
      });
    expect((await order('avant')).status).toBe(201);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    const before = {
      orders: count(db, 'commandes'),
      outbox: count(db, 'outbox'),
      pages: (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count,
    };
    db.exec(`PRAGMA max_page_count = ${before.pages}`);

    let full: Response | null = null;
    const placed: string[] = [];
    for (let i = 0; i < 50 && full === null; i++) {
      const res = await order(`pendant-${i}`);
      if (res.status === 503) full = res;
      else {
        expect(res.status, String(reported.at(-1))).toBe(201);
        placed.push(`pendant-${i}`);
      }
    }
    expect(full?.status).toBe(503);
    expect(full?.headers.get('Retry-After')).toBe('60');
    // The body names the answer's request id, as the operator's log does.
    expect(full?.headers.get('X-Request-Id')).toMatch(/^[\w-]{16,}$/);
    expect(await full?.json()).toEqual({
      detail: "Le serveur manque momentanément d'espace disque : rien n'a été enregistré. Réessayez dans quelques minutes.",
      request_id: full?.headers.get('X-Request-Id'),
    });
    expect(reported.length).toBe(1);
    expect(count(db, 'commandes')).toBe(before.orders + placed.length);
    // A fresh database: the first order alone wrote the outbox so far.
    expect(count(db, 'outbox')).toBe(before.outbox * (1 + placed.length));

    db.exec('PRAGMA max_page_count = 1073741823');
    const refusedKey = `pendant-${placed.length}`;
    expect((await order(refusedKey)).status).toBe(201);
    const again = await order(refusedKey);
    expect([200, 201]).toContain(again.status);
    expect(count(db, 'commandes')).toBe(before.orders + placed.length + 1);
    db.close();
  });

  it.each([
    [{ code: 'ENOSPC' }, true],
    [{ code: '53100' }, true],
    [{ errcode: 13, code: 'ERR_SQLITE_ERROR' }, true],
    [{ code: '53200' }, false],
    [{ code: '23505' }, false],
    [new Error('disk'), false],
  ])('a full disk on either engine: %o → %s', (error, full) => expect(isDiskFull(error)).toBe(full));

  it('creates the database 0600 in a 0700 folder, and tightens an existing one', () => {
    const file = join(dir, 'prive', 'shop.sqlite');
    openDatabase(file).close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'prive')).mode & 0o777).toBe(0o700);
  });
});
