/**
 * Backups of the shop's database while orders flow: the operator CLI's `backup` and the serving process's
 * daily one. A backup is a consistent snapshot (every transaction committed before it started, none half
 * written), readable by its owner alone (0600), written beside its name first and put in place only whole.
 */
import { closeSync, existsSync, fsyncSync, linkSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { kinshasaDay, kinshasaParts } from '../../domain/kinshasa-time.ts';
import { backupMessages } from '../../messages/backup.ts';
import type { SqliteEngine } from './engine.ts';
import { processAlive } from './in-use.ts';
import { createPrivateFile } from './open.ts';

/** `DATA_DIR/backups`: where the daily backups go, and the CLI's when it is given no file. */
export const backupsDir = (dataDir: string): string => join(dataDir, 'backups');

const two = (n: number) => String(n).padStart(2, '0');

/** `2026-11-23-192705`: the Kinshasa date and time to the second; fixed width, so names sort by time. */
export function timeStamp(now: Date): string {
  const parts = kinshasaParts(now);
  const time = parts ? `${two(parts.hours)}${two(parts.minutes)}${two(now.getUTCSeconds())}` : '000000';
  return `${kinshasaDay(now)}-${time}`;
}

/** The CLI's backup when it is given no file: `DATA_DIR/backups/shop-2026-11-23-192705.sqlite`. */
export const manualBackupFile = (dataDir: string, now: Date): string => join(backupsDir(dataDir), `shop-${timeStamp(now)}.sqlite`);

/** The daily backups carry their own suffix: the retention deletes these and never a backup someone made by hand. */
const DAILY = /^shop-\d{4}-\d{2}-\d{2}-\d{6}-quotidienne\.sqlite$/;
const dailyName = (now: Date) => `shop-${timeStamp(now)}-quotidienne.sqlite`;
/** A daily backup a crash interrupted: its partial file, named by the process that wrote it, is removed at the next run. */
const DAILY_PARTIAL = /^shop-\d{4}-\d{2}-\d{2}-\d{6}-quotidienne\.sqlite\.partiel-(\d+)$/;

/** The daily backups in `dir`, oldest first (their names sort by time). */
function dailyBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => DAILY.test(name))
    .sort();
}

function syncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Puts `partial` in place as `file`, never over an existing file (a hard link fails when the name is taken). */
function placeWithoutOverwriting(partial: string, file: string): void {
  try {
    linkSync(partial, file);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new Error(backupMessages.exists(file));
    // A file system without hard links (a USB key in FAT): the check, then a rename.
    if (existsSync(file)) throw new Error(backupMessages.exists(file));
    renameSync(partial, file);
  }
}

/**
 * Writes a consistent copy of `db` into `file` (refused when it exists) and returns its size in bytes.
 * `vacuum` (the CLI, another process than the shop): `VACUUM INTO`, one read transaction, so the shop's
 * commits never make it start over. `steps` (the serving process, holding its one connection): SQLite's backup
 * in steps of 256 pages, run off the event loop; requests wait for the connection meanwhile.
 */
export async function writeBackup(db: DatabaseSync, file: string, method: 'vacuum' | 'steps'): Promise<number> {
  if (existsSync(file)) throw new Error(backupMessages.exists(file));
  const partial = `${file}.partiel-${process.pid}`;
  // Created empty with mode 0600 first, in a folder made 0700: no other user can read it at any moment.
  createPrivateFile(partial);
  try {
    if (method === 'vacuum') db.prepare('VACUUM INTO ?').run(partial);
    else {
      await backup(db, partial, { rate: 256 });
      // The copy keeps the shop's WAL mode; back in rollback mode, it is one file that opens read-only anywhere.
      const copy = new DatabaseSync(partial);
      copy.exec('PRAGMA journal_mode = DELETE');
      copy.close();
    }
    syncFile(partial);
    placeWithoutOverwriting(partial, file);
    syncFile(dirname(file));
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

/** The serving process's daily backup: when the last was made, and making the next one. */
export interface DailyBackupJob {
  /** When the newest daily backup was written (ms since the epoch), null when there is none. */
  newest: () => number | null;
  /** Writes today's backup, then deletes all but the `keep` newest daily ones (never another file). */
  run: (now: Date) => Promise<{ file: string; bytes: number; removed: string[] }>;
}

export function dailyBackupJob(engine: SqliteEngine, dataDir: string, keep: number): DailyBackupJob {
  const dir = backupsDir(dataDir);
  return {
    newest: () => {
      const last = dailyBackups(dir).at(-1);
      return last === undefined ? null : statSync(join(dir, last)).mtimeMs;
    },
    run: async (now) => {
      for (const name of existsSync(dir) ? readdirSync(dir) : []) {
        const writer = Number(DAILY_PARTIAL.exec(name)?.[1]);
        if (writer > 0 && !processAlive(writer)) rmSync(join(dir, name), { force: true });
      }
      const file = join(dir, dailyName(now));
      // Every step runs while the shop's connection is held: none sees a transaction of this process half done.
      const bytes = await engine.db.connection().execute(() => writeBackup(engine.database, file, 'steps'));
      const removed = pruneDailyBackups(dir, keep);
      return { file, bytes, removed };
    },
  };
}

/** Deletes the daily backups of `dir` but the `keep` newest; other files are never touched. Returns the names deleted. */
export function pruneDailyBackups(dir: string, keep: number): string[] {
  const all = dailyBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) rmSync(join(dir, basename(name)));
  return old;
}
