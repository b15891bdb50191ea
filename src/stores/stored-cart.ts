/** The cart stored under `panier`, decoded through the contract: the cart store's lines, the header's count, the product page's line. */
import { localCartSchema, type LocalCartLine } from '../contract/cart.ts';
import { lineProductId, summarizeCart } from '../domain/cart.ts';
import type { LineChoice } from '../domain/consigne-choice.ts';
import { decodeJson } from './persist.ts';

/** Lines of a stored `panier` text; entries that are not lines are dropped, garbage gives an empty cart. */
export const cartLinesOf = (text: string): LocalCartLine[] => decodeJson(localCartSchema, [], text);

/** Bottles in a stored `panier` text (valid lines only); garbage counts as an empty cart. */
export function countCartItems(text: string): number {
  return summarizeCart(cartLinesOf(text)).itemCount;
}

/** The line of product `id` in a stored `panier` text (its units and deposit choice), or null when the cart has none. */
export function cartLineOf(text: string, id: number): LineChoice | null {
  if (text === '') return null;
  const line = cartLinesOf(text).find((candidate) => lineProductId(candidate) === id);
  return line ? { quantity: line.quantite, withConsigne: line.avec_consigne } : null;
}
