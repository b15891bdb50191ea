/**
 * Who may use gestion: staff only (admin or manager role, is_staff or is_superuser). The session is the
 * shop's own (the login page stores it); a signed-out visitor is sent to that login page, a client is
 * told the screens are for the staff. The session checks itself while `$access` is watched (`$session` mounted).
 */
import { computed } from 'nanostores';
import { isStaffUser } from '../../domain/roles.ts';
import { isAdminUser } from '../../domain/staff.ts';
import { session } from '../account/session.ts';
import { createAttempt } from './attempt.ts';

export type Access = 'checking' | 'signed-out' | 'forbidden' | 'staff';

export const $access = computed([session.$session, session.$user], (state, user): Access => {
  if (state === 'checking') return 'checking';
  if (state === 'signed-out' || !user) return 'signed-out';
  return isStaffUser(user) ? 'staff' : 'forbidden';
});

/** Admins also manage the staff accounts (« Personnel »). */
export const $isAdmin = computed(session.$user, (user) => isAdminUser(user));

/** The signed-in staff member's e-mail (lower case): « Personnel » offers colleagues' actions, never on oneself. */
export const $myEmail = computed(session.$user, (user) => user?.email.toLowerCase() ?? '');

/** The browser's staff calls: a 401 signs out (and the guard sends to the login page). */
export const attempt = createAttempt(session.logout);
