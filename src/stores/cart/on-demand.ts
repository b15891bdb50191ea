/**
 * The full cart store for an island that needs it only once the customer acts: the product page
 * loads it at the first sign of intent, not with the page (docs/decisions/009); the API client
 * follows only if the customer is signed in. Loaded once and kept mounted for the page (which starts
 * it, nanostores' `onMount`); a failed load (offline) is tried again next time.
 */
import { keepMount } from 'nanostores';
import type { Result } from '../../domain/result.ts';
import { productMessages } from '../../messages/product.ts';
import { loadFullCart } from '../header/cart-count.ts';
import type { CartProduct } from './lines.ts';

type CartStore = typeof import('./cart.ts');
export type LoadCartStore = () => Promise<CartStore>;

let loading: Promise<CartStore> | null = null;

/** The started cart store, once it has loaded (the server cart when signed in). */
export function cartStore(load: LoadCartStore = loadFullCart): Promise<CartStore> {
  if (!loading) {
    const attempt = load().then(async (store) => {
      keepMount(store.cart.$lines);
      await store.cart.ready();
      return store;
    });
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}

/** Starts loading the store without waiting (the customer is about to act). */
export function prefetchCartStore(load?: LoadCartStore): void {
  cartStore(load).catch(() => undefined);
}

/** `addToCart` of the store, loading it first; a store that cannot load is a server failure. */
export async function addToCartOnDemand(
  product: CartProduct,
  choice: { quantity: number; withConsigne: boolean },
  load?: LoadCartStore,
): Promise<Result<{ notice?: string }>> {
  let store: CartStore;
  try {
    store = await cartStore(load);
  } catch (error) {
    console.warn('Chargement du panier impossible', error);
    return { ok: false, message: productMessages.addError, reason: 'server' };
  }
  return store.cart.addToCart(product, choice);
}
