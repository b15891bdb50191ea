/**
 * Links mailed to an account's address that prove its mailbox answered: the link that joins the guest orders of
 * the address (`guest_order_claims`), the login link of an account that received too many wrong passwords
 * (`login_links`). The secret is stored as its sha256 with the account and the address it was sent to; single
 * use, it expires.
 */
import { digest } from '../auth/secret.ts';
import type { Db } from './tables.ts';

export type MailedLinkTable = 'guest_order_claims' | 'login_links';

export async function storeMailedLink(
  db: Db,
  table: MailedLinkTable,
  link: { secret: string; userId: number; email: string; nowMs: number; validMs: number },
): Promise<void> {
  await db
    .insertInto(table)
    .values({
      token_hash: digest(link.secret),
      user_id: link.userId,
      email: link.email,
      created_at: link.nowMs,
      expires_at: link.nowMs + link.validMs,
    })
    .execute();
}

/** Whether this account was sent such a link since `sinceMs` (one e-mail per while, however often it asks). */
export async function mailedLinkSentSince(db: Db, table: MailedLinkTable, userId: number, sinceMs: number): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('user_id')
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceMs)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the link's proof used and gives its account and address; undefined when unknown, used or expired. */
export async function consumeMailedLink(
  db: Db,
  table: MailedLinkTable,
  secret: string,
  nowMs: number,
): Promise<{ user_id: number; email: string } | undefined> {
  return db
    .updateTable(table)
    .set({ used_at: nowMs })
    .where('token_hash', '=', digest(secret))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
}
