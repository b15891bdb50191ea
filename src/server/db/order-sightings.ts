/**
 * Guest orders placed under a name (their address, their phone number), kept among the throttles' events: read and
 * written in the order's own transaction, one name at a time (SQLite's one writer; on PostgreSQL a lock of each
 * name, taken in one order), so of two orders from one address exactly the first finds none before it.
 */
import { sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Db } from './tables.ts';

/** Whether an order was placed under one of `names` since `sinceMs` (the caller's transaction then holds those names). */
export async function placedSince(db: Db, kind: Engine['kind'], names: readonly string[], sinceMs: number): Promise<boolean> {
  if (names.length === 0) return false;
  if (kind === 'postgres') {
    for (const name of [...new Set(names)].sort()) await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
  }
  const row = await db
    .selectFrom('rate_events')
    .select('at')
    .where('bucket', 'in', [...names])
    .where('at', '>', sinceMs)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records an order placed under each of `names` at `atMs` (with the order: rolled back with it). */
export async function recordPlaced(db: Db, names: readonly string[], atMs: number): Promise<void> {
  if (names.length > 0)
    await db
      .insertInto('rate_events')
      .values(names.map((bucket) => ({ bucket, at: atMs })))
      .execute();
}
