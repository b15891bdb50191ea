/**
 * The checkout's steps: validate the form (personal fields, 9-digit phone, address, payment method,
 * a non-empty cart), check today's prices and stock, let the customer accept changes, then hand the
 * order to the pending-order store, which owns sending, retries and the Idempotency-Key (an order is
 * never lost nor placed twice, and the cart empties only once the shop confirmed it). A factory:
 * tests inject the API and the cart.
 */
import { atom, type WritableAtom } from 'nanostores';
import type { Api } from '../../api/client.ts';
import type { AnonymousValidateResponse } from '../../contract/cart.ts';
import { type CartLineInput, summarizeCart } from '../../domain/cart.ts';
import { type ChangeNotice, checkoutChanges, orderedProductIds } from '../../domain/cart-check.ts';
import { orderNotes } from '../../domain/order-notes.ts';
import { isOfferedPayWith } from '../../domain/payment.ts';
import { text } from '../../domain/result.ts';
import { type CheckoutForm, validateCheckout } from '../../domain/validation/checkout.ts';
import { validateOrderPayload } from '../../domain/validation/order-payload.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { orderDraft } from './payload.ts';
import {
  hasPendingOrder,
  type OrderSender,
  type PendingOrderDeps,
  preparePendingOrder,
  retryFailedOrder,
  type SendOutcome,
  sendPendingOrder,
} from './pending-order.ts';

export type CheckoutStep = { step: 'form' } | { step: 'checking' } | { step: 'review'; changes: ChangeNotice[] };
export type CheckoutError = { message: string; field?: string };

/** The form as typed; `payWithCents` is the 'Je paie avec' banknote amount (null: exact amount). */
export type CheckoutInput = Omit<CheckoutForm, 'itemCount'> & { payWithCents: number | null };

export type SubmitOutcome = SendOutcome | { status: 'invalid' | 'review' | 'busy'; message?: string };

/** How long today's catalogue asked at the first sign of intent answers for the press (then it is asked again). */
export const PREPARED_CHECK_MS = 60_000;

export interface CheckoutDeps {
  api: OrderSender & Pick<Api, 'validateAnonymousCart'>;
  lines: () => readonly CartLineInput[];
  signedIn: () => boolean;
  /** Corrects the cart with today's catalogue (the cart store's `checkCart`). */
  correctCart: () => Promise<unknown>;
  /** Empties the cart once the server confirmed (the cart store's `clearCartAfterOrder`). */
  clearCart: () => Promise<unknown>;
  newKey?: () => string;
  now?: () => Date;
  /** Today's catalogue already asked by the page before this flow loaded (src/stores/checkout/handed-check.ts). */
  handed?: () => { ids: string; at: number; answer: Promise<AnonymousValidateResponse | null> } | null;
  /** Where the step and the error are shown (the browser's are created before this flow loads). */
  $step?: WritableAtom<CheckoutStep>;
  $error?: WritableAtom<CheckoutError | null>;
}

