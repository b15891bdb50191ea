/** What the orders page shows of one order: named lines with amounts, the totals, the product ids to review. */
import type { Order, OrderArticle } from '../../contract/order.ts';
import { productIdOf } from '../../contract/product.ts';
import { formatDeliveryFee, summarizeCart } from '../../domain/cart.ts';
import { depositPerUnit } from '../../domain/deposit-unit.ts';
import { canReview } from '../../domain/order-status.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { ordersMessages } from '../../domain/messages/orders.ts';

export interface OrderLineView {
  key: string;
  productId: number | null;
  name: string;
  quantity: number;
  unitPrice: string;
  consigne: string;
  withConsigne: boolean;
  total: string;
}

export interface OrderView {
  lines: OrderLineView[];
  subtotal: string;
  deposits: string;
  deliveryFee: string;
  total: string;
}

function productIdOfArticle(a: OrderArticle): number | null {
  if (a.produit !== null && a.produit !== undefined) return productIdOf(a.produit);
  return a.produit_info?.id ?? null;
}

/** The product's unit, from `produit_info` or a nested `produit`; a backend that sends neither gets « par article ». */
function unitOf(a: OrderArticle): string | null | undefined {
  const nested = a.produit && typeof a.produit === 'object' ? a.produit.unite : undefined;
  return a.produit_info?.unite ?? nested;
}

function nameOf(a: OrderArticle): string | undefined {
  const nested = a.produit && typeof a.produit === 'object' ? a.produit.nom : undefined;
  return [a.libelle, a.produit_info?.nom, nested].find((c): c is string => typeof c === 'string' && c.trim() !== '');
}

export function orderView(order: Order): OrderView {
  const summary = summarizeCart(
    order.articles.map((a) => {
      const nom = nameOf(a);
      return {
        ...(nom === undefined ? {} : { nom }),
        produit_id: productIdOfArticle(a),
        unite: unitOf(a),
        prix_unitaire: a.prix_unitaire,
        prix_consigne_unitaire: a.prix_consigne ?? a.prix_consigne_unitaire,
        quantite: a.quantite,
        avec_consigne: a.avec_consigne,
      };
    }),
  );
  const fee = toCents(order.frais_livraison) ?? summary.deliveryFeeCents;
  const total = toCents(order.total_commande) ?? summary.subtotalCents + fee;
  return {
    lines: summary.validLines.map((l) => ({
      key: `${l.index}`,
      productId: typeof l.line.produit_id === 'number' ? l.line.produit_id : null,
      name: l.productName,
      quantity: l.quantity,
      unitPrice: formatFC(l.unitPriceCents),
      consigne: l.line.avec_consigne ? depositPerUnit(l.consigneCents, l.line.unite) : ordersMessages.noConsigne,
      withConsigne: l.line.avec_consigne === true,
      total: formatFC(l.lineTotalCents),
    })),
    subtotal: formatFC(summary.goodsCents),
    deposits: formatFC(summary.depositsCents),
    deliveryFee: formatDeliveryFee(fee),
    total: formatFC(total),
  };
}

/** Distinct products of the delivered orders among `orders` (the ones the customer may review). */
export function reviewableProductIds(orders: readonly Order[]): number[] {
  const ids = orders
    .filter((o) => canReview(o.statut))
    .flatMap((o) => o.articles.map(productIdOfArticle))
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}
