/**
 * The header's cart count, without the cart store: it reads the `panier` text shared with the
 * full store (src/stores/cart.ts builds its lines on the same atom) and counts like
 * `summarizeCart(localCartSchema…).itemCount` (a property test keeps both equal). The full store
 * is loaded only when a customer is signed in (server cart, merge at sign-in in this tab).
 */
import { computed } from 'nanostores';
import { isPositiveId, isRecord } from '../../contract/plain-checks.ts';
import { toCents } from '../../domain/money.ts';
import { $authToken } from '../auth-token.ts';
import { ANONYMOUS_CART_ID, newCartId } from './cart-keys.ts';
import { storedText } from './stored-text.ts';

/** Text under `panier`, shared with the cart store. */
export const $panierText = storedText('panier');
/** Text under `anonymousCartId`, shared with the cart store. */
export const $anonymousCartIdText = storedText('anonymousCartId');

/** `idLikeSchema`: a positive id, or its digits as text. */
const isId = (value: unknown): boolean =>
  isPositiveId(value) || (typeof value === 'string' && /^\d+$/.test(value) && isPositiveId(Number(value)));
const hasProduct = (line: Record<string, unknown>): boolean =>
  isId(line['id']) || isId(line['produit_id']) || isId(line['produit']) || (isRecord(line['produit']) && isId(line['produit']['id']));
const amount = (value: unknown): unknown => (typeof value === 'string' || typeof value === 'number' ? value : null);

/** Quantity of a valid line (positive integer, or digits as text), else 0. */
function quantityOf(value: unknown): number {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : 0;
}

/** Bottles in a stored `panier` text: lines with a product, a valid price and quantity; garbage counts 0. */
export function countCartItems(text: string): number {
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch {
    return 0;
  }
  if (!Array.isArray(raw)) return 0;
  let count = 0;
  for (const line of raw) {
    if (!isRecord(line) || !hasProduct(line) || toCents(amount(line['prix'])) === null) continue;
    count += quantityOf(amount(line['quantite']));
  }
  return count;
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
