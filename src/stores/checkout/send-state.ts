/**
 * Where the current attempt at sending the order stands, as the checkout page shows it. Apart from the
 * sending itself (src/stores/checkout/pending-order.ts), which loads with the checkout's flow: the page draws
 * the form and the pending order without it.
 */
import { atom } from 'nanostores';

/**
 * `waiting`: the server could not be reached; the attempt is kept and sent again by itself.
 * `rejected`: the server answered with an error (the attempt is kept in `$failedOrder` for « Réessayer »),
 * or the attempt could not be sent at all (signed out, too old).
 */
export type SendState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'waiting'; message: string; failures: number }
  | { phase: 'rejected'; message: string; fieldErrors?: Record<string, string[]> }
  | { phase: 'confirmed' };

/** Where the current attempt stands (not persisted: a reload starts from the stored pending order). */
export const $sendState = atom<SendState>({ phase: 'idle' });

/** Forgets the last state shown (after the customer read a refusal and edits the form). */
export function resetSendState(): void {
  if ($sendState.get().phase === 'rejected') $sendState.set({ phase: 'idle' });
}
