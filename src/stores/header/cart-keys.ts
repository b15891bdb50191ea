/**
 * The cart's stored keys as the header and the cart store both read them: the lines under `panier`
 * (decoded through the contract) and the anonymous cart id under `anonymousCartId` (its shape, and a new one).
 */
import { localCartSchema, type LocalCartLine } from '../../contract/cart.ts';
import { decodeJson } from '../persist.ts';

/** Lines of a stored `panier` text; entries that are not lines are dropped, garbage gives an empty cart. */
export const cartLinesOf = (text: string): LocalCartLine[] => decodeJson(localCartSchema, [], text);

/** A stored id that does not match is garbage (read as no id). */
export const ANONYMOUS_CART_ID = /^[\w-]{8,100}$/;

export function newCartId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