export function createCheckout(deps: CheckoutDeps) {
  const $step = deps.$step ?? atom<CheckoutStep>({ step: 'form' });
  const $error = deps.$error ?? atom<CheckoutError | null>(null);
  let busy = false;
  let reviewed: CheckoutInput | null = null;
  /** Today's catalogue for the cart's products, asked before the press (`prepare`); used by one press at most. */
  let prepared: { ids: string; at: number; answer: Promise<AnonymousValidateResponse | null> } | null = null;
  const now = () => (deps.now?.() ?? new Date()).getTime();

  const orderDeps = (): PendingOrderDeps => ({
    api: deps.api,
    signedIn: deps.signedIn(),
    onConfirmed: async () => {
      await deps.clearCart();
    },
    ...(deps.newKey ? { newKey: deps.newKey } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });

  function fail(message: string, field?: string): SubmitOutcome {
    $step.set({ step: 'form' });
    $error.set(field === undefined ? { message } : { message, field });
    return { status: 'invalid', message };
  }

  const askToday = (ids: number[]): Promise<AnonymousValidateResponse | null> => deps.api.validateAnonymousCart(ids).catch(() => null);

  /** The page's own first ask, when it made one: the answer the next press takes, on the same rule as `prepare`'s. */
  function takeHanded(): void {
    const handed = deps.handed?.();
    if (handed && !prepared) prepared = handed;
  }

  /**
   * The customer is about to order (the form touched, or typed in before the page was ready): today's catalogue is
   * asked now, so that the press finds it instead of waiting a round trip for it.
   */
  function prepare(): void {
    takeHanded();
    const ids = orderedProductIds(deps.lines());
    if (ids.length === 0 || busy) return;
    const key = JSON.stringify(ids);
    if (prepared?.ids === key && now() - prepared.at < PREPARED_CHECK_MS) return;
    prepared = { ids: key, at: now(), answer: askToday(ids) };
  }

  /**
   * Today's catalogue against the cart (the one asked by `prepare`, or by the page before this flow loaded, for the
   * same products within the minute, else asked now); null when it cannot be asked (offline): the server prices the order anyway.
   */
  async function freshChanges(lines: readonly CartLineInput[]): Promise<ChangeNotice[] | null> {
    takeHanded();
    const ids = orderedProductIds(lines);
    const ready = prepared?.ids === JSON.stringify(ids) && now() - prepared.at < PREPARED_CHECK_MS ? prepared : null;
    prepared = null;
    const today = await (ready?.answer ?? askToday(ids));
    return today === null ? null : checkoutChanges(lines, today);
  }

  async function place(input: CheckoutInput): Promise<SubmitOutcome> {
    const lines = deps.lines();
    const summary = summarizeCart(lines);
    const checked = validateCheckout({ ...input, itemCount: summary.itemCount });
    if (!checked.ok) return fail(checked.message, checked.field);
    // Chosen for the total before today's prices: an amount the new total no longer offers is asked again, not sent.
    if (input.payWithCents !== null && !isOfferedPayWith(summary.totalCents, input.payWithCents)) {
      return fail(checkoutMessages.payWithChanged, 'payWith');
    }
    // The chosen address's « Point de repère » goes first in the notes: the payload has no field for it.
    const address = input.addressMode === 'saved' ? input.savedAddress : input.newAddress;
    const notes = orderNotes(text(address?.repere), checked.value.notes, input.payWithCents, summary.totalCents);
    const draft = orderDraft(checked.value, lines, deps.signedIn(), notes);
    const payload = validateOrderPayload(draft.payload);
    if (!payload.ok) return fail(payload.message, payload.field);
    preparePendingOrder(draft, deps);
    $step.set({ step: 'form' });
    return sendPendingOrder(orderDeps());
  }

  async function guarded(run: () => Promise<SubmitOutcome>): Promise<SubmitOutcome> {
    if (busy) return { status: 'busy' };
    busy = true;
    try {
      return await run();
    } finally {
      busy = false;
    }
  }

  /** The order button. A pending order is sent again as it is (same key): a second tap never makes a second order. */
  function submit(input: CheckoutInput): Promise<SubmitOutcome> {
    if (hasPendingOrder()) return sendPendingOrder(orderDeps());
    return guarded(async () => {
      $error.set(null);
      const lines = deps.lines();
      const checked = validateCheckout({ ...input, itemCount: summarizeCart(lines).itemCount });
      if (!checked.ok) return fail(checked.message, checked.field);
      $step.set({ step: 'checking' });
      const changes = await freshChanges(lines);
      if (changes && changes.length > 0) {
        reviewed = input;
        $step.set({ step: 'review', changes });
        return { status: 'review' };
      }
      return place(input);
    });
  }

  /** The customer accepts today's prices and stock: the cart is corrected, then the order placed. */
  function acceptChanges(): Promise<SubmitOutcome> {
    const input = reviewed;
    if (!input) return Promise.resolve({ status: 'invalid' });
    return guarded(async () => {
      await deps.correctCart();
      reviewed = null;
      return place(input);
    });
  }

  /**
   * After a change of the form: the error shown stays while the form still breaks that rule (its field follows the
   * first one still wrong) and goes once it is fixed, so « Veuillez remplir tous les champs personnels. » leaves when
   * the last of them is filled. An error of the whole form (an empty cart) waits for the next press.
   */
  function recheck(input: CheckoutInput): void {
    const shown = $error.get();
    if (shown?.field === undefined) return;
    const checked = validateCheckout({ ...input, itemCount: summarizeCart(deps.lines()).itemCount });
    if (checked.ok || checked.message !== shown.message) $error.set(null);
    else if (checked.field !== shown.field)
      $error.set(checked.field === undefined ? { message: checked.message } : { message: checked.message, field: checked.field });
  }

  /** 'Réessayer maintenant' of the pending notice, and every automatic retry. */
  const retry = (): Promise<SendOutcome> => sendPendingOrder(orderDeps());

  /** 'Réessayer' under the server's error: the same order again, with the same Idempotency-Key. */
  const retryFailed = (): Promise<SendOutcome> => retryFailedOrder(orderDeps());

  return { $step, $error, prepare, submit, acceptChanges, recheck, retry, retryFailed, orderDeps };
}
