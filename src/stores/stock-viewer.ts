/**
 * Who sees exact stock figures on the product page (spec §6: admin, manager, staff, superuser),
 * read from the header's session atoms with their light check, so the product page needs no session store.
 */
import { computed } from 'nanostores';
import { isStaffUser } from '../domain/roles.ts';
import { $authToken } from './auth-token.ts';
import { storedSession, storedUserOf } from './header/user-greeting.ts';

/** Whether a stored user is staff, as `isStaffUser` reads the session store's user (a property test keeps both equal). */
export function isStaffText(text: string): boolean {
  return isStaffUser(storedUserOf(text));
}

/** Whether the signed-in customer sees exact stock figures; false when signed out. */
export const $isStaffViewer = computed([$authToken, storedSession.$userInfo], (token, text) => token !== '' && isStaffText(text));
