/**
 * The cart's keys: `panier` (the lines, decoded by cart-lines.ts) and `anonymousCartId` (its shape, and a new
 * one). One atom per key, shared by the header's count and the cart store, so a change made in this tab reaches
 * both at once.
 */
import { storedText } from './stored-text.ts';

/** Text under `panier`. */
export const $panierText = storedText('panier');
/** Text under `anonymousCartId`. */
export const $anonymousCartIdText = storedText('anonymousCartId');

/** The key marking a signed-in customer's server cart still to empty after an order (src/stores/cart/create-cart.ts). */
export const SERVER_CART_TO_EMPTY = 'panierAVider';

/** A stored id that does not match is garbage (read as no id). */
export const ANONYMOUS_CART_ID = /^[\w-]{8,100}$/;

export function newCartId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
