/**
 * The order on its way to the shop: never lost, never placed twice. The pending order and its
 * Idempotency-Key are stored before the first send. While the server cannot be reached, every retry
 * (second tap, back online, reload, timer) sends the same body with the same key. Once the server
 * answers with an error, the customer reads it and nothing is sent by itself any more: « Réessayer »
 * sends the same attempt again, with the same key.
 */

import { ApiError, isTransient } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import { firstErrorMessage } from '../../contract/errors.ts';
import type { GuestOrderCreateInput, Order, OrderCreateInput } from '../../contract/order.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { $confirmedOrder, $failedOrder, $pendingOrder, type PendingOrder, type PendingRecap } from '../stored/orders.ts';
import { $sendState } from './send-state.ts';

export type OrderSender = Pick<Api, 'createOrder' | 'createGuestOrder'>;

export type SendOutcome = { status: 'none' | 'confirmed' | 'waiting' | 'rejected'; message?: string };

export interface PendingOrderDeps {
  api: OrderSender;
  /** Runs once the server confirmed (clears the cart); its failure never undoes the confirmation. */
  onConfirmed?: (order: Order | null) => void | Promise<void>;
  signedIn?: boolean;
  newKey?: () => string;
  now?: () => Date;
}

export interface PendingDraft {
  kind: PendingOrder['kind'];
  payload: OrderCreateInput | GuestOrderCreateInput;
  recap: PendingRecap;
}

let inFlight: Promise<SendOutcome> | null = null;

const currentPending = (): PendingOrder | null => $pendingOrder.get();

/** A browser that refuses to store it (quota, private mode) still keeps it in memory (src/stores/stored/guarded-storage.ts). */
const writePending = (value: PendingOrder | null): void => $pendingOrder.set(value);

const samePayload = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The key of an attempt the server answered with an error, when the customer orders again: kept
 * when the order is the same, and ALWAYS kept when the server may hold the first order (a 5xx, a lost
 * answer): a server that placed it answers the changed order with an error instead of placing a second
 * one. Given up only after clear refusals (4xx: nothing was placed), for another account or kind of
 * order (the server scopes keys by account), or once too old.
 */
function reusableFailure(draft: PendingDraft, now: Date): PendingOrder | null {
  const failed = $failedOrder.get();
  if (!failed || failed.kind !== draft.kind || expired(failed, now)) return null;
  return failed.unsure === true || samePayload(failed.payload, draft.payload) ? failed : null;
}

/**
 * Stores the attempt before anything is sent. One already pending is kept as it is (a second tap, or a
 * reload, continues the first attempt; it never makes a new order). After an error answer, the failed
 * attempt's key is reused when `reusableFailure` says so; otherwise the key is fresh.
 */
export function preparePendingOrder(draft: PendingDraft, deps: Pick<PendingOrderDeps, 'newKey' | 'now'> = {}): PendingOrder {
  const existing = currentPending();
  if (existing) return existing;
  const now = deps.now?.() ?? new Date();
  const failed = reusableFailure(draft, now);
  const pending = (
    failed
      ? { ...failed, payload: { ...draft.payload }, recap: draft.recap }
      : {
          ...draft,
          payload: { ...draft.payload },
          key: (deps.newKey ?? (() => crypto.randomUUID()))(),
          createdAt: now.toISOString(),
          attempts: 0,
        }
  ) as PendingOrder;
  $failedOrder.set(null);
  writePending(pending);
  return pending;
}

/** Whether the server may have placed the order despite the error: no answer, a 5xx, a conflict on the key, or unforeseen. */
function mayHoldOrder(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'http') return error.status === null || error.status >= 500 || error.status === 409;
  return isTransient(error);
}

/**
 * What the customer reads after an error answer: the server's own words when its answer had any (its `detail`, its
 * first field message: a shortage, a refused phone), else the customer's words: a fault of the shop (5xx) said as
 * such, anything else the spec's « Erreur lors de la création de la commande. Veuillez réessayer. ». The call's
 * message with its status (« … de la commande anonyme (500) ») is for the console only.
 */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return checkoutMessages.createErrorRetry;
  if (error.kind === 'http' && firstErrorMessage(typeof error.body === 'object' ? error.body : null) === null) {
    console.warn('Commande refusée par le serveur :', error.message);
    return error.status !== null && error.status >= 500 ? checkoutMessages.shopFault : checkoutMessages.createErrorRetry;
  }
  return error.message.trim() === '' ? checkoutMessages.createErrorGeneric : error.message;
}

