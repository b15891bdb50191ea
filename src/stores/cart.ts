/**
 * The browser's cart, on the shop's one API client and `$authToken`. The cart follows sign-in and
 * sign-out by listening to the token (also another tab's), so the session store need not know it:
 * the tab that signs in merges the anonymous lines; other tabs receive the result through `panier`.
 */
import { api } from './api.ts';
import { $authToken } from './auth-token.ts';
import { createCart } from './cart/create-cart.ts';
import { $anonymousCartIdText, $panierText } from './header/cart-count.ts';
import { newCartId } from './header/cart-keys.ts';

export type { CartOutcome } from './cart/create-cart.ts';
export type { CartProduct } from './cart/lines.ts';

/** Token last written by another tab (seen through its `storage` event). */
let remoteToken: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'authToken' || event.key === null) remoteToken = event.newValue ?? '';
  });
}

export const cart = createCart({
  api,
  $token: $authToken,
  newCartId,
  // The header's atoms: a change here reaches the header's count at once.
  stored: { $panier: $panierText, $anonymousCartId: $anonymousCartIdText },
  // The storage event reaches every listener before a timer runs: by then `remoteToken` is known.
  defer: (run) => setTimeout(run, 0),
  isRemoteChange: (token) => {
    const remote = remoteToken === token;
    remoteToken = null;
    return remote;
  },
});

export const {
  $lines: $cartLines,
  $summary: $cartSummary,
  $count: $cartCount,
  $stock: $cartStock,
  $notices: $cartNotices,
  start: startCart,
  addToCart,
  setQuantity,
  setConsigne,
  removeLine,
  clearCart,
  checkCart,
  clearCartAfterOrder,
} = cart;
