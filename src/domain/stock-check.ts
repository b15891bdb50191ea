/**
 * The stock rules of an add (stock, quantity, what the cart already holds) and the shortages found when the cart is
 * checked or the order placed, each with its French message. Never throws. Apart from quantity.ts (the selectors'
 * rules) so that the product page downloads them only with the cart store.
 */
import { productMessages } from '../messages/product.ts';
import { stockMessages } from '../messages/stock.ts';
import { finiteStock } from './quantity.ts';
import type { Result } from './result.ts';

export interface AddToCartCheck {
  productName: string;
  stock: unknown;
  /** Quantity of this product already in the cart (0 when it is a new line). */
  inCart?: number;
  /** Quantity being added (1 for the "+" of an existing line). */
  adding: unknown;
}

/**
 * Adding to the cart: refused with 'Désolé, {product} est actuellement en rupture de stock.' when
 * stock ≤ 0, with the invalid-quantity message when adding ≤ 0, and with the 'il n'y a que {n}
 * unités' message when the line would exceed the stock. `quantity` is the line's resulting quantity;
 * a refusal leaves the line as it is.
 */
export function checkAddToCart({ productName, stock, inCart = 0, adding }: AddToCartCheck): Result<{ quantity: number }> {
  const max = finiteStock(stock);
  if (max !== null && max <= 0) return { ok: false, message: stockMessages.outOfStock(productName) };
  const add = typeof adding === 'number' && Number.isSafeInteger(adding) ? adding : 0;
  if (add < 1) return { ok: false, message: productMessages.invalidQuantity };
  const total = inCart + add;
  if (max !== null && total > max) return { ok: false, message: productMessages.onlyNInStock(max) };
  return { ok: true, quantity: total };
}

/**
 * A shortage found when the order is placed (stock changed since the cart was filled):
 * 'Désolé, il ne reste que {n} unités en stock.', or 'Stock insuffisant pour la quantité demandée.'
 * when nothing is left.
 */
export function shortageMessage(available: number): string {
  return available > 0 ? stockMessages.onlyNLeft(available) : stockMessages.insufficientStock;
}

/** Shortage naming the product, as the API returns it: `Primus 72 cl : Désolé, il ne reste que 3 unités en stock.` */
export function shortageDetail(productName: string, available: number): string {
  return `${productName} : ${shortageMessage(available)}`;
}