async function confirm(order: Order | null, pending: PendingOrder, deps: PendingOrderDeps): Promise<SendOutcome> {
  $confirmedOrder.set({
    order,
    recap: pending.recap,
    signedIn: deps.signedIn ?? pending.kind === 'compte',
    confirmedAt: (deps.now?.() ?? new Date()).toISOString(),
  });
  writePending(null);
  $failedOrder.set(null);
  try {
    await deps.onConfirmed?.(order);
  } catch (error) {
    console.error('Panier non vidé après la commande', error);
  }
  $sendState.set({ phase: 'confirmed' });
  return { status: 'confirmed' };
}

async function attempt(pending: PendingOrder, deps: PendingOrderDeps): Promise<SendOutcome> {
  $sendState.set({ phase: 'sending' });
  const sent: PendingOrder = { ...pending, attempts: pending.attempts + 1 };
  writePending(sent);
  const options = { idempotencyKey: pending.key };
  try {
    const order =
      pending.kind === 'compte'
        ? await deps.api.createOrder(pending.payload as OrderCreateInput, options)
        : await deps.api.createGuestOrder(pending.payload as GuestOrderCreateInput, options);
    return await confirm(order, pending, deps);
  } catch (error) {
    // A 2xx body this shop cannot read: the server placed the order all the same.
    if (error instanceof ApiError && error.kind === 'invalid-response') return confirm(null, pending, deps);
    const tried: PendingOrder = mayHoldOrder(error) ? { ...sent, unsure: true } : sent;
    if (isTransient(error)) {
      writePending(tried);
      const message = checkoutMessages.waitingToSend;
      $sendState.set({ phase: 'waiting', message, failures: sent.attempts });
      return { status: 'waiting', message };
    }
    // Answered with an error: the cart stays as it is, nothing is sent again until the customer asks.
    // Signed out before sending, nothing reached the server: the attempt ends, unless an earlier send may have placed it.
    writePending(null);
    const signedOut = error instanceof ApiError && error.kind === 'unauthenticated';
    if (!signedOut || tried.unsure === true) $failedOrder.set(tried);
    const message = failureMessage(error);
    const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
    $sendState.set(fieldErrors ? { phase: 'rejected', message, fieldErrors } : { phase: 'rejected', message });
    return { status: 'rejected', message };
  }
}

/**
 * An attempt older than this is not sent any more: drinks ordered for Friday night must not arrive on
 * Monday unasked (and the server forgets Idempotency-Keys after 72 h). The cart was never emptied.
 */
const PENDING_MAX_AGE_MS = 24 * 3_600_000;

function expired(pending: PendingOrder, now: Date): boolean {
  const created = Date.parse(pending.createdAt);
  return !Number.isFinite(created) || now.getTime() - created > PENDING_MAX_AGE_MS;
}

/** Sends the pending order, if any. While a send is in flight, every call gets that same send. */
export function sendPendingOrder(deps: PendingOrderDeps): Promise<SendOutcome> {
  if (inFlight) return inFlight;
  const pending = currentPending();
  if (!pending) return Promise.resolve({ status: 'none' });
  if (expired(pending, deps.now?.() ?? new Date())) {
    writePending(null);
    const message = checkoutMessages.pendingExpired;
    $sendState.set({ phase: 'rejected', message });
    return Promise.resolve({ status: 'rejected', message });
  }
  inFlight = attempt(pending, deps).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * « Réessayer » after an error answer: the failed attempt is sent again exactly as it was (same body,
 * same key). Anything already pending is sent instead (one attempt at a time).
 */
export function retryFailedOrder(deps: PendingOrderDeps): Promise<SendOutcome> {
  const failed = $failedOrder.get();
  if (failed && !currentPending()) {
    $failedOrder.set(null);
    writePending(failed);
  }
  return sendPendingOrder(deps);
}

/** Whether an attempt is stored and not yet answered by the server. */
export function hasPendingOrder(): boolean {
  return currentPending() !== null;
}
