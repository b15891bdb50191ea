import { digest } from '../auth/secret.ts';
import type { Db } from './tables.ts';

export async function storeResetToken(db: Db, userId: number, secret: string, expiresAtMs: number): Promise<void> {
  await db
    .insertInto('reset_tokens')
    .values({ token_hash: digest(secret), user_id: userId, expires_at: expiresAtMs })
    .execute();
}

/** Marks a valid, unused, unexpired token of this user as used; false if there is none. Single use. */
export async function consumeResetToken(db: Db, userId: number, secret: string, nowMs: number): Promise<boolean> {
  const result = await db
    .updateTable('reset_tokens')
    .set({ used_at: nowMs })
    .where('token_hash', '=', digest(secret))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether this user has this token, unused and unexpired (checked before any costly work; consumed later). */
export async function resetTokenValid(db: Db, userId: number, secret: string, nowMs: number): Promise<boolean> {
  const row = await db
    .selectFrom('reset_tokens')
    .select('user_id')
    .where('token_hash', '=', digest(secret))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every outstanding reset link of this user stops working (after a reset or a password change). */
export async function consumeAllResetTokens(db: Db, userId: number, nowMs: number): Promise<void> {
  await db.updateTable('reset_tokens').set({ used_at: nowMs }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
