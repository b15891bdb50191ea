/**
 * The product page's line in the stored cart, for one decision per add (src/domain/consigne-choice.ts).
 * Apart from cart-lines.ts, which the cart and checkout pages load with the page: only the product
 * page's reader (src/stores/page/contract-readers.ts) needs it.
 */
import { lineProductId, parseQuantity } from '../../domain/cart.ts';
import type { LineChoice } from '../../domain/consigne-choice.ts';
import { cartLinesOf } from './cart-lines.ts';

/** The line of product `id` in a stored `panier` text (its units and deposit choice), or null when the cart has none. */
export function cartLineOf(text: string, id: number): LineChoice | null {
  if (text === '') return null;
  const line = cartLinesOf(text).find((candidate) => lineProductId(candidate) === id);
  return line ? { quantity: parseQuantity(line.quantite) ?? 0, withConsigne: line.avec_consigne } : null;
}
