/**
 * What the storefront's static pages show of a product's stock: in stock, or « Rupture de stock » (its page's badge and
 * add-to-cart form, its card on the listings), the rule of `canAddToCart`. A stock that moves across it (an order
 * emptying the product, a cancellation giving back its first units) publishes the product's pages again
 * (docs/decisions/043); a move that stays on one side publishes nothing, the cart and the checkout reading the exact
 * stock from the API.
 */
import { canAddToCart } from './quantity.ts';

/** True when a stock going from `before` to `after` changes what the static pages show: one comparison. */
export const stockShownChanges = (before: number, after: number): boolean => canAddToCart(before) !== canAddToCart(after);
