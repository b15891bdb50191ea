/**
 * Compares the cart with the catalogue as it is now (answer of /cart/anonymous/validate/): a changed
 * price is updated, a quantity above the stock lowered, a product gone or out of stock removed,
 * each with a notice for the customer. Pure.
 */
import type { AnonymousValidateResponse, LocalCartLine } from '../../contract/cart.ts';
import { effectiveUnitPriceCents, lineProductId, lineProductName } from '../../domain/cart.ts';
import { cartMessages } from '../../domain/messages/cart.ts';
import { productMessages } from '../../domain/messages/product.ts';
import { centsToDecimalString, formatFC, toCents } from '../../domain/money.ts';
import { shortageDetail } from '../../domain/quantity.ts';
import { quantityOf } from './lines.ts';

export type LineChange =
  | { kind: 'removed'; productId: number }
  | { kind: 'quantity'; productId: number; quantity: number }
  | { kind: 'price'; productId: number };

export interface CartCheck {
  lines: LocalCartLine[];
  notices: string[];
  changes: LineChange[];
  /** Current stock per product id. */
  stock: Record<number, number>;
}

export function checkLines(lines: readonly LocalCartLine[], answer: AnonymousValidateResponse): CartCheck {
  const byId = new Map(answer.produits.map((product) => [product.id, product]));
  const invalid = new Set(answer.ids_invalides);
  const notices: string[] = [];
  const changes: LineChange[] = [];
  const stock: Record<number, number> = {};
  const kept: LocalCartLine[] = [];
  for (const line of lines) {
    const productId = lineProductId(line);
    const name = lineProductName(line);
    const product = byId.get(productId);
    if (!product || invalid.has(productId)) {
      notices.push(cartMessages.productGone(name));
      changes.push({ kind: 'removed', productId });
      continue;
    }
    stock[productId] = product.stock;
    if (product.stock <= 0) {
      notices.push(`${productMessages.outOfStock(product.nom)} ${cartMessages.removedFromCart}`);
      changes.push({ kind: 'removed', productId });
      continue;
    }
    let next = line;
    const price = effectiveUnitPriceCents(product);
    const before = toCents(line.prix);
    if (price !== null && price !== before) {
      if (before !== null) notices.push(cartMessages.priceChanged(name, formatFC(before), formatFC(price)));
      next = { ...next, prix: centsToDecimalString(price), prix_consigne: product.prix_consigne ?? next.prix_consigne };
      changes.push({ kind: 'price', productId });
    }
    const quantity = quantityOf(line);
    if (quantity > product.stock) {
      notices.push(shortageDetail(name, product.stock));
      next = { ...next, quantite: product.stock };
      changes.push({ kind: 'quantity', productId, quantity: product.stock });
    }
    kept.push(next);
  }
  return { lines: kept, notices, changes, stock };
}
