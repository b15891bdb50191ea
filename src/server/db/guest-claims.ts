/**
 * Proofs of an e-mail address before guest orders join an account: the link mailed to the address carries a
 * secret, stored here as its sha256 with the account and the address it was sent to; single use, it expires.
 */
import type { DatabaseSync } from 'node:sqlite';
import { digest } from '../auth/secret.ts';
import { sql } from './statements.ts';

export function storeGuestClaim(
  db: DatabaseSync,
  claim: { secret: string; userId: number; email: string; nowMs: number; validMs: number },
): void {
  sql(db, 'INSERT INTO guest_order_claims (token_hash, user_id, email, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    digest(claim.secret),
    claim.userId,
    claim.email,
    claim.nowMs,
    claim.nowMs + claim.validMs,
  );
}

/** Whether this account was sent a link since `sinceMs` (one e-mail per while, however often it asks). */
export function guestClaimSentSince(db: DatabaseSync, userId: number, sinceMs: number): boolean {
  return sql(db, 'SELECT 1 FROM guest_order_claims WHERE user_id = ? AND created_at > ? LIMIT 1').get(userId, sinceMs) !== undefined;
}

/** Marks the link's proof used and gives its account and address; undefined when unknown, used or expired. */
export function consumeGuestClaim(db: DatabaseSync, secret: string, nowMs: number): { user_id: number; email: string } | undefined {
  return sql(
    db,
    `UPDATE guest_order_claims SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING user_id, email`,
  ).get(nowMs, digest(secret), nowMs) as { user_id: number; email: string } | undefined;
}
