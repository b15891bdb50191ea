/**
 * The header's cart count, without the cart store: it reads the `panier` text shared with the full
 * store (src/stores/cart/cart.ts builds its lines on the same atom) and counts it through the contract,
 * loaded only when a cart is stored (an empty text is 0 without decoding). Its work starts when the
 * badge shows it (nanostores' `onMount`): signed out, an anonymous cart id; signed in (now, or later
 * in this tab), the full cart store, kept mounted for the page (server cart, merge at sign-in here).
 */
import { computed, keepMount, onMount, type ReadableAtom } from 'nanostores';
import { $contract, prefetchContract } from '../page/contract-on-demand.ts';
import { $authToken } from '../stored/auth-token.ts';
import { $anonymousCartIdText, $panierText, ANONYMOUS_CART_ID, newCartId } from '../stored/cart-keys.ts';
import { isRemoteTokenChange } from '../stored/remote-token.ts';

/** Loads the full cart store: the header's and the product page's one `import()` of it (one copy on the page). */
export const loadFullCart = () => import('../cart/cart.ts');

/** The full cart store, as the header starts it: by showing its lines. */
export type LoadCart = () => Promise<{ cart: { $lines: ReadableAtom<unknown> } }>;

export interface HeaderCartDeps {
  load?: LoadCart;
  /** Runs the reaction to a token change once the `storage` event that brought it has run. */
  defer?: (run: () => void) => void;
  isRemoteChange?: (token: string) => boolean;
  /** Asks for the contract (a cart is stored): `prefetchContract` in the browser. */
  needContract?: () => void;
}

export function createHeaderCart({
  load = loadFullCart,
  defer = (run) => setTimeout(run, 0),
  isRemoteChange = isRemoteTokenChange,
  needContract = prefetchContract,
}: HeaderCartDeps = {}) {
  /**
   * Bottles in the stored cart; null while the contract that counts them loads (what the header's script drew from
   * storage stays until then).
   */
  const $count = computed([$panierText, $contract], (text, contract): number | null =>
    text === '' ? 0 : contract === null ? null : contract.countCartItems(text),
  );
  /** The full store is loading or loaded. */
  let fullCart = false;

  const startFull = () => {
    if (fullCart) return;
    fullCart = true;
    void load()
      .then((module) => keepMount(module.cart.$lines))
      .catch((error: unknown) => {
        fullCart = false; // tried again at the next sign-in
        console.warn('Chargement du panier impossible', error);
      });
  };

  onMount($count, () => {
    // Every page's idle work (the data saver's switch, the service worker), apart so that no page pays it before.
    // Offline before the worker kept it, the module does not load: the next page online tries again.
    import('../page/page-services.ts').catch(() => undefined);
    if ($authToken.get() !== '') startFull();
    else if (!ANONYMOUS_CART_ID.test($anonymousCartIdText.get())) $anonymousCartIdText.set(newCartId());
    const unbind = [
      $panierText.subscribe((text) => {
        if (text !== '') needContract();
      }),
      $anonymousCartIdText.listen(() => undefined),
      $authToken.listen(() =>
        defer(() => {
          const token = $authToken.get();
          if (token !== '' && !isRemoteChange(token)) startFull();
        }),
      ),
    ];
    return () => {
      for (const off of unbind) off();
    };
  });

  return $count;
}

/** The browser's badge count. */
export const $headerCartCount = createHeaderCart();
