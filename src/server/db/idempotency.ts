import { sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Db } from './tables.ts';

const IDEMPOTENCY_RETENTION_MS = 72 * 3_600_000;

export interface IdempotencyRow {
  request_hash: string;
  status: number;
  body: string;
}

export async function findIdempotent(db: Db, scope: string, key: string): Promise<IdempotencyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function saveIdempotent(db: Db, scope: string, key: string, row: IdempotencyRow, createdMs: number): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: row.request_hash, status: row.status, body: row.body, created: createdMs })
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

/** Forgets keys older than the retention (72 h). */
export async function purgeIdempotent(db: Db, nowMs: number): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created', '<', nowMs - IDEMPOTENCY_RETENTION_MS)
    .execute();
}
