/**
 * The order on its way to the shop: never lost, never placed twice. The pending order and its
 * Idempotency-Key are stored before the first send; every retry (second tap, back online, reload,
 * timer) sends the same body with the same key; only the server's answer ends the attempt.
 */
import { atom } from 'nanostores';
import type { Api } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import type { GuestOrderCreateInput, Order, OrderCreateInput } from '../contract/order.ts';
import { checkoutMessages } from '../domain/messages/checkout.ts';
import { $confirmedOrder, $pendingOrder, type PendingOrder, type PendingRecap } from './pending-order-storage.ts';

export { $pendingOrder } from './pending-order-storage.ts';
export type { PendingOrder, PendingRecap } from './pending-order-storage.ts';

export type OrderSender = Pick<Api, 'createOrder' | 'createGuestOrder'>;

export type SendState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'waiting'; message: string; failures: number }
  | { phase: 'rejected'; message: string; fieldErrors?: Record<string, string[]> }
  | { phase: 'confirmed' };

export type SendOutcome = { status: 'none' | 'confirmed' | 'waiting' | 'rejected'; message?: string };

/** Where the current attempt stands (not persisted: a reload starts from the stored pending order). */
export const $sendState = atom<SendState>({ phase: 'idle' });

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

/** A browser that refuses to store it (quota, private mode) still keeps it in memory (guarded storage of persist.ts). */
const writePending = (value: PendingOrder | null): void => $pendingOrder.set(value);

/**
 * Stores the attempt with a fresh Idempotency-Key, unless one is already pending: then that one is
 * kept as it is (a second tap, or a reload, continues the first attempt; it never makes a new order).
 */
export function preparePendingOrder(draft: PendingDraft, deps: Pick<PendingOrderDeps, 'newKey' | 'now'> = {}): PendingOrder {
  const existing = currentPending();
  if (existing) return existing;
  const pending = {
    ...draft,
    payload: { ...draft.payload },
    key: (deps.newKey ?? (() => crypto.randomUUID()))(),
    createdAt: (deps.now?.() ?? new Date()).toISOString(),
    attempts: 0,
  } as PendingOrder;
  writePending(pending);
  return pending;
}

/** Network failure, time-out, 5xx, 408, 429: the server may or may not have the order; retry with the same key. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http' || error.status === null) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

async function confirm(order: Order | null, pending: PendingOrder, deps: PendingOrderDeps): Promise<SendOutcome> {
  $confirmedOrder.set({
    order,
    recap: pending.recap,
    signedIn: deps.signedIn ?? pending.kind === 'compte',
    confirmedAt: (deps.now?.() ?? new Date()).toISOString(),
  });
  writePending(null);
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
    if (isTransient(error)) {
      const message = checkoutMessages.waitingToSend;
      $sendState.set({ phase: 'waiting', message, failures: sent.attempts });
      return { status: 'waiting', message };
    }
    // Refused (validation, stock, signed out): this attempt ends, the cart stays as it is.
    writePending(null);
    const message = error instanceof ApiError ? error.message : checkoutMessages.createErrorGeneric;
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

/** Whether an attempt is stored and not yet answered by the server. */
export function hasPendingOrder(): boolean {
  return currentPending() !== null;
}

/** Forgets the last state shown (after the customer read a refusal and edits the form). */
export function resetSendState(): void {
  if ($sendState.get().phase === 'rejected') $sendState.set({ phase: 'idle' });
}
