/**
 * How gestion names a staff member to another. An admin manages the accounts and sees their e-mails; a manager
 * sees a colleague's name: a staff member's e-mail is the name they sign in with, and a manager needs it nowhere
 * (the order history, the support messages handled, the e-mails that did not leave). Their own stays theirs.
 */
import { gestionMessages } from '../../messages/gestion.ts';
import { listStaffAccounts } from '../db/staff-accounts.ts';
import type { Db } from '../db/tables.ts';
import type { CurrentUser } from '../http/env.ts';

export interface StaffNames {
  /** The author of a staff action (an e-mail, or the operator's command line): a colleague's name for a manager. */
  author: (recorded: string) => string;
  /** The recipient of an e-mail: a staff account's address becomes its name for a manager; a customer's stays (it is needed). */
  recipient: (email: string) => string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function staffNames(db: Db, viewer: CurrentUser): Promise<StaffNames> {
  if (viewer.isAdmin) return { author: (recorded) => recorded, recipient: (email) => email };
  const names = new Map(
    (await listStaffAccounts(db)).map((a) => [
      a.email.toLowerCase(),
      `${a.first_name} ${a.last_name}`.trim() || gestionMessages.staffMember,
    ]),
  );
  const named = (email: string) => (same(email, viewer.email) ? email : names.get(email.trim().toLowerCase()));
  return {
    // An e-mail no account has any more (changed since) is still a colleague's: named as one, never shown.
    author: (recorded) => named(recorded) ?? (recorded.includes('@') ? gestionMessages.staffMember : recorded),
    recipient: (email) => named(email) ?? email,
  };
}
