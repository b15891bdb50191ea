/** The session's stored texts (`userInfo`, `isLoggedIn`, `userEmail`), shared by the header and the session store. */
import type { WritableAtom } from 'nanostores';
import { storedText } from './stored-text.ts';

export interface SessionTexts {
  $userInfo: WritableAtom<string>;
  $loginFlag: WritableAtom<string>;
  $userEmail: WritableAtom<string>;
}

/** Fresh atoms on the session's keys (the browser keeps one set, `storedSession` in user-greeting.ts). */
export function sessionTexts(): SessionTexts {
  return { $userInfo: storedText('userInfo'), $loginFlag: storedText('isLoggedIn'), $userEmail: storedText('userEmail') };
}
