/**
 * PostgreSQL's write-ahead log on disk up to now, for the transactions that commit without waiting for it
 * (transaction.ts, `releaseBeforeFlush`: their row locks are released before the disk flush, so orders of the same
 * products do not queue behind one flush each).
 */
import { type Kysely, sql } from 'kysely';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Engine } from './engine.ts';
import type { Tables } from './tables.ts';
import { catalogueNotification } from './version.ts';

/**
 * Resolves once a barrier run after the call has returned: calls that arrive while one runs share the next one (the
 * running one may have left before what they wait for), so a burst costs a barrier or two, not one each. A failed
 * barrier fails its own callers only.
 */
export function flushGate(barrier: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = barrier().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (running === null) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}

/**
 * Transactions released before their flush (orders) a process runs at once on PostgreSQL, with the barrier below; the
 * others wait their turn in the process, in arrival order. A transaction's turn ends at its COMMIT (the wait for the
 * disk is outside it). Orders of the same products queue on those products' rows whatever their number: beyond the
 * cores of a small server, each more in flight only adds waiting on those rows (PostgreSQL's lock queue, its wake-ups,
 * its re-reading of the row) to the server's work. And the barrier waiting its turn behind orders is what makes it
 * one for many of them under load (run at once, it would follow each order). Guest orders of the same two products at
 * 50 connections on the 2-core machine: 4 at once ≈ 1 220 orders/s and 0.54 ms of the server's CPU an order, all at
 * once (the pool's 10) ≈ 990/s and 0.82 ms (decision 033).
 */
export const RELEASED_AT_ONCE = 4;

const turns = new WeakMap<object, LimitFunction>();

/** Runs `work` in its turn among the released transactions of `db` (`RELEASED_AT_ONCE`). */
export function inTurn<T>(db: Kysely<Tables>, work: () => Promise<T>): Promise<T> {
  let turn = turns.get(db);
  if (!turn) {
    turn = pLimit(RELEASED_AT_ONCE);
    turns.set(db, turn);
  }
  return turn(work);
}

const gates = new WeakMap<object, () => Promise<void>>();

/**
 * Resolves once every transaction this process committed before the call is on disk. The barrier is a transaction
 * of its own that commits as the server commits by default (waiting for the disk): its commit record comes after
 * those commits, and the log is written in order. `pg_current_xact_id()` gives it a transaction id, without which
 * PostgreSQL writes no commit record. PostgreSQL flushes the log of concurrent commits together anyway.
 * The barrier also sends the catalogue's notification for those transactions (they send none: PostgreSQL commits
 * the transactions that notify one after the other, holding a lock of the whole server): every process empties its
 * catalogue cache once they are committed, one notification a burst. A process that stops between an order's commit
 * and its barrier sends none for it: the other processes' caches then show that stock until the next change.
 */
export function walFlushed(engine: Extract<Engine, { kind: 'postgres' }>): Promise<void> {
  let gate = gates.get(engine.db);
  if (!gate) {
    gate = flushGate(async () => {
      await inTurn(engine.db, () => sql`SELECT pg_current_xact_id(), ${catalogueNotification()}`.execute(engine.db));
    });
    gates.set(engine.db, gate);
  }
  return gate();
}
