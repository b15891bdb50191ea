import { type Expression, type SqlBool, sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Tables } from './tables.ts';

/** At most `max` events of `bucket` within `windowMs` (login failures, password hashes, contact messages…). */
export interface Limit {
  bucket: string;
  windowMs: number;
  max: number;
}

/** An event of `l.bucket` is still counted at `nowMs` when it happened less than `l.windowMs` before. */
const within = (l: Limit, nowMs: number) => nowMs - l.windowMs;

/**
 * Reserves one event in every bucket at `nowMs`, all or none, or returns the seconds to wait (the longest) and
 * records nothing. One INSERT … SELECT whose condition counts the events: on SQLite a statement runs alone on
 * the shop's connection; on PostgreSQL every process's reservations of a bucket queue on a lock of that bucket
 * (taken in one order, so two reservations never wait on each other), so a burst never gets more than `max`.
 */
export async function reserveEvents(engine: Engine, limits: readonly Limit[], nowMs: number): Promise<number> {
  if (limits.length === 0) return 0;
  const inserted = await (engine.kind === 'postgres'
    ? engine.db.transaction().execute(async (trx) => {
        for (const bucket of [...new Set(limits.map((l) => l.bucket))].sort()) {
          await sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
        }
        return insertIfRoom({ ...engine, db: trx }, limits, nowMs);
      })
    : insertIfRoom(engine, limits, nowMs));
  if (inserted > 0) return 0;
  const waits = await Promise.all(limits.map((l) => secondsUntilRoom(engine, l, nowMs)));
  // Every bucket had room a moment ago but another caller filled one since: wait a second.
  return Math.max(1, ...waits);
}

async function insertIfRoom(engine: Engine, limits: readonly Limit[], nowMs: number): Promise<number> {
  const full = (l: Limit): Expression<SqlBool> =>
    sql<SqlBool>`(SELECT count(*) FROM rate_events WHERE bucket = ${l.bucket} AND at > ${within(l, nowMs)}) >= ${l.max}`;
  const rows = limits.map((l) => sql`SELECT CAST(${l.bucket} AS TEXT) AS bucket, CAST(${nowMs} AS BIGINT) AS at`);
  const result = await engine.db
    .insertInto('rate_events')
    .columns(['bucket', 'at'])
    .expression((eb) =>
      eb
        .selectFrom(sql<Tables['rate_events']>`(${sql.join(rows, sql` UNION ALL `)})`.as('wanted'))
        .select(['wanted.bucket', 'wanted.at'])
        .where((w) => w.not(w.or(limits.map(full)))),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Seconds until `l.bucket` has room again: its oldest event of the last `max` leaves the window then. */
async function secondsUntilRoom(engine: Engine, l: Limit, nowMs: number): Promise<number> {
  const recent = await engine.db
    .selectFrom('rate_events')
    .select('at')
    .where('bucket', '=', l.bucket)
    .where('at', '>', within(l, nowMs))
    .orderBy('at', 'desc')
    .limit(l.max)
    .execute();
  return secondsUntilRoomOf(
    recent.map((event) => Number(event.at)),
    l,
    nowMs,
  );
}

/**
 * Seconds until a bucket has room again, from its events still counted (times in ms, newest first): 0 while it has
 * room; else when the oldest of its last `max` leaves the window (at least a second).
 */
export function secondsUntilRoomOf(newestFirst: readonly number[], l: Limit, nowMs: number): number {
  const oldest = newestFirst.length < l.max ? undefined : newestFirst[l.max - 1];
  if (oldest === undefined) return 0;
  return Math.max(1, Math.ceil((oldest + l.windowMs - nowMs) / 1000));
}

/** Gives back the latest event of `bucket` (an attempt that turned out legitimate): one row, even of a shared millisecond. */
export async function refundEvent(engine: Engine, bucket: string): Promise<void> {
  // Each engine's own row address (SQLite's rowid, PostgreSQL's ctid): the table has no key of its own.
  const row = sql.raw(engine.kind === 'postgres' ? 'ctid' : 'rowid');
  await engine.db
    .deleteFrom('rate_events')
    .where(row, '=', engine.db.selectFrom('rate_events').select(row.as('row')).where('bucket', '=', bucket).orderBy('at', 'desc').limit(1))
    .execute();
}

/** Forgets every event of `bucket`. */
export async function clearEvents(engine: Engine, bucket: string): Promise<void> {
  await engine.db.deleteFrom('rate_events').where('bucket', '=', bucket).execute();
}

/** Forgets the events older than `beforeMs` (no limit counts back that far). */
export async function purgeEvents(engine: Engine, beforeMs: number): Promise<void> {
  await engine.db.deleteFrom('rate_events').where('at', '<', beforeMs).execute();
}

/** Events of `l.bucket` still counted at `nowMs`. */
export async function countEvents(engine: Engine, l: Omit<Limit, 'max'>, nowMs: number): Promise<number> {
  const row = await engine.db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', l.bucket)
    .where('at', '>', within({ ...l, max: 0 }, nowMs))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records one event of `bucket`, whatever its count (a failure counted after the fact). */
export async function recordEvent(engine: Engine, bucket: string, nowMs: number): Promise<void> {
  await engine.db.insertInto('rate_events').values({ bucket, at: nowMs }).execute();
}

/** Forgets every event of the buckets whose name starts with `prefix` (an account's failures from every address). */
export async function clearEventsStartingWith(engine: Engine, prefix: string): Promise<void> {
  await engine.db.deleteFrom('rate_events').where(sql<string>`substr(bucket, 1, ${prefix.length})`, '=', prefix).execute();
}
