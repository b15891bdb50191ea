/**
 * PostgreSQL's write-ahead log on disk up to now, for the transactions that commit without waiting for it
 * (transaction.ts, `releaseBeforeFlush`: their row locks are released before the disk flush, so orders of the same
 * products do not queue behind one flush each).
 */
import { sql } from 'kysely';
import type { Engine } from './engine.ts';
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
      await sql`SELECT pg_current_xact_id(), ${catalogueNotification()}`.execute(engine.db);
    });
    gates.set(engine.db, gate);
  }
  return gate();
}
