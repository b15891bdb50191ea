/**
 * The session's stored texts (`userInfo`, decoded by user.ts; `isLoggedIn`, `userEmail`, the former app's), shared by the
 * header's greeting and the session store. The token has its own module (auth-token.ts): every page reads it.
 */
import type { WritableAtom } from 'nanostores';
import { storedText } from './stored-text.ts';

export interface SessionTexts {
  $userInfo: WritableAtom<string>;
  $loginFlag: WritableAtom<string>;
  $userEmail: WritableAtom<string>;
}

/** Fresh atoms on the session's keys (tests build their own sessions on them). */
export function sessionTexts(): SessionTexts {
  return { $userInfo: storedText('userInfo'), $loginFlag: storedText('isLoggedIn'), $userEmail: storedText('userEmail') };
}

/** The browser's session keys: one atom per key, shared by the header and the session store. */
export const storedSession: SessionTexts = sessionTexts();
