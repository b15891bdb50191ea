/**
 * The browser's checkout: the flow of checkout-flow.ts on the shop's one API client, the session
 * (an expired token signs out cleanly) and the cart store. Also re-exports what the islands read.
 */
import type { OrderSender } from './pending-order.ts';
import { api } from './api.ts';
import { $authToken } from './auth-token.ts';
import { $cartLines, checkCart, clearCartAfterOrder } from './cart.ts';
import { createCheckout } from './checkout-flow.ts';
import { watchPendingOrder } from './pending-order-watch.ts';
import { withSession } from './session.ts';

export { $failedOrder, $pendingOrder, $sendState, resetSendState } from './pending-order.ts';
export type { CheckoutInput } from './checkout-flow.ts';

/** Orders go through the session guard: a 401 on an account order signs out instead of looping. */
const orderApi: OrderSender = {
  createOrder: (payload, options) => withSession(() => api.createOrder(payload, options)),
  createGuestOrder: (payload, options) => api.createGuestOrder(payload, options),
};

const checkout = createCheckout({
  api: { ...orderApi, validateAnonymousCart: (ids) => api.validateAnonymousCart(ids) },
  lines: () => $cartLines.get(),
  signedIn: () => $authToken.get() !== '',
  correctCart: () => checkCart(),
  clearCart: () => clearCartAfterOrder(),
});

export const {
  $step: $checkoutStep,
  $error: $checkoutError,
  submit: submitCheckout,
  acceptChanges,
  retry: retryOrder,
  retryFailed: retryFailedOrder,
} = checkout;

/** Resumes a stored order at once, then retries when back online and on a timer; returns the stop function. */
export const watchOrders = (): (() => void) => watchPendingOrder(() => checkout.orderDeps());
