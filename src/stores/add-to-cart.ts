/**
 * The product page's add-to-cart flow, one store per product shown: the product (the page's built
 * values, then the API's current ones), the quantity with its clamping message, the consigne choice,
 * the consigne dialog, the press of « Ajouter au panier » and what it says. Light on purpose
 * (docs/decisions/009): the contract and the cart store load by `import()` at the first sign of intent
 * (or, for the contract, as soon as anyone on the page loaded it), never with the page.
 *
 * The current price is read through the contract once; the press awaits that read (bounded by the
 * client's timeout), so the customer never adds at a price they have not seen: a price that changed
 * since the press shows the change and waits for the next press. A failed read keeps the page's values.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { defaultTimeout } from '../api/timeout.ts';
import type { Product } from '../contract/product.ts';
import { productMessages } from '../domain/messages/product.ts';
import { formatFC } from '../domain/money.ts';
import { effectiveUnitPriceCents } from '../domain/price.ts';
import { clampQuantity } from '../domain/quantity.ts';
import { addToCartOnDemand, prefetchCartStore } from './cart-on-demand.ts';
import type { CartOutcome } from './cart/create-cart.ts';
import { fromApi, fromPage, type PageProduct, type SoldProduct } from './cart/product.ts';
import { $contract, loadContract } from './contract-on-demand.ts';
import type { Schedule } from './form-submit.ts';

/** After a successful add, the customer goes to the cart 1.5 s later. */
export const GO_TO_CART_MS = 1500;

export type AddNotice = { tone: 'error' | 'ok'; text: string };

export interface AddToCartState {
  product: SoldProduct;
  quantity: number;
  withConsigne: boolean;
  /** The consigne dialog is open. */
  asking: boolean;
  busy: boolean;
  notice: AddNotice | null;
  /** 'Le prix a changé depuis la publication de cette page…' once the API's price differs from the page's ('' otherwise). */
  priceNotice: string;
}

export interface AddToCartDeps {
  /** Reads the current product through the contract (loading it first). */
  readCurrent?: (id: number) => Promise<Product>;
  /** Tells when someone on the page loaded the contract. */
  $contractLoaded?: ReadableAtom<unknown>;
  prefetchCart?: () => void;
  addToCart?: (product: SoldProduct, choice: { quantity: number; withConsigne: boolean }) => Promise<CartOutcome>;
  goToCart: () => void;
  schedule?: Schedule;
  timeoutMs?: number;
}

const readThroughContract = async (id: number): Promise<Product> => (await loadContract()).readCurrentProduct(id);

/** `goToCart`: where a successful add leads after 1.5 s (the page gives the cart's address). */
export function createAddToCart(page: PageProduct, deps: AddToCartDeps) {
  const readCurrent = deps.readCurrent ?? readThroughContract;
  const $contractLoaded = deps.$contractLoaded ?? $contract;
  const prefetchCart = deps.prefetchCart ?? prefetchCartStore;
  const addToCart = deps.addToCart ?? ((product, choice) => addToCartOnDemand(product, choice));
  const schedule: Schedule = deps.schedule ?? ((run, ms) => void setTimeout(run, ms));
  const timeoutMs = deps.timeoutMs ?? defaultTimeout;
  const initial = fromPage(page);
  const $state = atom<AddToCartState>({
    product: initial,
    quantity: 1,
    withConsigne: false,
    asking: false,
    busy: false,
    notice: null,
    priceNotice: '',
  });
  const update = (patch: Partial<AddToCartState>) => $state.set({ ...$state.get(), ...patch });

  function apply(current: Product): void {
    const next = fromApi(current, initial);
    const before = effectiveUnitPriceCents(initial);
    const after = effectiveUnitPriceCents(next);
    const changed = before !== null && after !== null && before !== after;
    const { quantity } = $state.get();
    update({
      product: next,
      quantity: next.stock > 0 ? Math.min(quantity, next.stock) : 1,
      priceNotice: changed ? productMessages.pagePriceChanged(formatFC(before), formatFC(after)) : '',
    });
  }

  let refreshing: Promise<void> | null = null;
  /** The one read of the current product; settles within the client's timeout, keeping the page's values on failure. */
  function refresh(): Promise<void> {
    refreshing ??= new Promise<void>((settle) => {
      const timer = setTimeout(settle, timeoutMs);
      readCurrent(page.id)
        .then(apply, (error: unknown) => console.warn('Produit non rechargé', error))
        .finally(() => {
          clearTimeout(timer);
          settle();
        });
    });
    return refreshing;
  }

  onMount($state, () =>
    $contractLoaded.subscribe((loaded) => {
      if (loaded) void refresh();
    }),
  );

  /** The customer is about to act (pointer down or focus inside the form): the cart store and the current price start loading. */
  function intent(): void {
    prefetchCart();
    void refresh();
  }

  function requestQuantity(requested: unknown): void {
    const result = clampQuantity(requested, $state.get().product.stock);
    update({ quantity: result.quantity, notice: result.message ? { tone: 'error', text: result.message } : null });
  }

  const chooseConsigne = (withConsigne: boolean): void => update({ withConsigne });

  async function add(withConsigne: boolean): Promise<void> {
    update({ asking: false, withConsigne, busy: true });
    const { product, quantity } = $state.get();
    const outcome = await addToCart(product, { quantity, withConsigne });
    if (outcome.ok) {
      update({ notice: { tone: 'ok', text: productMessages.addedToCart(product.nom) } });
      schedule(deps.goToCart, GO_TO_CART_MS);
      return;
    }
    update({ busy: false, notice: { tone: 'error', text: outcome.reason === 'server' ? productMessages.addError : outcome.message } });
  }

  /** « Ajouter au panier »: once the current price is known and unchanged since the press, the dialog (sold with a deposit) or the add. */
  async function pressAdd(): Promise<void> {
    if ($state.get().busy) return;
    const seen = effectiveUnitPriceCents($state.get().product);
    intent();
    update({ busy: true });
    await refresh();
    const { product } = $state.get();
    if (effectiveUnitPriceCents(product) !== seen) return update({ busy: false });
    if (product.consigneCents !== null) return update({ busy: false, asking: true });
    return add(false);
  }

  /** The dialog's answer: with empty bottles to exchange, no deposit is charged. */
  const answer = (hasBottles: boolean): Promise<void> => add(!hasBottles);
  const cancel = (): void => update({ asking: false });

  return { $state, intent, requestQuantity, chooseConsigne, pressAdd, answer, cancel };
}
