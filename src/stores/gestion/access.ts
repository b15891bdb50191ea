/**
 * Who may use gestion: staff only (admin or manager role, is_staff or is_superuser). The session is the
 * shop's own (the login page stores it); a signed-out visitor is sent to that login page, a client is
 * told the screens are for the staff. The session checks itself while `$access` is watched (`$session` mounted).
 */
import { computed } from 'nanostores';
import { isStaffUser } from '../../domain/roles.ts';
import { isAdminUser } from '../../domain/staff.ts';
import { $session, $user, logout } from '../account/session.ts';
import { createAttempt } from './outcome.ts';

export type Access = 'checking' | 'signed-out' | 'forbidden' | 'staff';

export const $access = computed([$session, $user], (session, user): Access => {
  if (session === 'checking') return 'checking';
  if (session === 'signed-out' || !user) return 'signed-out';
  return isStaffUser(user) ? 'staff' : 'forbidden';
});

/** Admins also manage the staff accounts (« Personnel »). */
export const $isAdmin = computed($user, (user) => isAdminUser(user));

/** The browser's staff calls: a 401 signs out (and the guard sends to the login page). */
export const attempt = createAttempt(logout);
