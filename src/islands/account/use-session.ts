import { useStore } from '@nanostores/react';
import type { User } from '../../contract/user.ts';
import { type SessionState, session } from '../../stores/account/session.ts';

/**
 * The session as an island sees it (showing it keeps the session store following the token). The server
 * render (and hydration) shows `ssrState` with no user, so the static HTML never depends on this
 * browser's storage (no hydration mismatch).
 */
export function useSession(ssrState: SessionState): { state: SessionState; user: User | null } {
  const state = useStore(session.$session, { ssr: () => ssrState });
  const user = useStore(session.$user, { ssr: () => null });
  return { state, user: state === 'signed-in' ? user : null };
}
