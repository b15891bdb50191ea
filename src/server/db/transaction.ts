import type { DatabaseSync } from 'node:sqlite';
import { bumpVersion } from './version.ts';

/** Runs `work` inside BEGIN IMMEDIATE … COMMIT (rolled back on any throw), so writers never interleave. */
export function immediate<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    bumpVersion(db);
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
