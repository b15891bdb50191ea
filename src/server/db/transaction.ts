import { type Kysely, sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Db, Tables } from './tables.ts';
import { bumpVersion, catalogueNotification, notifyCatalogue } from './version.ts';
import { walFlushed } from './wal-flush.ts';

/** PostgreSQL's serialization failure and deadlock: the transaction changed nothing and may simply run again. */
const RETRIED = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

/** What a PostgreSQL transaction asks first: no wait for the disk at its commit, the catalogue's notification. */
async function beginning(trx: Db, options: { keepCache?: boolean; releaseBeforeFlush?: boolean }): Promise<void> {
  if (options.releaseBeforeFlush) {
    const notify = options.keepCache ? sql`` : sql`, ${catalogueNotification()}`;
    await sql`SELECT set_config('synchronous_commit', 'off', true)${notify}`.execute(trx);
  } else if (!options.keepCache) await notifyCatalogue(trx);
}

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
 *
 * `releaseBeforeFlush` (PostgreSQL): the COMMIT does not wait for the disk, so the transaction's locks are released
 * as soon as it commits instead of after the flush, and the call resolves once the log holding it is on disk
 * (wal-flush.ts): the caller gets the same guarantee, and transactions queuing on the same rows (orders of one
 * product) no longer wait one disk flush each. Others may read what it wrote a moment before it is on disk.
 */
export async function transaction<T>(
  engine: Engine,
  work: (trx: Db) => Promise<T>,
  options: { keepCache?: boolean; releaseBeforeFlush?: boolean } = {},
): Promise<T> {
  if (engine.kind === 'sqlite') {
    const { database } = engine;
    // The connection is held (Kysely queues every other query of the process) from BEGIN to COMMIT. Some
    // failures (a full disk) make SQLite roll back by itself: then there is nothing left to roll back, and the
    // caller gets that failure, not a complaint about the missing transaction.
    const result = await engine.db.connection().execute(async (trx) => {
      await sql`BEGIN IMMEDIATE`.execute(trx);
      try {
        const done = await work(trx);
        await sql`COMMIT`.execute(trx);
        return done;
      } catch (error) {
        if (database.isTransaction) await sql`ROLLBACK`.execute(trx);
        throw error;
      }
    });
    if (!options.keepCache) bumpVersion(database);
    return result;
  }
  const result = await committed(engine.db, work, options);
  if (!options.keepCache) bumpVersion(engine.db);
  // Outside the retries: the transaction is committed, only its flush is awaited.
  if (options.releaseBeforeFlush) await walFlushed(engine);
  return result;
}

/** A PostgreSQL transaction, run again (a few times) when PostgreSQL gives up on it for a conflict with another. */
async function committed<T>(
  db: Kysely<Tables>,
  work: (trx: Db) => Promise<T>,
  options: { keepCache?: boolean; releaseBeforeFlush?: boolean },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        // First, in one statement: a notification is delivered at the commit wherever it was sent, and a
        // transaction's last statements are the ones that should hold their locks the shortest.
        await beginning(trx, options);
        return work(trx);
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !retryable(error)) throw error;
    }
  }
}
