import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';

const IDEMPOTENCY_RETENTION_MS = 72 * 3_600_000;

export interface IdempotencyRow {
  request_hash: string;
  status: number;
  body: string;
}

export function findIdempotent(db: DatabaseSync, scope: string, key: string): IdempotencyRow | undefined {
  return sql(db, 'SELECT request_hash, status, body FROM idempotency_keys WHERE scope = ? AND key = ?').get(scope, key) as
    | IdempotencyRow
    | undefined;
}

export function saveIdempotent(db: DatabaseSync, scope: string, key: string, row: IdempotencyRow, createdMs: number): void {
  sql(db, 'INSERT INTO idempotency_keys (scope, key, request_hash, status, body, created) VALUES (?, ?, ?, ?, ?, ?)').run(
    scope,
    key,
    row.request_hash,
    row.status,
    row.body,
    createdMs,
  );
}

/** Forgets keys older than the retention (72 h). */
export function purgeIdempotent(db: DatabaseSync, nowMs: number): void {
  sql(db, 'DELETE FROM idempotency_keys WHERE created < ?').run(nowMs - IDEMPOTENCY_RETENTION_MS);
}
