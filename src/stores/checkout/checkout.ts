/**
 * The browser's checkout as its islands show it, light on purpose (docs/decisions/009): what the page
 * needs to draw the form or the pending order, and verbs that load the flow (src/stores/checkout/send.ts:
 * validation, today's prices, the order payload, sending with the session guard) by `import()` at the
 * first sign of intent (pointer or focus inside the form), at the press of the order button, or at once
 * when an order is pending. A flow that cannot load (offline) says so, and the next press tries again.
 */
import type { ReadableAtom } from 'nanostores';
import { networkMessages } from '../../messages/network.ts';
import type { CheckoutError, CheckoutInput, CheckoutStep } from './flow.ts';
import { retryWhileShown } from './pending-shown.ts';
import { checkoutAtoms } from './state.ts';

const { $step, $error } = checkoutAtoms;
export const $checkoutStep: ReadableAtom<CheckoutStep> = $step;
export const $checkoutError: ReadableAtom<CheckoutError | null> = $error;

type Flow = typeof import('./send.ts');
let loading: Promise<Flow> | null = null;

function loadFlow(): Promise<Flow> {
  if (!loading) {
    const attempt = import('./send.ts');
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}

/** The customer is about to order: the flow starts loading, and today's prices are asked (see flow.ts, `prepare`). */
export function prefetchCheckout(): void {
  loadFlow().then(
    (flow) => flow.checkout.prepare(),
    (error: unknown) => console.warn('Chargement de la commande impossible', error),
  );
}

/** Runs a verb of the loaded flow; a flow that cannot load is a connection error on the form. */
async function withFlow(run: (flow: Flow) => Promise<unknown>): Promise<void> {
  let flow: Flow;
  try {
    flow = await loadFlow();
  } catch (error) {
    console.warn('Chargement de la commande impossible', error);
    $error.set({ message: networkMessages.connectionError });
    return;
  }
  await run(flow);
}

/** The order button: validation, today's prices, then the order (see flow.ts). */
export const submitCheckout = (input: CheckoutInput): Promise<void> => withFlow((flow) => flow.checkout.submit(input));
/** The customer accepts today's prices and stock. */
export const acceptChanges = (): Promise<void> => withFlow((flow) => flow.checkout.acceptChanges());
/** 'Réessayer maintenant' of the pending notice. */
export const retryOrder = (): Promise<void> => withFlow((flow) => flow.checkout.retry());
/** « Réessayer » after the server answered with an error: the same attempt again, with the same key. */
export const retryFailedOrder = (): Promise<void> => withFlow((flow) => flow.checkout.retryFailed());

/** While the page shows the pending order, a stored order is resumed and retried (back online, on a timer). */
retryWhileShown(loadFlow);
