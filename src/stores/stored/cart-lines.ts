/** The cart stored under `panier`, decoded through the contract: the cart store's lines and the header's count. */
import { type LocalCartLine, localCartSchema } from '../../contract/cart.ts';
import { summarizeCart } from '../../domain/cart.ts';
import { decodeJson } from './decode-json.ts';

/** Lines of a stored `panier` text; entries that are not lines are dropped, garbage gives an empty cart. */
export const cartLinesOf = (text: string): LocalCartLine[] => decodeJson(localCartSchema, [], text);

/** Bottles in a stored `panier` text (valid lines only); garbage counts as an empty cart. */
export function countCartItems(text: string): number {
  return summarizeCart(cartLinesOf(text)).itemCount;
}
