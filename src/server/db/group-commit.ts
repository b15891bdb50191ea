import { sql } from 'kysely';
import type { Engine, SqliteEngine } from './engine.ts';
import type { Db } from './tables.ts';
import { transaction } from './transaction.ts';

type Work = (trx: Db) => Promise<unknown>;

interface Job {
  work: Work;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const queues = new WeakMap<Engine, Job[]>();

async function flush(engine: SqliteEngine): Promise<void> {
  const jobs = queues.get(engine) ?? [];
  queues.delete(engine);
  const answers: (() => void)[] = [];
  try {
    await transaction(engine, async (trx) => {
      for (const job of jobs) {
        await sql`SAVEPOINT job`.execute(trx);
        try {
          const value = await job.work(trx);
          answers.push(() => job.resolve(value));
          await sql`RELEASE job`.execute(trx);
        } catch (error) {
          // On some errors (a full disk) SQLite has already rolled the whole transaction back: the batch fails with it.
          if (!engine.database.isTransaction) throw error;
          await sql`ROLLBACK TO job`.execute(trx);
          await sql`RELEASE job`.execute(trx);
          answers.push(() => job.reject(error));
        }
      }
    });
  } catch (error) {
    for (const job of jobs) job.reject(error);
    return;
  }
  // Answers go out only once the batch is durable (one fsync for the whole batch).
  for (const answer of answers) answer();
}

/**
 * Group commit on SQLite: write jobs arriving in the same tick run one after the other inside ONE transaction,
 * each in its own savepoint (a failing job changes nothing), and all are answered after the single COMMIT.
 * Same isolation as one transaction per job, one disk sync per batch. On PostgreSQL, whose commits do not all
 * wait on one file, each job is a transaction of its own (run again on a conflict, transaction.ts) that releases
 * its locks before its flush and is answered after it (`releaseBeforeFlush`): jobs on the same rows follow one
 * another without one disk sync each in between.
 */
export function inGroupCommit<T>(engine: Engine, work: (trx: Db) => Promise<T>): Promise<T> {
  if (engine.kind !== 'sqlite') return transaction(engine, work, { releaseBeforeFlush: true });
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(engine);
    if (!queue) {
      queue = [];
      queues.set(engine, queue);
      setImmediate(() => void flush(engine));
    }
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}
