/**
 * The browser's checkout flow, loaded by `import()` (src/stores/checkout/checkout.ts) at the first sign of
 * intent or when an order is pending: the steps of flow.ts on the shop's one API client, the
 * session (an expired token signs out cleanly) and the cart store, shown in the light store's atoms; every change
 * of the form checks again the error shown.
 */

import { session } from '../account/session.ts';
import { api } from '../api.ts';
import { cart } from '../cart/cart.ts';
import { $authToken } from '../stored/auth-token.ts';
import { checkoutDraft } from './draft.ts';
import { createCheckout } from './flow.ts';
import type { OrderSender } from './pending-order.ts';
import { watchPendingOrder } from './pending-watch.ts';
import { checkoutAtoms } from './state.ts';

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
  ...checkoutAtoms,
});

checkoutDraft.$draft.listen((draft) => checkout.recheck(draft));

/** Resumes a stored order at once, then retries when back online and on a timer; returns the stop function. */
export const watchOrders = (): (() => void) => watchPendingOrder(() => checkout.orderDeps());
