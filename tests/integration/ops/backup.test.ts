/**
 * Backups of the shop's database while orders flow: consistent, whole, private, and the daily ones kept
 * fourteen deep without ever touching another file of the folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { dailyBackupJob, pruneDailyBackups, writeBackup } from '../../../src/server/db/backup.ts';
import { sqliteEngine } from '../../../src/server/db/engine.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { guestOrder } from '../../unit/server/helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'kb-sauvegarde-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Writer {
  child: ChildProcess;
  /** The ids the writer printed: each order was committed before it was printed. */
  committed: number[];
  stderr: string[];
  /** Resolves once `check` holds, looking again at each order printed (no fixed sleep); rejects if the writer stops. */
  until: (check: () => boolean) => Promise<void>;
}

/** The order writer in another process, once it says it is ready. */
async function startWriter(database: string): Promise<Writer> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'order-writer.ts'), database], {
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const committed: number[] = [];
  const stderr: string[] = [];
  let waiting: { check: () => boolean; resolve: () => void; reject: (error: Error) => void } | null = null;
  let stopped: Error | null = null;
  const look = (): void => {
    if (stopped) waiting?.reject(stopped);
    else if (waiting?.check()) waiting.resolve();
    else return;
    waiting = null;
  };
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  child.once('exit', (code) => {
    stopped = new Error(`order-writer.ts s'est arrêté (code ${code}) :\n${stderr.join('')}`);
    look();
  });
  let ready = false;
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    if (line === 'prêt') ready = true;
    const id = /^commande (\d+)$/.exec(line)?.[1];
    if (id) committed.push(Number(id));
    look();
  });
  const until = (check: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      waiting = { check, resolve, reject };
      look();
    });
  await until(() => ready);
  return { child, committed, stderr, until };
}

const orderIds = (file: string): number[] => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare('SELECT id FROM commandes ORDER BY id').all() as { id: number }[]).map((row) => row.id);
  } finally {
    db.close();
  }
};
const integrity = (file: string): string => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((row) => row.integrity_check).join();
  } finally {
    db.close();
  }
};

describe('a backup taken while orders are written', () => {
  it('by another process (the CLI beside the running shop): whole, private, and holding every order committed before it began', async () => {
    const database = join(dir, 'cli', 'shop.sqlite');
    openDatabase(database).close();
    const writer = await startWriter(database);
    try {
      await writer.until(() => writer.committed.length >= 20);
      const before = [...writer.committed];
      const db = openDatabase(database, { seed: false });
      const copy = join(dir, 'cli', 'copie.sqlite');
      const bytes = await writeBackup(db, copy, 'vacuum');
      db.close();
      const after = writer.committed.length;
      // The writer kept committing: the backup ran while orders flowed.
      await writer.until(() => writer.committed.length >= after + 5);

      expect(bytes).toBe(statSync(copy).size);
      expect(statSync(copy).mode & 0o777).toBe(0o600);
      expect(integrity(copy)).toBe('ok');
      const saved = new Set(orderIds(copy));
      expect(before.filter((id) => !saved.has(id))).toEqual([]);
      expect(orderIds(database).length).toBeGreaterThan(saved.size);
      expect(readdirSync(join(dir, 'cli')).filter((name) => name.includes('partiel'))).toEqual([]);
    } finally {
      writer.child.stdin?.end();
      await once(writer.child, 'exit');
    }
  }, 60_000);

  it('by the serving process, holding its connection: orders asked for meanwhile wait for it, then are all placed', async () => {
    const database = join(dir, 'serve', 'shop.sqlite');
    const db = openDatabase(database);
    db.exec('UPDATE produits SET stock = 1000000 WHERE id = 1');
    // Enough pages that the backup takes several steps of 256 pages.
    db.exec(
      'CREATE TABLE lest (texte TEXT); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000) INSERT INTO lest SELECT hex(randomblob(500)) FROM n',
    );
    const engine = sqliteEngine(db);
    // Every order comes from here: the guest-order limit of an address is not what this test checks.
    const app = createApp({ engine, passwordCost: 10, guestOrderLimit: Number.MAX_SAFE_INTEGER });
    const order = async () => {
      const res = await app.request('http://shop.test/api/v1/orders/commandes/anonyme/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(guestOrder([{ produit: 1 }])),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const before: number[] = [];
    for (let i = 0; i < 10; i++) before.push(await order());
    const job = dailyBackupJob(engine, join(dir, 'serve'), 14);
    const backup = job.run(new Date('2026-11-23T18:30:00Z'));
    const during: number[] = [];
    let done = false;
    void backup.finally(() => {
      done = true;
    });
    while (!done && during.length < 50) during.push(await order());
    const { file, removed } = await backup;
    db.close();

    // Orders asked for during the backup were placed (each waited for the connection, none failed).
    expect(during.length).toBeGreaterThan(0);
    expect(file).toBe(join(dir, 'serve', 'backups', 'shop-2026-11-23-193000-quotidienne.sqlite'));
    expect(removed).toEqual([]);
    expect(integrity(file)).toBe('ok');
    // One self-contained file (rollback journal, not WAL: header bytes 18 and 19 are 1).
    expect([...readFileSync(file).subarray(18, 20)]).toEqual([1, 1]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const saved = new Set(orderIds(file));
    expect(before.filter((id) => !saved.has(id))).toEqual([]);
  }, 60_000);
});

describe('the daily backups kept', () => {
  const folder = join(dir, 'retention', 'backups');
  const daily = (day: number) => `shop-2026-11-${String(day).padStart(2, '0')}-030000-quotidienne.sqlite`;
  const others = [
    'shop-2026-10-01-120000.sqlite',
    'avant-migration.sqlite',
    'notes.txt',
    'shop-2026-10-02-030000-quotidienne.sqlite.gz',
    'shop-2026-10-03-030000-quotidienne.sqlite.partiel-1',
  ];

  it('are exactly the 14 newest of those it made; no other file of the folder is ever deleted', () => {
    mkdirSync(folder, { recursive: true });
    for (let day = 1; day <= 20; day++) writeFileSync(join(folder, daily(day)), 'x');
    for (const name of others) writeFileSync(join(folder, name), 'x');
    const removed = pruneDailyBackups(folder, 14);
    expect(removed).toEqual([1, 2, 3, 4, 5, 6].map(daily));
    expect(readdirSync(folder).sort()).toEqual([...others, ...Array.from({ length: 14 }, (_, i) => daily(i + 7))].sort());
    expect(pruneDailyBackups(folder, 14)).toEqual([]);
  });

  it('the job writes the day’s backup, then drops the oldest beyond the number kept', async () => {
    const dataDir = join(dir, 'retention');
    const db = openDatabase(join(dataDir, 'shop.sqlite'));
    const job = dailyBackupJob(sqliteEngine(db), dataDir, 14);
    utimesSync(join(folder, daily(20)), new Date('2026-11-20T02:00:00Z'), new Date('2026-11-20T02:00:00Z'));
    expect(job.newest()).toBe(new Date('2026-11-20T02:00:00Z').getTime());
    const result = await job.run(new Date('2026-11-21T02:00:00Z'));
    db.close();
    expect(result.file).toBe(join(folder, daily(21)));
    expect(result.removed).toEqual([daily(7)]);
    const left = readdirSync(folder);
    expect(left.filter((name) => name.endsWith('-quotidienne.sqlite'))).toHaveLength(14);
    // Even the partial file: process 1 still runs, so that backup may still be under way.
    for (const name of others) expect(left).toContain(name);
  });
});
