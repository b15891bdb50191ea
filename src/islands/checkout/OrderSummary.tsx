import type { CartSummary } from '../../domain/cart.ts';
import { formatFC } from '../../domain/money.ts';
import { checkoutMessages as t } from '../../stores/checkout-messages.ts';

/** Goods, deposits, delivery fee and total from the shared cart rules (summarizeCart). */
export default function OrderSummary({ summary }: { summary: CartSummary }) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t.summaryTitle}</h2>
      <ul className="checkout-lines">
        {summary.validLines.map((l) => (
          <li key={l.index}>
            <span>
              {l.quantity} × {l.productName}
              {l.line.avec_consigne === true ? <small className="muted"> ({t.withConsigne})</small> : null}
            </span>
            <span className="price">{formatFC(l.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <dt>{t.goods}</dt>
        <dd className="price">{formatFC(summary.goodsCents)}</dd>
        <dt>{t.deposits}</dt>
        <dd className="price">{formatFC(summary.depositsCents)}</dd>
        <dt>{t.deliveryFee}</dt>
        <dd className="price" data-testid="frais-livraison">
          {summary.deliveryFeeCents === 0 ? t.freeDelivery : formatFC(summary.deliveryFeeCents)}
        </dd>
        <dt className="checkout-total">{t.total}</dt>
        <dd className="checkout-total price" data-testid="total-commande">
          {formatFC(summary.totalCents)}
        </dd>
      </dl>
    </section>
  );
}
