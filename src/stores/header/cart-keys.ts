/** The anonymous cart id under `anonymousCartId`, as the header and the cart store both read it: its shape, and a new one. */

/** A stored id that does not match is garbage (read as no id). */
export const ANONYMOUS_CART_ID = /^[\w-]{8,100}$/;

export function newCartId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
