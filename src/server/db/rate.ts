import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';

/** Events of `bucket` since `sinceMs`, oldest first (login failures, contact messages…). */
function recentEvents(db: DatabaseSync, bucket: string, sinceMs: number): number[] {
  return (sql(db, 'SELECT at FROM rate_events WHERE bucket = ? AND at >= ? ORDER BY at').all(bucket, sinceMs) as { at: number }[]).map(
    (r) => r.at,
  );
}

export function recordEvent(db: DatabaseSync, bucket: string, atMs: number): void {
  sql(db, 'INSERT INTO rate_events (bucket, at) VALUES (?, ?)').run(bucket, atMs);
}

export function purgeEvents(db: DatabaseSync, beforeMs: number): void {
  sql(db, 'DELETE FROM rate_events WHERE at < ?').run(beforeMs);
}

/** Seconds until a new event is allowed, or 0 when fewer than `max` happened within `windowMs`. */
export function retryAfterSeconds(db: DatabaseSync, bucket: string, nowMs: number, windowMs: number, max: number): number {
  const events = recentEvents(db, bucket, nowMs - windowMs);
  // The oldest of the last `max` events: a new one is allowed once it leaves the window.
  const oldest = events.length < max ? undefined : events[events.length - max];
  if (oldest === undefined) return 0;
  return Math.max(1, Math.ceil((oldest + windowMs - nowMs) / 1000));
}
