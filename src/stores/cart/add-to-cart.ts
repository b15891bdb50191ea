/**
 * The product page's add-to-cart flow, one store per product shown: the product (the page's built
 * values, then the API's current ones), the quantity with its clamping message, the consigne choice,
 * the consigne dialog, the press of « Ajouter au panier » and what it says. Light on purpose
 * (docs/decisions/009): the contract and the cart store load by `import()` at the first sign of intent
 * (or, for the contract, as soon as anyone on the page loaded it), never with the page.
 *
 * The current price is read through the contract once; the add awaits that read (bounded by the
 * client's timeout; the consigne dialog opens at once meanwhile), so the customer never adds at a price
 * they have not seen: a price that changed since the press shows the change and waits for the next
 * press. A failed read keeps the page's values.
 *
 * One decision per add (the rule is written in src/domain/consigne-choice.ts): the dialog asks only
 * while the customer has not touched the « Avec consigne » checkbox, its answer is shown back in the
 * checkbox, the checkbox starts from the cart's line for this product, and an add that changes the
 * deposit of units already in the cart says so in its success message.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { defaultTimeout } from '../../api/timeout.ts';
import type { Product } from '../../contract/product.ts';
import { GO_TO_CART_MS } from '../../domain/add-form.ts';
import { answeredChoice, type ConsigneChoice, consigneStep, type LineChoice } from '../../domain/consigne-choice.ts';
import { formatFC } from '../../domain/money.ts';
import { effectiveUnitPriceCents } from '../../domain/price.ts';
import { clampQuantity } from '../../domain/quantity.ts';
import type { Result } from '../../domain/result.ts';
import { productMessages } from '../../messages/product.ts';
import type { Schedule } from '../form-submit.ts';
import { $contract, loadContract } from '../page/contract-on-demand.ts';
import { $panierText } from '../stored/cart-keys.ts';
import { addToCartOnDemand, prefetchCartStore } from './on-demand.ts';
import { fromApi, fromPage, type PageProduct, type SoldProduct } from './product.ts';

export type AddNotice = { tone: 'error' | 'ok'; text: string };

export interface AddToCartState {
  product: SoldProduct;
  quantity: number;
  withConsigne: boolean;
  /** The customer touched the checkbox or answered the dialog: the checkbox is their answer, no dialog opens. */
  consigneDecided: boolean;
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
  /** Reads the product's line in the stored cart (its units and deposit choice), null when none. */
  readLine?: (id: number) => Promise<LineChoice | null>;
  /** Tells when someone on the page loaded the contract. */
  $contractLoaded?: ReadableAtom<unknown>;
  prefetchCart?: () => void;
  addToCart?: (product: SoldProduct, choice: { quantity: number; withConsigne: boolean }) => Promise<Result<{ notice?: string }>>;
  /**
   * Hands the add to the page's early add (src/stores/cart/early-add.ts) with the consigne answer; true when it took
   * it: it stored the line, said so and leaves for the cart page. It takes a signed-out visitor's first add only.
   */
  handOver?: (withConsigne: boolean) => boolean;
  goToCart: () => void;
  schedule?: Schedule;
  timeoutMs?: number;
}

const readThroughContract = async (id: number): Promise<Product> => (await loadContract()).readCurrentProduct(id);
const readStoredLine = async (id: number): Promise<LineChoice | null> => (await loadContract()).cartLineOf($panierText.get(), id);

