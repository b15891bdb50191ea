/**
 * Today's prices asked by the checkout page's inline script at the customer's first act, before the shop's modules
 * had arrived (src/stores/checkout/early-press.ts, `HANDED_CHECK`): the flow takes that answer instead of asking again
 * a round trip later (src/stores/checkout/flow.ts, `prepare`). Taken once; anything else under the name is ignored.
 */
import { readCartCheck } from '../../api/check-cart.ts';
import type { AnonymousValidateResponse } from '../../contract/cart.ts';
import { HANDED_CHECK } from './early-press.ts';

export interface HandedCheck {
  /** The products asked for, as JSON (`[3,5,7]`). */
  ids: string;
  /** When it was sent (`Date.now()`). */
  at: number;
  /** Its answer decoded by the contract, null when it failed (as the flow's own ask). */
  answer: Promise<AnonymousValidateResponse | null>;
}

/** The check the page's script sent, if any and not yet taken. */
export function takeHandedCheck(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): HandedCheck | null {
  const handed = scope[HANDED_CHECK];
  if (handed === undefined) return null;
  delete scope[HANDED_CHECK];
  if (typeof handed !== 'object' || handed === null) return null;
  const { ids, at, sent } = handed as { ids?: unknown; at?: unknown; sent?: unknown };
  if (typeof ids !== 'string' || typeof at !== 'number' || !(sent instanceof Promise)) return null;
  return { ids, at, answer: readCartCheck(sent as Promise<Response>).catch(() => null) };
}
