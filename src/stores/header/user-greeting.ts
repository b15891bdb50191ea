/**
 * The header's greeting, without the session store: it reads the `userInfo` text shared with the
 * session store (src/stores/session.ts builds its user on the same atoms), decoded through the
 * contract's `userSchema` like the store does. The full store is loaded only when the stored
 * session needs work: a token without user (GET /accounts/me/), or leftovers without token.
 */
import { computed } from 'nanostores';
import { userSchema, type User } from '../../contract/account.ts';
import { $authToken } from '../auth-token.ts';
import { decodeJson } from '../persist.ts';
import { sessionTexts, type SessionTexts } from './session-keys.ts';

/** The browser's session keys, shared with the session store. */
export const storedSession: SessionTexts = sessionTexts();

/** The user of a stored `userInfo` text, or null when absent or not a user the contract accepts. */
export const storedUserOf = (text: string): User | null => decodeJson<User | null>(userSchema, null, text);

/** Name greeted for a stored user (first name, else the email's local part, else the username); null when it is not a valid user. */
export function greetingNameOf(text: string): string | null {
  const user = storedUserOf(text);
  return user ? user.first_name || user.email.split('@')[0] || user.username : null;
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
