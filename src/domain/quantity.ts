/** Quantity and stock rules (at least 1, at most the stock), each with its French message. Never throws. */
import { productMessages } from './messages/product.ts';

export interface QuantityResult {
  quantity: number;
  /** Alert to show when the request was changed or refused. */
  message?: string;
}

function finiteStock(stock: unknown): number | null {
  return typeof stock === 'number' && Number.isFinite(stock) ? Math.floor(stock) : null;
}

/**
 * Quantity selector: at least 1 (0, negatives and garbage give 1 with 'Veuillez sélectionner une
 * quantité valide.'), decimals rounded down, at most the stock when stock > 0 (set to stock with
 * the 'il n'y a que {n} unités' alert). An unknown stock sets no upper bound.
 */
export function clampQuantity(requested: unknown, stock?: unknown): QuantityResult {
  const asNumber = typeof requested === 'string' && requested.trim() !== '' ? Number(requested) : requested;
  const wanted = typeof asNumber === 'number' && Number.isFinite(asNumber) ? Math.floor(asNumber) : 0;
  if (wanted < 1) return { quantity: 1, message: productMessages.invalidQuantity };
  const max = finiteStock(stock);
  if (max !== null && max > 0 && wanted > max) return { quantity: max, message: productMessages.onlyNInStock(max) };
  return { quantity: wanted };
}

export interface AddToCartCheck {
  productName: string;
  stock: unknown;
  /** Quantity of this product already in the cart (0 when it is a new line). */
  inCart?: number;
  /** Quantity being added (1 for the "+" of an existing line). */
  adding: unknown;
}

export type AddToCartResult = { ok: true; quantity: number } | { ok: false; quantity: number; message: string };

/**
 * Adding to the cart: refused with 'Désolé, {product} est actuellement en rupture de stock.' when
 * stock ≤ 0, with the invalid-quantity message when adding ≤ 0, and with the 'il n'y a que {n}
 * unités' message when the line would exceed the stock. `quantity` is the line's resulting quantity.
 */
export function checkAddToCart({ productName, stock, inCart = 0, adding }: AddToCartCheck): AddToCartResult {
  const max = finiteStock(stock);
  if (max !== null && max <= 0) return { ok: false, quantity: inCart, message: productMessages.outOfStock(productName) };
  const add = typeof adding === 'number' && Number.isSafeInteger(adding) ? adding : 0;
  if (add < 1) return { ok: false, quantity: inCart, message: productMessages.invalidQuantity };
  const total = inCart + add;
  if (max !== null && total > max) return { ok: false, quantity: inCart, message: productMessages.onlyNInStock(max) };
  return { ok: true, quantity: total };
}

/** Add-to-cart button state: disabled when the stock is 0 or less. */
export function canAddToCart(stock: unknown): boolean {
  const max = finiteStock(stock);
  return max === null || max > 0;
}

/**
 * A shortage found when the order is placed (stock changed since the cart was filled):
 * 'Désolé, il ne reste que {n} unités en stock.', or 'Stock insuffisant pour la quantité demandée.'
 * when nothing is left.
 */
export function shortageMessage(available: number): string {
  return available > 0 ? productMessages.onlyNLeft(available) : productMessages.insufficientStock;
}

/** Shortage naming the product, as the API returns it: `Primus 72 cl : Désolé, il ne reste que 3 unités en stock.` */
export function shortageDetail(productName: string, available: number): string {
  return `${productName} : ${shortageMessage(available)}`;
}
