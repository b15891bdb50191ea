/** What the orders page shows of one order: named lines with amounts, the totals, the product ids to review. */
import type { Order } from '../../contract/order.ts';
import { formatDeliveryFee } from '../../domain/cart.ts';
import { depositPerUnit } from '../../domain/deposit-unit.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { canReview } from '../../domain/order-status.ts';
import { orderArticleProductId, orderSummary } from '../../domain/order-summary.ts';
import { ordersMessages } from '../../messages/orders.ts';

interface OrderLineView {
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
  /** Once delivered: the deposit added for the empties that did not come back, and what was paid at the door. */
  paid: { missingDeposit: string | null; collected: string } | null;
}

/** The order's summary (src/domain/order-summary.ts) written for the page. */
export function orderView(order: Order): OrderView {
  const summary = orderSummary(order);
  return {
    lines: summary.lines.map((l) => ({
      key: `${l.index}`,
      productId: l.productId,
      name: l.name,
      quantity: l.quantity,
      unitPrice: formatFC(l.unitPriceCents),
      consigne: l.withConsigne ? depositPerUnit(l.consigneCents, l.unite) : ordersMessages.noConsigne,
      withConsigne: l.withConsigne,
      total: formatFC(l.totalCents),
    })),
    subtotal: formatFC(summary.goodsCents),
    deposits: formatFC(summary.depositsCents),
    deliveryFee: formatDeliveryFee(summary.deliveryFeeCents),
    total: formatFC(summary.totalCents),
    paid: paidOf(order),
  };
}

function paidOf(order: Order): OrderView['paid'] {
  const collected = toCents(order.a_encaisser);
  if (collected === null) return null;
  const missing = toCents(order.consigne_manquante) ?? 0;
  return { missingDeposit: missing > 0 ? formatFC(missing) : null, collected: formatFC(collected) };
}

/** Distinct products of the delivered orders among `orders` (the ones the customer may review). */
export function reviewableProductIds(orders: readonly Order[]): number[] {
  const ids = orders
    .filter((o) => canReview(o.statut))
    .flatMap((o) => o.articles.map(orderArticleProductId))
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}
