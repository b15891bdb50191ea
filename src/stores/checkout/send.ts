/**
 * The browser's checkout flow, loaded by `import()` (src/stores/checkout/checkout.ts) at the first sign of
 * intent or when an order is pending: the steps of flow.ts on the shop's one API client, the
 * session (an expired token signs out cleanly) and the cart store, shown in the light store's atoms; every change
 * of the form checks again the error shown. Today's prices the page asked before this module arrived are taken
 * (src/stores/checkout/handed-check.ts).
 *
 * The page's inline script also runs this module at a press made before the island hydrated
 * (src/stores/checkout/early-press.ts): it then sends that press itself (`sendEarlyPress`), without waiting for the
 * island, which shows where the order stands once hydrated (the same atoms, the same pending order).
 */

import { session } from '../account/session.ts';
import { api } from '../api.ts';
import { cart } from '../cart/cart.ts';
import { $authToken } from '../stored/auth-token.ts';
import { $pendingOrder } from '../stored/orders.ts';
import { $savedAddressesRead, loadSavedAddresses } from './customer.ts';
import { checkoutDraft } from './draft.ts';
import { CONFIRMATION_ATTRIBUTE, FORM_BEFORE_HYDRATION, PRESS_STATUS_ID, takeEarlyPress } from './early-press.ts';
import { ADDRESSES_ATTRIBUTE } from './first-paint-marks.ts';
import { createCheckout } from './flow.ts';
import { takeHandedCheck } from './handed-check.ts';
import type { OrderSender } from './pending-order.ts';
import { retryWhileShown } from './pending-shown.ts';
import { watchPendingOrder } from './pending-watch.ts';
import { $sendState } from './send-state.ts';
import { checkoutAtoms } from './state.ts';
import { takeStaticForm } from './typed-before.ts';

/** Orders go through the session guard: a 401 on an account order signs out instead of looping. */
const orderApi: OrderSender = {
  createOrder: (payload, options) => session.withSession(() => api.createOrder(payload, options)),
  createGuestOrder: (payload, options) => api.createGuestOrder(payload, options),
};

export const checkout = createCheckout({
  api: { ...orderApi, validateAnonymousCart: (ids) => api.validateAnonymousCart(ids) },
  lines: () => cart.$lines.get(),
  signedIn: () => $authToken.get() !== '',
  correctCart: () => cart.checkCart(),
  clearCart: () => cart.clearCartAfterOrder(),
  handed: () => takeHandedCheck(),
  ...checkoutAtoms,
});

checkoutDraft.$draft.listen((draft) => checkout.recheck(draft));

/** Resumes a stored order at once, then retries when back online and on a timer; returns the stop function. */
export const watchOrders = (): (() => void) => watchPendingOrder(() => checkout.orderDeps());

/** Resolves once `$read` is true. */
const once = ($read: { subscribe: (listener: (value: boolean) => void) => () => void }): Promise<void> =>
  new Promise((resolve) => {
    let stop: (() => void) | null = null;
    let done = false;
    stop = $read.subscribe((value) => {
      if (!value || done) return;
      done = true;
      resolve();
      stop?.();
    });
    if (done) stop();
  });

/**
 * A press kept by the page before its island hydrated, when this module arrives first: taken from the form (so that
 * the island, hydrating later, does not send it again), with what the fields hold, and sent by the same steps as the
 * island's press (today's prices, a change stopped for review, a refused field kept for the island to show on it).
 * Saved addresses drawn by the page wait for the address book, so that the card chosen there is the one the order
 * goes to. While the order is pending, it is retried as the island's notice does (checkout.ts); once the shop has
 * confirmed it, the confirmation page opens, hydrated or not.
 */
export async function sendEarlyPress(root: ParentNode = document): Promise<void> {
  const form = root.querySelector<HTMLFormElement>(FORM_BEFORE_HYDRATION);
  if (!form || !takeEarlyPress(form)) return;
  const confirmation = document.getElementById(PRESS_STATUS_ID)?.getAttribute(CONFIRMATION_ATTRIBUTE) ?? null;
  takeStaticForm(form);
  // Listened to, a pending order is retried (back online, on a timer) as when the island shows it.
  retryWhileShown(async () => ({ watchOrders }));
  $pendingOrder.listen(() => undefined);
  if (confirmation)
    $sendState.subscribe((state) => {
      if (state.phase === 'confirmed') window.location.assign(confirmation);
    });
  if ($authToken.get() !== '' && form.querySelector(`[${ADDRESSES_ATTRIBUTE}] input`)) {
    loadSavedAddresses();
    await once($savedAddressesRead);
  }
  await checkout.submit(checkoutDraft.$draft.get());
}

void sendEarlyPress();
