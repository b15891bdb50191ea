/**
 * Quantity rules of the selectors (at least 1, at most the stock), each with its French message. Never throws.
 * The add's own check and the shortages are in stock-check.ts, loaded with the cart.
 */
import { productMessages } from '../messages/product.ts';

export interface QuantityResult {
  quantity: number;
  /** Alert to show when the request was changed or refused. */
  message?: string;
}

/** A stock as a whole number, or null when unknown (not a finite number). */
export function finiteStock(stock: unknown): number | null {
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

/** Add-to-cart button state: disabled when the stock is 0 or less. */
export function canAddToCart(stock: unknown): boolean {
  const max = finiteStock(stock);
  return max === null || max > 0;
}
