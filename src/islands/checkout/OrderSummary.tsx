import { type CartSummary, formatDeliveryFee } from '../../domain/cart.ts';
import { depositPerUnit } from '../../domain/deposit-unit.ts';
import { formatFC } from '../../domain/money.ts';
import { cartMessages } from '../../messages/cart.ts';
import { checkoutMessages } from '../../messages/checkout.ts';

/** A figure of the summary; a blank line of the same height while the cart is not read yet (the static page). */
const figure = (summary: CartSummary | null, text: (summary: CartSummary) => string): string => (summary ? text(summary) : '\u00a0');

/**
 * Goods, deposits, delivery fee and total from the shared cart rules (summarizeCart); null: the static page, before
 * the island has read this browser's cart (the labels drawn, the figures blank).
 */
export default function OrderSummary({ summary }: { summary: CartSummary | null }) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{checkoutMessages.summaryTitle}</h2>
      <ul className="checkout-lines">
        {(summary?.validLines ?? []).map((l) => (
          <li key={l.index}>
            <span>
              {l.quantity} × {l.productName}
              {l.line.avec_consigne === true ? (
                <small className="muted"> ({checkoutMessages.withConsigneOf(depositPerUnit(l.consigneCents, l.line.unite))})</small>
              ) : null}
            </span>
            <span className="price">{formatFC(l.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <dt>{cartMessages.goods}</dt>
        <dd className="price">{figure(summary, (s) => formatFC(s.goodsCents))}</dd>
        <dt>{cartMessages.deposits}</dt>
        <dd className="price">{figure(summary, (s) => formatFC(s.depositsCents))}</dd>
        <dt>{cartMessages.deliveryFee}</dt>
        <dd className="price" data-testid="frais-livraison">
          {figure(summary, (s) => formatDeliveryFee(s.deliveryFeeCents))}
        </dd>
        <dt className="checkout-total">{cartMessages.total}</dt>
        <dd className="checkout-total price" data-testid="total-commande">
          {figure(summary, (s) => formatFC(s.totalCents))}
        </dd>
      </dl>
    </section>
  );
}
