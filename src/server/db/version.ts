import type { DatabaseSync } from 'node:sqlite';
import { type Kysely, sql as kyselySql } from 'kysely';
import type pg from 'pg';
import type { Engine } from './engine.ts';
import { listenOn } from './listen.ts';
import { sql } from './statements.ts';
import type { Tables } from './tables.ts';

const local = new WeakMap<object, number>();
const external = new WeakMap<DatabaseSync, { value: number; checkedAt: number }>();

/** How long a reading of PRAGMA data_version (commits by OTHER connections) is trusted. */
const EXTERNAL_CHECK_MS = 50;

/** Called after every committed write transaction of this process (on `db`, the SQLite file or PostgreSQL's Kysely). */
export function bumpVersion(db: object): void {
  local.set(db, (local.get(db) ?? 0) + 1);
}

/**
 * Changes whenever data may have changed: at once for a write of this process, within 50 ms for a
 * commit by another connection (e.g. the operator CLI importing a catalogue).
 */
function dataVersion(db: DatabaseSync): string {
  const now = performance.now();
  let seen = external.get(db);
  if (!seen || now - seen.checkedAt >= EXTERNAL_CHECK_MS) {
    seen = { value: (sql(db, 'PRAGMA data_version').get() as { data_version: number }).data_version, checkedAt: now };
    external.set(db, seen);
  }
  return `${local.get(db) ?? 0}:${seen.value}`;
}

/** The channel every writing transaction on PostgreSQL notifies, and every process listens to. */
const CHANNEL = 'catalogue';

/** The notification of the channel, as an expression to select (alone, or beside another in one statement). */
export const catalogueNotification = () => kyselySql`pg_notify(${CHANNEL}, '')`;

/** Sent inside a writing transaction on PostgreSQL: PostgreSQL delivers it to every listener once it commits, never if it rolls back. */
export async function notifyCatalogue(trx: Kysely<Tables>): Promise<void> {
  await kyselySql`SELECT ${catalogueNotification()}`.execute(trx);
}

/** What the catalogue cache compares: a string that changes whenever the data may have changed. */
export interface DataVersion {
  current: () => string;
  close: () => Promise<void>;
}

/**
 * The data version of `engine`. SQLite: this process's commits at once, other connections' through `PRAGMA
 * data_version` within 50 ms. PostgreSQL: this process's commits at once, every process's through a `LISTEN
 * catalogue` on a connection of its own (outside the pool), connected at the first reading; while it is not
 * connected (starting, or lost and coming back) every reading is new, so nothing is served from the cache.
 */
export function dataVersionOf(engine: Engine): DataVersion {
  if (engine.kind === 'sqlite') return { current: () => dataVersion(engine.database), close: async () => {} };
  let heard = 0;
  let unlistened = 0;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  const listen = () => {
    const connection = listenOn(engine.url, CHANNEL, {
      heard: () => {
        heard += 1;
      },
      listening: () => {
        if (client === connection && !closed) listening = true;
      },
      lost: () => {
        listening = false;
        if (client === connection) client = null;
      },
    });
    client = connection;
  };
  return {
    current: () => {
      if (!listening) {
        if (!client && !closed) listen();
        unlistened += 1;
        return `unlistened:${unlistened}`;
      }
      return `${local.get(engine.db) ?? 0}:${heard}`;
    },
    close: async () => {
      closed = true;
      listening = false;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
