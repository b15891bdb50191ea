/**
 * Fresh prices before sending (pure): the cart compared with what `POST /cart/anonymous/validate/`
 * says now, without touching the cart: the changes are shown for the customer to accept (the cart
 * store's `checkCart` then corrects the lines: new prices, quantities lowered to the stock).
 */
import type { AnonymousValidateResponse } from '../contract/cart.ts';
import { effectiveUnitPriceCents, lineProductId, summarizeCart, type CartLineInput } from '../domain/cart.ts';
import { formatFC, toCents } from '../domain/money.ts';
import { shortageDetail } from '../domain/quantity.ts';
import { checkoutMessages } from '../domain/messages/checkout.ts';

export type CartChange = { kind: 'price' | 'consigne' | 'stock' | 'gone'; productId: number; message: string };

export interface PriceCheck {
  changes: CartChange[];
  /** A shortage or a product no longer sold: accepting changes what is ordered, not only its price. */
  blocking: boolean;
}

/** Product ids of the cart's valid lines (the ones that are ordered). */
export function cartProductIds(lines: readonly CartLineInput[]): number[] {
  const ids = summarizeCart(lines)
    .validLines.map((l) => lineProductId(l.line))
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

export function compareWithCatalogue(lines: readonly CartLineInput[], fresh: AnonymousValidateResponse): PriceCheck {
  const byId = new Map(fresh.produits.map((p) => [p.id, p]));
  const wanted = new Map<number, number>();
  const changes: CartChange[] = [];
  for (const valid of summarizeCart(lines).validLines) {
    const productId = lineProductId(valid.line);
    if (productId === null) continue;
    const product = byId.get(productId);
    if (!product) {
      changes.push({ kind: 'gone', productId, message: checkoutMessages.productGone(valid.productName) });
      continue;
    }
    wanted.set(productId, (wanted.get(productId) ?? 0) + valid.quantity);
    const price = effectiveUnitPriceCents(product);
    if (price !== null && price !== valid.unitPriceCents) {
      changes.push({
        kind: 'price',
        productId,
        message: checkoutMessages.priceChanged(product.nom, formatFC(valid.unitPriceCents), formatFC(price)),
      });
    }
    const consigne = toCents(product.prix_consigne) ?? 0;
    if (valid.line.avec_consigne === true && consigne !== valid.consigneCents) {
      changes.push({
        kind: 'consigne',
        productId,
        message: checkoutMessages.consigneChanged(product.nom, formatFC(valid.consigneCents), formatFC(consigne)),
      });
    }
  }
  for (const [productId, quantity] of wanted) {
    const product = byId.get(productId);
    if (product && product.stock < quantity) {
      changes.push({ kind: 'stock', productId, message: shortageDetail(product.nom, Math.max(product.stock, 0)) });
    }
  }
  return { changes, blocking: changes.some((c) => c.kind === 'stock' || c.kind === 'gone') };
}
