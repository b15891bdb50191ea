import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';

const local = new WeakMap<DatabaseSync, number>();
const external = new WeakMap<DatabaseSync, { value: number; checkedAt: number }>();

/** How long a reading of PRAGMA data_version (commits by OTHER connections) is trusted. */
const EXTERNAL_CHECK_MS = 50;

/** Called after every committed write transaction of this process. */
export function bumpVersion(db: DatabaseSync): void {
  local.set(db, (local.get(db) ?? 0) + 1);
}

/**
 * Changes whenever data may have changed: at once for a write of this process, within 50 ms for a
 * commit by another connection (e.g. the operator CLI importing a catalogue).
 */
export function dataVersion(db: DatabaseSync): string {
  const now = performance.now();
  let seen = external.get(db);
  if (!seen || now - seen.checkedAt >= EXTERNAL_CHECK_MS) {
    seen = { value: (sql(db, 'PRAGMA data_version').get() as { data_version: number }).data_version, checkedAt: now };
    external.set(db, seen);
  }
  return `${local.get(db) ?? 0}:${seen.value}`;
}
