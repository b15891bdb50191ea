/**
 * The header's greeting, without the session store: it reads the `userInfo` text shared with the
 * session store (src/stores/session.ts builds its user on the same atoms) and checks it like
 * `userSchema` does (a property test keeps both equal). The full store is loaded only when the
 * stored session needs work: a token without user (GET /accounts/me/), or leftovers without token.
 */
import { computed } from 'nanostores';
import { isPositiveId, isRecord } from '../../contract/plain-checks.ts';
import type { UserRoleFields } from '../../domain/roles.ts';
import { $authToken } from '../auth-token.ts';
import { sessionTexts, type SessionTexts } from './session-keys.ts';

/** The browser's session keys, shared with the session store. */
export const storedSession: SessionTexts = sessionTexts();

const is = (value: unknown, type: 'string' | 'boolean'): boolean => value === undefined || value === null || typeof value === type;

export type StoredUser = UserRoleFields & Record<string, unknown> & { username: string; email: string };

/** A stored user that `userSchema` would accept (the fields the header reads checked the same way), else null. */
export function storedUserOf(text: string): StoredUser | null {
  let user: unknown;
  try {
    user = JSON.parse(text) as unknown;
  } catch {
    return null;
  }
  if (!isRecord(user) || typeof user['username'] !== 'string' || typeof user['email'] !== 'string') return null;
  const id = user['id'];
  if (id !== undefined && !isPositiveId(id)) return null;
  const texts = ['first_name', 'last_name', 'phone_number', 'phone', 'address'].every((key) => is(user[key], 'string'));
  if (!texts || !is(user['is_staff'], 'boolean') || !is(user['is_superuser'], 'boolean')) return null;
  return user as StoredUser;
}

/** Name greeted for a stored user (first name, else the email's local part, else the username); null when it is not a valid user. */
export function greetingNameOf(text: string): string | null {
  const user = storedUserOf(text);
  if (!user) return null;
  return (user['first_name'] as string | null | undefined) || user.email.split('@')[0] || user.username;
}

/** The first name the header greets, or null when signed out (or while a token alone is checked). */
export const $greetingName = computed([$authToken, storedSession.$userInfo], (token, text) => (token ? greetingNameOf(text) : null));

export type LoadSession = () => Promise<{ startSession: () => () => void }>;
const loadBrowserSession: LoadSession = () => import('../session.ts');

let fullSession: Promise<unknown> | null = null;

/**
 * What the session store's start does on every page, lightly: nothing while token and user agree;
 * otherwise (here or after another tab's change) the full store is loaded and started for the page.
 */
export function startHeaderSession(texts: SessionTexts = storedSession, load: LoadSession = loadBrowserSession): () => void {
  const check = () => {
    const token = $authToken.get();
    const stale = token
      ? greetingNameOf(texts.$userInfo.get()) === null
      : texts.$userInfo.get() !== '' || texts.$loginFlag.get() !== '' || texts.$userEmail.get() !== '';
    if (stale && fullSession === null)
      fullSession = load()
        .then((session) => session.startSession())
        .catch((error: unknown) => console.warn('Chargement de la session impossible', error));
  };
  const unbinds = [
    $authToken.subscribe(check),
    texts.$userInfo.listen(check),
    texts.$loginFlag.listen(check),
    texts.$userEmail.listen(check),
  ];
  return () => {
    unbinds.forEach((release) => {
      release();
    });
  };
}

/** For tests: forgets that the full store was started. */
export function resetHeaderSession(): void {
  fullSession = null;
}
