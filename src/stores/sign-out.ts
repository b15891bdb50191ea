/**
 * Signing out from `/deconnexion.html`: the browser forgets the session at once, then the server revokes the
 * token, so a copy of it (a shared computer, a stolen backup of the browser) stops working. The revocation is
 * best effort: offline, or against a backend without the endpoint, the customer is still signed out here.
 */
import { api } from './api.ts';
import { $authToken } from './auth-token.ts';
import { logout } from './session.ts';

/** Settles once the server answered (or could not be reached); the local sign-out is already done. */
export async function signOut(): Promise<void> {
  const token = $authToken.get();
  logout();
  if (token) await api.logout(token).catch(() => undefined);
}
