import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { isConstraint } from './constraint.ts';
import type { Engine } from './engine.ts';
import { errorCode } from './error-code.ts';
import { isStalePlan } from './prepared.ts';
import type { Db, Tables } from './tables.ts';
import { unqueued } from './unqueued.ts';
import { bumpVersion, notifyCatalogue } from './version.ts';
import { inTurn, walFlushed } from './wal-flush.ts';

/** PostgreSQL's serialization failure and deadlock: the transaction changed nothing and may simply run again. */
const RETRIED = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

/**
 * What a PostgreSQL transaction asks first: the catalogue's notification, or, for one released before its flush, no
 * wait for the disk at its commit. That one notifies with the barrier it then waits for (wal-flush.ts), once for the
 * transactions of a burst: PostgreSQL commits the transactions that notify one at a time.
 */
async function beginning(trx: Db, options: { keepCache?: boolean; releaseBeforeFlush?: boolean }): Promise<void> {
  if (options.releaseBeforeFlush) await sql`SELECT set_config('synchronous_commit', 'off', true)`.execute(trx);
  else if (!options.keepCache) await notifyCatalogue(trx);
}

const retryable = (error: unknown): boolean => RETRIED.has(errorCode(error) ?? '') || isStalePlan(error);

/**
 * Runs `work` in one transaction of `engine`, committed when it resolves, rolled back when it throws. `work`
 * awaits only the database (no fetch, no hashing, no timer): on SQLite the shop's one connection is held from
 * BEGIN IMMEDIATE to COMMIT and every other query of the process waits; on PostgreSQL the transaction has a
 * pooled connection of its own, and is run again (a few times) when PostgreSQL gives up on it for a conflict
 * with another (serialization failure, deadlock, a prepared statement gone stale: prepared.ts). A committed transaction empties the catalogue caches of every
 * process (version.ts), unless `keepCache`: writes that change nothing the cache serves (e-mail leases).
 * Only one connection of a process may hold a SQLite file (the engine's): a second one would wait for the
 * first's lock while blocking the event loop that must release it.
 *
 * `releaseBeforeFlush` (PostgreSQL): the COMMIT does not wait for the disk, so the transaction's locks are released
 * as soon as it commits instead of after the flush, and the call resolves once the log holding it is on disk
 * (wal-flush.ts): the caller gets the same guarantee, and transactions queuing on the same rows (orders of one
 * product) no longer wait one disk flush each. Others may read what it wrote a moment before it is on disk. A few of
 * those run at once in a process (wal-flush.ts, `inTurn`), the others wait their turn.
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
  const { db } = engine;
  const result = options.releaseBeforeFlush ? await inTurn(db, () => pipelined(db, work, options)) : await committed(db, work, options);
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

/** A statement sent with the COMMIT (`withCommit`), and what its failure means once the COMMIT rolled back. */
interface Last {
  query: CompiledQuery;
  /** The error to throw for `error` (read on the connection, outside the transaction), or null: run the transaction again. */
  failed: (db: Db, error: unknown) => Promise<unknown>;
  /** Given the statement's rows once the COMMIT succeeded. */
  done: (rows: readonly unknown[]) => void;
}

/** The connections of the transactions `pipelined` runs, and the statement each sends with its COMMIT. */
const lasts = new WeakMap<object, Last | null>();

/** Thrown when a statement sent with the COMMIT failed for a reason that is gone: the transaction runs again. */
class RunAgain extends Error {
  readonly code = '40001';
}

/**
 * Sends `query` as the transaction's last statement, on the wire with its COMMIT (one round trip): the rows it locks
 * are held for PostgreSQL's own time only, not until this process hears back. `query` must fail when what it does
 * must not be committed (PostgreSQL then turns the COMMIT into a ROLLBACK); `failed` gives the error to throw then,
 * `done` its rows once committed (before the transaction's value is returned). Only in a transaction run with
 * `releaseBeforeFlush` on PostgreSQL: false elsewhere (run it yourself), and the caller sends nothing after it.
 */
export function withCommit<R>(
  trx: Db,
  query: CompiledQuery<R>,
  failed: Last['failed'],
  done: (rows: readonly R[]) => void = () => undefined,
): boolean {
  if (!lasts.has(trx)) return false;
  if (lasts.get(trx)) throw new Error('A transaction sends one statement with its COMMIT.');
  lasts.set(trx, { query, failed, done: done as Last['done'] });
  return true;
}

/**
 * A COMMIT refused by a foreign key checked at the commit (an order's lines and their product, migration 25): a row
 * it named was deleted meanwhile. The transaction rolled back; run again, it reads the world as it is now (the order
 * then says its product is unknown).
 */
function checkedLate(error: unknown): never {
  if (isConstraint(error, 'FOREIGN KEY')) throw new RunAgain('a row named was deleted meanwhile', { cause: error });
  throw error;
}

/**
 * A PostgreSQL transaction on one pooled connection whose queries are pipelined (engine.ts): BEGIN and the first
 * settings go out with the work's first query, and the statement given to `withCommit` with the COMMIT. Run again
 * (a few times) on a conflict, as `committed`.
 */
async function pipelined<T>(
  db: Kysely<Tables>,
  work: (trx: Db) => Promise<T>,
  options: { keepCache?: boolean; releaseBeforeFlush?: boolean },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Kysely's own instance for one connection would wait for each answer before sending the next query.
      return await db.getExecutor().provideConnection(async (connection) => {
        const conn = unqueued(connection);
        lasts.set(conn, null);
        try {
          return await inPipeline(conn, work, options);
        } finally {
          lasts.delete(conn);
        }
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !retryable(error)) throw error;
    }
  }
}

async function inPipeline<T>(conn: Db, work: (trx: Db) => Promise<T>, options: { keepCache?: boolean }): Promise<T> {
  const begun = Promise.all([sql`BEGIN`.execute(conn), beginning(conn, { ...options, releaseBeforeFlush: true })]);
  let value: T;
  try {
    value = await work(conn);
    await begun;
  } catch (error) {
    await begun.catch(() => undefined);
    await sql`ROLLBACK`.execute(conn);
    throw error;
  }
  const last = lasts.get(conn);
  const commit = () => sql`COMMIT`.execute(conn).catch(checkedLate);
  if (!last) {
    await commit();
    return value;
  }
  const [sent, committedOrNot] = await Promise.allSettled([conn.executeQuery(last.query), commit()]);
  if (committedOrNot.status === 'rejected') throw committedOrNot.reason;
  if (sent.status === 'fulfilled') {
    last.done(sent.value.rows);
    return value;
  }
  // The statement failed: PostgreSQL rolled the transaction back at its COMMIT.
  if (retryable(sent.reason)) throw sent.reason;
  throw (await last.failed(conn, sent.reason)) ?? new RunAgain('run again');
}
