/**
 * Guest orders placed under a name (their address, their phone number), kept among the throttles' events and counted
 * in the order's own transaction: the names are held first (SQLite's one writer; on PostgreSQL a lock of each name,
 * taken in one order), so of two orders under one name the second sees the first, and an order refused or rolled
 * back takes its count back with it.
 */
import { sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Db } from './tables.ts';

/**
 * When orders were placed under each of `names` since `sinceMs`, newest first, and this order counted under each at
 * `atMs` (with the order: rolled back with it); the caller's transaction then holds the names. On PostgreSQL the names'
 * locks and the read go out together (the read starts once the locks are held, so it sees every order committed under
 * them), and the read writes the count as it reads (it sees the rows as they were before its own).
 */
export async function placedUnder(
  db: Db,
  kind: Engine['kind'],
  names: readonly string[],
  sinceMs: number,
  atMs: number,
): Promise<Map<string, number[]>> {
  const placed = new Map<string, number[]>(names.map((name) => [name, []]));
  if (names.length === 0) return placed;
  const read = db
    .selectFrom('rate_events')
    .select(['bucket', 'at'])
    .where('bucket', 'in', [...names])
    .where('at', '>', sinceMs)
    .orderBy('at', 'desc');
  const counted = names.map((bucket) => ({ bucket, at: atMs }));
  let rows: { bucket: string; at: number }[];
  if (kind === 'postgres') {
    // In the sorted order of the names (the subquery is sorted before its rows are locked one by one): two orders
    // sharing two names never wait on each other.
    const locked =
      sql`SELECT pg_advisory_xact_lock(hashtext(name)) FROM (SELECT DISTINCT name FROM unnest(CAST(${[...names]} AS TEXT[])) AS name ORDER BY name OFFSET 0) AS held`.execute(
        db,
      );
    const reading = db
      .with('counted', (w) => w.insertInto('rate_events').values(counted))
      .selectFrom('rate_events')
      .select(['bucket', 'at'])
      .where('bucket', 'in', [...names])
      .where('at', '>', sinceMs)
      .orderBy('at', 'desc')
      .execute();
    [, rows] = await Promise.all([locked, reading]);
  } else {
    rows = await read.execute();
    await db.insertInto('rate_events').values(counted).execute();
  }
  for (const row of rows) placed.get(row.bucket)?.push(Number(row.at));
  return placed;
}
