/**
 * An account's e-mail address is proven once a link mailed to it was opened (a password reset, the link that
 * joins guest orders, a login link): `users.email_prouve` keeps the address proven, which counts only while it
 * is still the account's. A sign-up proves nothing: anyone can type anyone's address.
 */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

/** Records that the mailbox of `email` answered for this account (nothing when it is no longer the account's address). */
export async function markEmailProven(db: Db, userId: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_prouve: email })
    .where('id', '=', userId)
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .execute();
}

/** Whether `email` is this account's address and proven. */
export async function emailProven(db: Db, userId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .where(sql<boolean>`lower(email_prouve) = lower(${email})`)
    .executeTakeFirst();
  return row !== undefined;
}
