import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { freeSlug, wantedSlug } from '../../domain/slug.ts';
import { SLUG_KINDS } from './catalogue.ts';
import { migrationSql, pendingMigrations } from './migrations.ts';
import { seedCatalogue } from './seed.ts';
import { keepHighestIds } from './sequences.ts';

const BUSY_TIMEOUT_MS = 5000;

/**
 * Creates the database's folder (0700) and file (0600) when missing, and tightens an existing file to
 * 0600: it holds customers' addresses, phones and password hashes. SQLite gives its `-wal` and `-shm`
 * files the database's own mode.
 */
export function createPrivateFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/** Opens (or creates) the shop database: durable PRAGMAs, pending migrations, seed on an empty catalogue. */
export function openDatabase(file: string, options: { seed?: boolean } = {}): DatabaseSync {
  if (file !== ':memory:') createPrivateFile(file);
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS, enableForeignKeyConstraints: true });
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (file !== ':memory:') toWal(db, 'main');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db);
  attachThrottles(db, file);
  if (options.seed !== false) seedIfEmpty(db);
  immediate(db, () => {
    fillMissingSlugs(db);
    keepHighestIds(db);
  });
  return db;
}

/**
 * Puts the file `schema` in WAL mode. While another process opening the same file at the same moment holds its
 * write lock (still in rollback mode), SQLite answers that change "database is locked" at once, without waiting
 * through the busy timeout as other statements do: two processes started together then failed to start. So the
 * change is tried again every 10 ms, up to the busy timeout.
 */
function toWal(db: DatabaseSync, schema: 'main' | 'throttles'): void {
  const until = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.exec(`PRAGMA ${schema}.journal_mode = WAL`);
      return;
    } catch (error) {
      const { errcode } = error as { errcode?: unknown };
      if (typeof errcode !== 'number' || (errcode & 0xff) !== SQLITE_BUSY || Date.now() > until) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}
const SQLITE_BUSY = 5;

/** Where the throttles' events of the shop database `file` are kept (`shop.sqlite` → `shop.throttles.sqlite`). */
export const throttleFileOf = (file: string): string => `${file.replace(/\.sqlite$/, '')}.throttles.sqlite`;

/**
 * Attaches the throttles' file (`throttles`; private like the shop's, it holds addresses and e-mails), written
 * without waiting for the disk (synchronous NORMAL in WAL: a power cut may forget the last events, never corrupt
 * the file), so a flood of wrong passwords or reset links from many addresses costs no disk flush per request. The
 * orders and accounts stay in the shop's file, each commit flushed (FULL). The queries name `rate_events` alone:
 * SQLite finds it in the attached file. Every process of the shop attaches the same file, so they share the counts.
 */
function attachThrottles(db: DatabaseSync, file: string): void {
  const throttles = file === ':memory:' ? ':memory:' : throttleFileOf(file);
  if (throttles !== ':memory:') createPrivateFile(throttles);
  db.prepare('ATTACH DATABASE ? AS throttles').run(throttles);
  if (throttles !== ':memory:') toWal(db, 'throttles');
  db.exec('PRAGMA throttles.synchronous = NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS throttles.rate_events (bucket TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS throttles.rate_events_bucket ON rate_events(bucket, at);
    CREATE INDEX IF NOT EXISTS throttles.rate_events_at ON rate_events(at);`);
}

/**
 * Runs `work` inside BEGIN IMMEDIATE … COMMIT (rolled back on any throw). Only while the file opens, before
 * Kysely (engine.ts) takes the connection: from then on every statement goes through it (transaction.ts).
 */
function immediate(db: DatabaseSync, work: () => void): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    work();
    db.exec('COMMIT');
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Gives every category and brand without a page address one (rows written before addresses were stored). */
function fillMissingSlugs(db: DatabaseSync): void {
  for (const table of ['categories', 'marques'] as const) {
    const taken = db.prepare(`SELECT 1 FROM ${table} WHERE slug = ?`);
    const rows = db.prepare(`SELECT id, nom FROM ${table} WHERE slug IS NULL ORDER BY id`).all() as { id: number; nom: string }[];
    for (const row of rows) {
      const slug = freeSlug(wantedSlug(SLUG_KINDS[table], row.id, row.nom), (candidate) => taken.get(candidate) !== undefined);
      db.prepare(`UPDATE ${table} SET slug = ? WHERE id = ?`).run(slug, row.id);
    }
  }
}

function migrate(db: DatabaseSync): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  immediate(db, () => {
    const row = db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null };
    const current = row.v ?? 0;
    for (const [offset, migration] of pendingMigrations(current).entries()) {
      db.exec(migrationSql(migration, 'sqlite'));
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(current + offset + 1);
    }
  });
}

function seedIfEmpty(db: DatabaseSync): void {
  immediate(db, () => {
    const row = db.prepare('SELECT COUNT(*) AS n FROM produits').get() as { n: number };
    if (row.n === 0) seedCatalogue(db);
  });
}
