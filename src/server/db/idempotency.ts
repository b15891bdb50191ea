import { sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Db } from './tables.ts';

/** How long a key replays its first answer. */
const IDEMPOTENCY_RETENTION_MS = 72 * 3_600_000;
/** Keys past their retention are deleted at most this often per database and process (an order no longer pays for it). */
const PURGE_EVERY_MS = 60_000;

export interface IdempotencyRow {
  request_hash: string;
  status: number;
  body: string;
}

/** The answer recorded for a key within its retention (an older one no longer replays, deleted or not yet). */
export async function findIdempotent(db: Db, scope: string, key: string, nowMs: number): Promise<IdempotencyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('created', '>=', nowMs - IDEMPOTENCY_RETENTION_MS)
    .executeTakeFirst();
}

/** Records the answer of a key; one past its retention and not yet deleted gives way to it. */
export async function saveIdempotent(db: Db, scope: string, key: string, row: IdempotencyRow, createdMs: number): Promise<void> {
  const answer = { request_hash: row.request_hash, status: row.status, body: row.body, created: createdMs };
  await db
    .insertInto('idempotency_keys')
    .values({ scope, key, ...answer })
    .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet(answer))
    .execute();
}

/**
 * Called first in the transaction that looks a key up and records its answer: on PostgreSQL a second request
 * with the same key, from any process, waits here until the first commits, then finds its answer (one order,
 * never two). On SQLite the transaction already runs alone.
 */
export async function holdKey(trx: Db, kind: Engine['kind'], scope: string, key: string): Promise<void> {
  if (kind === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${`${scope}\n${key}`}))`.execute(trx);
}

const purged = new WeakMap<object, number>();

/** Deletes the keys past their retention (72 h), when the last purge of `engine` by this process is a minute old. */
export async function purgeIdempotentWhenDue(db: Db, engine: Engine, nowMs: number): Promise<void> {
  const last = purged.get(engine.db);
  if (last !== undefined && nowMs - last < PURGE_EVERY_MS && nowMs >= last) return;
  purged.set(engine.db, nowMs);
  await db
    .deleteFrom('idempotency_keys')
    .where('created', '<', nowMs - IDEMPOTENCY_RETENTION_MS)
    .execute();
}
