/**
 * Guest orders placed under a name (their address, their phone number), kept among the throttles' events and counted
 * in the order's own transaction: the names are held first (SQLite's one writer; on PostgreSQL a lock of each name,
 * taken in one order), so of two orders under one name the second sees the first, and an order refused or rolled
 * back takes its count back with it.
 */
import { sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Db } from './tables.ts';

/** When orders were placed under each of `names` since `sinceMs`, newest first (the caller's transaction then holds the names). */
export async function placedUnder(db: Db, kind: Engine['kind'], names: readonly string[], sinceMs: number): Promise<Map<string, number[]>> {
  const placed = new Map<string, number[]>(names.map((name) => [name, []]));
  if (names.length === 0) return placed;
  if (kind === 'postgres') {
    // In the sorted order of the names (the subquery is sorted before its rows are locked one by one): two orders
    // sharing two names never wait on each other.
    await sql`SELECT pg_advisory_xact_lock(hashtext(name)) FROM (SELECT DISTINCT name FROM unnest(CAST(${[...names]} AS TEXT[])) AS name ORDER BY name OFFSET 0) AS held`.execute(
      db,
    );
  }
  const rows = await db
    .selectFrom('rate_events')
    .select(['bucket', 'at'])
    .where('bucket', 'in', [...names])
    .where('at', '>', sinceMs)
    .orderBy('at', 'desc')
    .execute();
  for (const row of rows) placed.get(row.bucket)?.push(Number(row.at));
  return placed;
}

/** Records an order placed under each of `names` at `atMs` (with the order: rolled back with it). */
export async function recordPlaced(db: Db, names: readonly string[], atMs: number): Promise<void> {
  if (names.length > 0)
    await db
      .insertInto('rate_events')
      .values(names.map((bucket) => ({ bucket, at: atMs })))
      .execute();
}
