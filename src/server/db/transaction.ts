import type { DatabaseSync } from 'node:sqlite';
import type { Transaction } from 'kysely';
import type { Engine } from './engine.ts';
import type { Tables } from './tables.ts';
import { bumpVersion, notifyCatalogue } from './version.ts';

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

/** PostgreSQL's serialization failure and deadlock: the transaction changed nothing and may simply run again. */
const RETRIED = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

const retryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && RETRIED.has(String(error.code));

/**
 * Runs `work` in one transaction of `engine`, committed when it resolves, rolled back when it throws. `work`
 * awaits only the database (no fetch, no hashing, no timer): on SQLite the shop's one connection is held from
 * BEGIN IMMEDIATE to COMMIT and every other query of the process waits; on PostgreSQL the transaction has a
 * pooled connection of its own, and is run again (a few times) when PostgreSQL gives up on it for a conflict
 * with another (serialization failure, deadlock). A committed transaction empties the catalogue caches of every
 * process (version.ts), unless `keepCache`: writes that change nothing the cache serves (e-mail leases).
 * Only one connection of a process may hold a SQLite file (the engine's): a second one would wait for the
 * first's lock while blocking the event loop that must release it.
 * @public (the data-layer modules move onto it one by one, docs/decisions/018)
 */
export async function transaction<T>(
  engine: Engine,
  work: (trx: Transaction<Tables>) => Promise<T>,
  options: { keepCache?: boolean } = {},
): Promise<T> {
  if (engine.kind === 'sqlite') {
    const result = await engine.db.transaction().execute(work);
    if (!options.keepCache) bumpVersion(engine.database);
    return result;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await engine.db.transaction().execute(async (trx) => {
        const done = await work(trx);
        if (!options.keepCache) await notifyCatalogue(trx);
        return done;
      });
      if (!options.keepCache) bumpVersion(engine.db);
      return result;
    } catch (error) {
      if (attempt >= ATTEMPTS || !retryable(error)) throw error;
    }
  }
}
