/**
 * Who sees exact stock figures on the product page (admin, manager, staff, superuser), read from the
 * header's session atoms through the contract's `userSchema`, so the product page needs no session store.
 */
import { computed } from 'nanostores';
import { isStaffUser } from '../domain/roles.ts';
import { $authToken } from './auth-token.ts';
import { storedSession, storedUserOf } from './header/user-greeting.ts';

/** Whether a stored `userInfo` text is a staff user (garbage is nobody). */
export function isStaffText(text: string): boolean {
  return isStaffUser(storedUserOf(text));
}

/** Whether the signed-in customer sees exact stock figures; false when signed out. */
export const $isStaffViewer = computed([$authToken, storedSession.$userInfo], (token, text) => token !== '' && isStaffText(text));