/** `goToCart`: where a successful add leads after 1.5 s (the page gives the cart's address). */
export function createAddToCart(page: PageProduct, deps: AddToCartDeps) {
  const readCurrent = deps.readCurrent ?? readThroughContract;
  const readLine = deps.readLine ?? readStoredLine;
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
    consigneDecided: false,
    asking: false,
    busy: false,
    notice: null,
    priceNotice: '',
  });
  const update = (patch: Partial<AddToCartState>) => $state.set({ ...$state.get(), ...patch });

  /** The current product read; a changed price is worded by the contract's readers, which read it (loaded by then). */
  async function apply(current: Product): Promise<void> {
    const next = fromApi(current, initial);
    const before = effectiveUnitPriceCents(initial);
    const after = effectiveUnitPriceCents(next);
    const priceNotice =
      before !== null && after !== null && before !== after
        ? (await loadContract()).pagePriceChanged(formatFC(before), formatFC(after))
        : '';
    const { quantity } = $state.get();
    update({ product: next, quantity: next.stock > 0 ? Math.min(quantity, next.stock) : 1, priceNotice });
  }

  /** `read`'s answer within the client's timeout; `fallback` when it fails (said in the console under `failure`) or is late. */
  const within = <T>(read: Promise<T>, fallback: T, failure: string): Promise<T> =>
    new Promise((settle) => {
      const timer = setTimeout(settle, timeoutMs, fallback);
      read
        .catch((error: unknown) => {
          console.warn(failure, error);
          return fallback;
        })
        .then((value) => {
          clearTimeout(timer);
          settle(value);
        });
    });

  let refreshing: Promise<void> | undefined;
  /** The one read of the current product; settles within the client's timeout, keeping the page's values on failure. */
  const refresh = (): Promise<void> => (refreshing ??= within(readCurrent(page.id).then(apply), undefined, 'Produit non rechargé'));

  /** The product's line in the cart, within the client's timeout; null when none, unreadable or late (an add never waits nor fails for it). */
  const lineOf = (id: number): Promise<LineChoice | null> => within(readLine(id), null, 'Panier non relu');

  let lineAsked = false;
  /** Once: the checkbox starts from the cart's line for this product, unless the customer already decided. */
  function startFromLine(): void {
    if (lineAsked) return;
    lineAsked = true;
    void lineOf(page.id).then((line) => {
      if (line && !$state.get().consigneDecided) update({ withConsigne: line.withConsigne });
    });
  }

  onMount($state, () =>
    $contractLoaded.subscribe((loaded) => {
      if (!loaded) return;
      void refresh();
      startFromLine();
    }),
  );

  /** The customer is about to act (pointer down or focus inside the form): the cart store and the current price start loading. */
  function intent(): void {
    prefetchCart();
    void refresh();
    startFromLine();
  }

  function requestQuantity(requested: unknown): void {
    const result = clampQuantity(requested, $state.get().product.stock);
    update({ quantity: result.quantity, notice: result.message ? { tone: 'error', text: result.message } : null });
  }

  /** The customer touched the checkbox: from now on it is their answer. */
  const chooseConsigne = (withConsigne: boolean): void => update({ withConsigne, consigneDecided: true });

  async function add(choice: ConsigneChoice): Promise<void> {
    const { product, quantity } = $state.get();
    const before = await lineOf(product.id);
    const outcome = await addToCart(product, { quantity, withConsigne: choice.withConsigne });
    if (outcome.ok) {
      // The line was read through the contract's readers, which carry the sentence (src/domain/consigne-change.ts).
      const change =
        before &&
        (await loadContract().then(
          (readers) => lineOf(product.id).then((after) => readers.consigneChangeText(before, after, product.nom)),
          () => null,
        ));
      const added = productMessages.addedToCart(product.nom);
      update({ notice: { tone: 'ok', text: change ? `${added} ${change}` : added } });
      schedule(deps.goToCart, GO_TO_CART_MS);
      return;
    }
    update({ busy: false, notice: { tone: 'error', text: outcome.reason === 'server' ? productMessages.addError : outcome.message } });
  }

  /** The unit price the customer saw when they pressed « Ajouter au panier » (the dialog's answer adds at it). */
  let seenAtPress: number | null = null;

  /**
   * Adds once the current price is known (bounded by the client's timeout) and still the one seen; a change is shown
   * instead. At the page's price and deposit (the page's form carries the build's line: a price or deposit the island
   * read and found changed goes through the store), the page's early add takes it first when it can (a signed-out
   * visitor's first add): stored at once, without waiting for the price read nor the cart store, as a press before
   * hydration is; the cart page compares the line with today's catalogue and says what changed (docs/decisions/021).
   */
  async function addAtSeenPrice(choice: ConsigneChoice): Promise<void> {
    update({ asking: false, withConsigne: choice.withConsigne, consigneDecided: choice.decided, busy: true });
    const shown = $state.get().product;
    if (
      seenAtPress === effectiveUnitPriceCents(initial) &&
      shown.consigneCents === initial.consigneCents &&
      deps.handOver?.(choice.withConsigne)
    )
      return;
    await refresh();
    if (effectiveUnitPriceCents($state.get().product) !== seenAtPress) return update({ busy: false });
    return add(choice);
  }

  /**
   * « Ajouter au panier »: the dialog at once when it must ask (the current price is read meanwhile),
   * else the add at the price seen.
   */
  async function pressAdd(): Promise<void> {
    const { busy, product, withConsigne, consigneDecided } = $state.get();
    if (busy) return;
    seenAtPress = effectiveUnitPriceCents(product);
    intent();
    const step = consigneStep(product.consigneCents !== null, { withConsigne, decided: consigneDecided });
    if (step.ask) return update({ asking: true });
    return addAtSeenPrice({ withConsigne: step.withConsigne, decided: consigneDecided });
  }

  /** The dialog's answer, shown back in the checkbox: with empty bottles to exchange, no deposit is charged. */
  const answer = (hasBottles: boolean): Promise<void> => addAtSeenPrice(answeredChoice(hasBottles));
  const cancel = (): void => update({ asking: false });

  return { $state, intent, requestQuantity, chooseConsigne, pressAdd, answer, cancel };
}
