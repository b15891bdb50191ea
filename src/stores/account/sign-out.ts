/**
 * Signing out from `/deconnexion.html`: the browser forgets the session and the customer's personal data at once,
 * then the server revokes the token, so a copy of it (a shared computer, a stolen backup of the browser) stops
 * working. The revocation is best effort: offline, or against a backend without the endpoint, the customer is
 * still signed out here.
 */

import { api, callsAnswered } from '../api.ts';
import { $authToken } from '../stored/auth-token.ts';
import { $confirmedOrder, $failedOrder, $pendingOrder } from '../stored/orders.ts';
import { $takenOrder } from '../stored/taken-order.ts';
import { addressBook } from './addresses.ts';
import { session } from './session.ts';

/**
 * What this browser keeps of a signed-in customer beyond the session: the last order (name, address, phone,
 * tracking token), the address books, and an account order still waiting to be sent or refused and kept for « Réessayer »: it cannot be sent without
 * the customer's token, and their cart stays on the server (docs/decisions/004). A guest's waiting order is
 * nobody's account: it stays, to be sent. An order a staff member was taking on the phone goes too: it holds a
 * customer's name, phone and address, and its key is the staff member's.
 */
function forgetPersonalData(): void {
  $confirmedOrder.set(null);
  $takenOrder.set(null);
  if ($pendingOrder.get()?.kind === 'compte') $pendingOrder.set(null);
  if ($failedOrder.get()?.kind === 'compte') $failedOrder.set(null);
  addressBook.forgetBooks();
}

/**
 * Settles once the server answered (or could not be reached); the local sign-out is already done. The token is revoked
 * once the calls made with it before are answered: revoked first, they would be refused (`401`).
 */
export async function signOut(): Promise<void> {
  const token = $authToken.get();
  // The calls already made with the token (a header's island hydrated first) are answered before it is revoked.
  const sentWithToken = callsAnswered();
  session.logout();
  forgetPersonalData();
  if (!token) return;
  await sentWithToken;
  await api.logout(token).catch(() => undefined);
}
