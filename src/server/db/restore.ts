/**
 * Puts a backup in place of the shop's database (`npm run shop -- restore <fichier>`). Refused while a shop
 * process uses the database; the backup is copied beside the database and checked there (SQLite's integrity
 * check, a shop database at a migration this code knows) before anything else moves. The current database
 * is kept aside under a dated name, never deleted, and the copy takes its name in one rename: at every
 * moment `shop.sqlite` is either the old database or the restored one, whole.
 */
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { backupMessages } from '../../messages/backup.ts';
import { timeStamp } from './backup.ts';
import { databaseUsers } from './in-use.ts';
import { migrations } from './migrations.ts';

const m = backupMessages.restore;

/** The first bytes of every SQLite database file. */
const SQLITE_HEADER = 'SQLite format 3\u0000';
/** Tables every shop database has from its first migrations on. */
const SHOP_TABLES = ['schema_version', 'produits', 'users', 'commandes'];

function startsLikeSqlite(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.toString('latin1') === SQLITE_HEADER;
  } finally {
    closeSync(fd);
  }
}

/** Checks that `file` is a whole shop database this code can open; returns its migration number, or throws the French reason. */
function checkShopDatabase(file: string, shownAs: string): number {
  if (!startsLikeSqlite(file)) throw new Error(m.notSqlite(shownAs));
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file);
  } catch (error) {
    throw new Error(m.corrupt(shownAs, (error as Error).message));
  }
  try {
    let problems: string[];
    try {
      problems = (db.prepare('PRAGMA integrity_check(5)').all() as { integrity_check: string }[]).map((row) => row.integrity_check);
    } catch (error) {
      throw new Error(m.corrupt(shownAs, (error as Error).message));
    }
    if (problems.join() !== 'ok') throw new Error(m.corrupt(shownAs, problems.join(' ; ')));
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name),
    );
    if (!SHOP_TABLES.every((name) => tables.has(name))) throw new Error(m.notShop(shownAs));
    const { v } = db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null };
    if (v === null || v < 1) throw new Error(m.notShop(shownAs));
    if (v > migrations.length) throw new Error(m.tooNew(shownAs, v, migrations.length));
    return v;
  } finally {
    db.close();
  }
}

function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Folds the current database's write-ahead log into it, so the copy kept aside is one whole file; a database too damaged to open keeps its log beside it. */
function checkpoint(file: string): void {
  try {
    const db = new DatabaseSync(file);
    try {
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
  } catch {
    // Its -wal and -shm files move aside with it below.
  }
}

export interface Restored {
  version: number;
  /** Where the database that was in place now is; null when there was none. */
  aside: string | null;
  /** Lock files a crash had left, removed. */
  staleLocks: { pid: number; lock: string }[];
}

/** Restores `file` as `dataDir/shop.sqlite`; throws the French reason, nothing touched, when it must not or cannot. */
export function restoreDatabase(dataDir: string, file: string, now: Date): Restored {
  const { live, stale } = databaseUsers(dataDir);
  const [user] = live;
  if (user) throw new Error(m.inUse(user.pid, user.lock));
  for (const { lock } of stale) rmSync(lock, { force: true });
  if (!existsSync(file)) throw new Error(m.notFound(file));

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const current = join(dataDir, 'shop.sqlite');
  const incoming = join(dataDir, `shop.sqlite.restauration-${process.pid}`);
  copyFileSync(file, incoming);
  chmodSync(incoming, 0o600);
  let version: number;
  try {
    version = checkShopDatabase(incoming, file);
    syncPath(incoming);
  } catch (error) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${incoming}${suffix}`, { force: true });
    throw error;
  }

  let aside: string | null = null;
  if (existsSync(current)) {
    checkpoint(current);
    const name = join(dataDir, `shop.sqlite.avant-restauration-${timeStamp(now)}`);
    aside = name;
    // Two restores within a second never share a name: a database kept aside is never overwritten.
    for (let n = 2; existsSync(aside); n++) aside = `${name}-${n}`;
    try {
      linkSync(current, aside);
    } catch {
      renameSync(current, aside);
    }
    // A log left beside the database belongs to it, never to the restored one.
    for (const suffix of ['-wal', '-shm', '-journal'])
      if (existsSync(`${current}${suffix}`)) renameSync(`${current}${suffix}`, `${aside}${suffix}`);
  }
  renameSync(incoming, current);
  syncPath(dataDir);
  return { version, aside, staleLocks: stale };
}
