import type { DatabaseSync } from 'node:sqlite';
import { bumpVersion } from './version.ts';

/** Runs `work` inside BEGIN IMMEDIATE … COMMIT (rolled back on any throw), so writers never interleave. */
export function immediate<T>(db: DatabaseSync, work: () => T): T {
  const result = inImmediate(db, work);
  bumpVersion(db);
  return result;
}

/**
 * The same, for writes that change nothing the catalogue cache serves (the e-mail worker's leases and
 * marks): the cache is kept, so delivering a backlog of e-mails does not empty it hundreds of times a second.
 */
export function immediateKeepingCache<T>(db: DatabaseSync, work: () => T): T {
  return inImmediate(db, work);
}

function inImmediate<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
