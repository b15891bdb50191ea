/**
 * The header's cart count, without the cart store: it reads the `panier` text shared with the
 * full store (src/stores/cart.ts builds its lines on the same atom), decodes it through the
 * contract like the store does and counts with the domain's rule. The full store is loaded only
 * when a customer is signed in (server cart, merge at sign-in in this tab).
 */
import { computed } from 'nanostores';
import { summarizeCart } from '../../domain/cart.ts';
import { $authToken } from '../auth-token.ts';
import { ANONYMOUS_CART_ID, cartLinesOf, newCartId } from './cart-keys.ts';
import { storedText } from './stored-text.ts';

/** Text under `panier`, shared with the cart store. */
export const $panierText = storedText('panier');
/** Text under `anonymousCartId`, shared with the cart store. */
export const $anonymousCartIdText = storedText('anonymousCartId');

/** Bottles in a stored `panier` text (valid lines only); garbage counts as an empty cart. */
export function countCartItems(text: string): number {
  return summarizeCart(cartLinesOf(text)).itemCount;
}

export const $headerCartCount = computed($panierText, countCartItems);

/** Starts the full cart store (one dynamic import per page). */
export type LoadCart = () => Promise<{ startCart: () => Promise<void> }>;
const loadBrowserCart: LoadCart = () => import('../cart.ts');

let fullCart: Promise<void> | null = null;
/** Token last written by another tab (seen through its `storage` event): that tab merges, not this one. */
let remoteToken: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'authToken' || event.key === null) remoteToken = event.newValue ?? '';
  });
}

/**
 * What the cart store's start does on every page, lightly: signed out, an anonymous cart id;
 * signed in (now, or later in this tab), the full store is loaded and started.
 */
export function startHeaderCart(
  load: LoadCart = loadBrowserCart,
  defer: (run: () => void) => void = (run) => setTimeout(run, 0),
): () => void {
  const startFull = () => {
    if (fullCart !== null) return;
    fullCart = load()
      .then((cart) => cart.startCart())
      .catch((error: unknown) => console.warn('Chargement du panier impossible', error));
  };
  if ($authToken.get() !== '') startFull();
  else if (!ANONYMOUS_CART_ID.test($anonymousCartIdText.get())) $anonymousCartIdText.set(newCartId());
  const unbinds = [$panierText.listen(() => undefined), $anonymousCartIdText.listen(() => undefined)];
  unbinds.push(
    $authToken.listen(() =>
      defer(() => {
        const token = $authToken.get();
        const remote = remoteToken === token;
        remoteToken = null;
        if (token !== '' && !remote) startFull();
      }),
    ),
  );
  return () => {
    unbinds.forEach((release) => {
      release();
    });
  };
}

/** For tests: forgets that the full store was started. */
export function resetHeaderCart(): void {
  fullCart = null;
  remoteToken = null;
}
