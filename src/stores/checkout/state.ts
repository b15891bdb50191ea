/**
 * The checkout's step and error as the page shows them: read by the light store the page loads
 * (src/stores/checkout/checkout.ts), written by the flow once it has loaded (src/stores/checkout/send.ts).
 */
import { atom } from 'nanostores';
import type { CheckoutError, CheckoutStep } from './flow.ts';

export const checkoutAtoms = {
  $step: atom<CheckoutStep>({ step: 'form' }),
  $error: atom<CheckoutError | null>(null),
};
