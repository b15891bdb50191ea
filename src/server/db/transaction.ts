import { sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Db } from './tables.ts';
import { bumpVersion, notifyCatalogue } from './version.ts';

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
 */
export async function transaction<T>(engine: Engine, work: (trx: Db) => Promise<T>, options: { keepCache?: boolean } = {}): Promise<T> {
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
