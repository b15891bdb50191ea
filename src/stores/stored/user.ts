/** The user stored under `userInfo`, decoded through the contract's `userSchema`: the session's user, the header's greeting, who sees exact stock. */
import { type User, userSchema } from '../../contract/user.ts';
import { isStaffUser } from '../../domain/roles.ts';
import { decodeJson } from './decode-json.ts';

/** The user of a stored `userInfo` text, or null when absent or not a user the contract accepts. */
export const storedUserOf = (text: string): User | null => decodeJson<User | null>(userSchema, null, text);

/**
 * Name greeted for a stored user: the first name, else the last name (a staff account named by its admin), and the
 * e-mail's local part only when the account has no name, else the username; null when it is not a valid user.
 */
export function greetingNameOf(text: string): string | null {
  const user = storedUserOf(text);
  return user ? user.first_name.trim() || user.last_name.trim() || user.email.split('@')[0] || user.username : null;
}

/** Whether a stored `userInfo` text is a staff user, who sees exact stock figures (garbage is nobody). */
export function isStaffText(text: string): boolean {
  return isStaffUser(storedUserOf(text));
}
