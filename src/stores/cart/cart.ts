/**
 * The browser's cart, on the shop's one API client and `$authToken`. It starts when an island shows
 * it (nanostores' `onMount` on its lines) and follows sign-in and sign-out by listening to the token
 * (also another tab's), so the session store need not know it: the tab that signs in merges the
 * anonymous lines; other tabs receive the result through `panier`.
 */
import { api } from '../api.ts';
import { $authToken } from '../stored/auth-token.ts';
import { $anonymousCartIdText, $panierText, newCartId } from '../stored/cart-keys.ts';
import { isRemoteTokenChange } from '../stored/remote-token.ts';
import { createCart } from './create-cart.ts';

export const cart = createCart({
  api,
  $token: $authToken,
  newCartId,
  // The header's atoms: a change here reaches the header's count at once.
  stored: { $panier: $panierText, $anonymousCartId: $anonymousCartIdText },
  // The storage event reaches every listener before a timer runs: by then the token's origin is known.
  defer: (run) => setTimeout(run, 0),
  isRemoteChange: isRemoteTokenChange,
});
