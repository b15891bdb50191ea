/**
 * Lines arriving in the cart by a link, on the cart page: the product page's plain form (the customer's
 * own press, added at once) or a shared cart (shown, checked against today's catalogue, added once the
 * customer confirms); and « Commander à nouveau » of a past order. Loaded by `import()` only when needed,
 * so the cart page does not carry the decoder. Everything goes through src/stores/cart/add-lines.ts.
 */
import { atom } from 'nanostores';
import type { LocalCartLine } from '../../contract/cart.ts';
import { incomingLines } from '../../domain/cart-link-decode.ts';
import type { OrderSummaryInput } from '../../domain/order-summary.ts';
import type { Result } from '../../domain/result.ts';
import { api } from '../api.ts';
import { type Added, addCheckedLines, type CheckedLines, checkLines, linesOfLink, linesOfOrder } from './add-lines.ts';
import { cart } from './cart.ts';

export type ArrivalState =
  | { step: 'none' }
  | { step: 'checking' }
  | { step: 'refused'; message: string }
  | { step: 'confirm'; lines: LocalCartLine[]; notices: string[] }
  | ({ step: 'added' } & Added);

export const $arrival = atom<ArrivalState>({ step: 'none' });

let pending: CheckedLines | null = null;

const validate = (ids: readonly number[]) => api.validateAnonymousCart(ids);

async function add(checked: CheckedLines): Promise<Added> {
  await cart.ready();
  return addCheckedLines(cart.addToCart, checked);
}

/** The cart page's query: nothing when it carries no lines, else the refusal, the confirmation step or the added lines. */
export async function openArrival(search: string): Promise<void> {
  const incoming = incomingLines(search);
  if (incoming === null) return;
  if (!incoming.ok) return $arrival.set({ step: 'refused', message: incoming.message });
  $arrival.set({ step: 'checking' });
  const outcome = await checkLines(validate, linesOfLink(incoming.lines));
  if (!outcome.ok) return $arrival.set({ step: 'refused', message: outcome.message });
  if (incoming.own) return $arrival.set({ step: 'added', ...(await add(outcome.checked)) });
  pending = outcome.checked;
  $arrival.set({ step: 'confirm', lines: outcome.checked.lines, notices: outcome.checked.notices });
}

/** The customer accepts the shared cart: its checked lines are added. */
export async function confirmArrival(): Promise<void> {
  const checked = pending;
  pending = null;
  if (!checked) return;
  $arrival.set({ step: 'checking' });
  const added = await add({ ...checked, notices: [] });
  $arrival.set({ step: 'added', ...added });
}

export function dismissArrival(): void {
  pending = null;
  $arrival.set({ step: 'none' });
}

/** « Commander à nouveau »: the order's lines at today's prices and stock, with what changed since. */
export async function reorder(order: OrderSummaryInput): Promise<Result<Added>> {
  const outcome = await checkLines(validate, linesOfOrder(order));
  return outcome.ok ? { ok: true, ...(await add(outcome.checked)) } : outcome;
}
