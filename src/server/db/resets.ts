import type { DatabaseSync } from 'node:sqlite';
import { digest } from '../auth/secret.ts';
import { sql } from './statements.ts';

export function storeResetToken(db: DatabaseSync, userId: number, secret: string, expiresAtMs: number): void {
  sql(db, 'INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(digest(secret), userId, expiresAtMs);
}

/** Marks a valid, unused, unexpired token of this user as used; false if there is none. Single use. */
export function consumeResetToken(db: DatabaseSync, userId: number, secret: string, nowMs: number): boolean {
  return (
    Number(
      sql(db, 'UPDATE reset_tokens SET used_at = ? WHERE token_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?').run(
        nowMs,
        digest(secret),
        userId,
        nowMs,
      ).changes,
    ) === 1
  );
}

/** Whether this user has this token, unused and unexpired (checked before any costly work; consumed later). */
export function resetTokenValid(db: DatabaseSync, userId: number, secret: string, nowMs: number): boolean {
  return (
    sql(db, 'SELECT 1 FROM reset_tokens WHERE token_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?').get(
      digest(secret),
      userId,
      nowMs,
    ) !== undefined
  );
}

/** Every outstanding reset link of this user stops working (after a reset or a password change). */
export function consumeAllResetTokens(db: DatabaseSync, userId: number, nowMs: number): void {
  sql(db, 'UPDATE reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(nowMs, userId);
}
