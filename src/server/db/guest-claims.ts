/**
 * Proofs of an e-mail address before guest orders join an account: the link mailed to the address carries a
 * secret, stored here as its sha256 with the account and the address it was sent to; single use, it expires.
 */
import { digest } from '../auth/secret.ts';
import type { Db } from './tables.ts';

export async function storeGuestClaim(
  db: Db,
  claim: { secret: string; userId: number; email: string; nowMs: number; validMs: number },
): Promise<void> {
  await db
    .insertInto('guest_order_claims')
    .values({
      token_hash: digest(claim.secret),
      user_id: claim.userId,
      email: claim.email,
      created_at: claim.nowMs,
      expires_at: claim.nowMs + claim.validMs,
    })
    .execute();
}

/** Whether this account was sent a link since `sinceMs` (one e-mail per while, however often it asks). */
export async function guestClaimSentSince(db: Db, userId: number, sinceMs: number): Promise<boolean> {
  const row = await db
    .selectFrom('guest_order_claims')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceMs)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the link's proof used and gives its account and address; undefined when unknown, used or expired. */
export async function consumeGuestClaim(db: Db, secret: string, nowMs: number): Promise<{ user_id: number; email: string } | undefined> {
  return db
    .updateTable('guest_order_claims')
    .set({ used_at: nowMs })
    .where('token_hash', '=', digest(secret))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
}
