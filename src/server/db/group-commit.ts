import type { DatabaseSync } from 'node:sqlite';
import { bumpVersion } from './version.ts';

interface Job {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const queues = new WeakMap<DatabaseSync, Job[]>();

function flush(db: DatabaseSync): void {
  const jobs = queues.get(db) ?? [];
  queues.delete(db);
  const answers: (() => void)[] = [];
  try {
    db.exec('BEGIN IMMEDIATE');
    for (const job of jobs) {
      db.exec('SAVEPOINT job');
      try {
        const value = job.work();
        answers.push(() => job.resolve(value));
        db.exec('RELEASE job');
      } catch (error) {
        // On some errors (a full disk) SQLite has already rolled the whole transaction back: the batch fails with it.
        if (!db.isTransaction) throw error;
        db.exec('ROLLBACK TO job');
        db.exec('RELEASE job');
        answers.push(() => job.reject(error));
      }
    }
    db.exec('COMMIT');
    bumpVersion(db);
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    for (const job of jobs) job.reject(error);
    return;
  }
  // Answers go out only once the batch is durable (one fsync for the whole batch).
  for (const answer of answers) answer();
}

/**
 * Group commit: write jobs arriving in the same tick run one after the other inside ONE IMMEDIATE transaction,
 * each in its own savepoint (a failing job changes nothing), and all are answered after the single COMMIT.
 * Same isolation as one transaction per job, one disk sync per batch.
 */
export function inGroupCommit<T>(db: DatabaseSync, work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
      setImmediate(() => flush(db));
    }
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}
