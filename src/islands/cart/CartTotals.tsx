import type { CartSummary } from '../../domain/cart.ts';
import { FREE_DELIVERY_THRESHOLD_CENTS } from '../../domain/cart.ts';
import { messages } from '../../domain/messages.ts';
import { formatFC } from '../../domain/money.ts';
import { cartMessages } from '../../stores/cart/messages-cart.ts';
import { paths } from '../../config/paths.ts';

/** Goods, deposits, delivery fee (or free from 58 000 FC) and total, all from the domain's summary. */
export default function CartTotals({ summary }: { summary: CartSummary }) {
  return (
    <section className="panel cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{messages.cart.total}</h2>
      <dl>
        <dt>{messages.cart.goods}</dt>
        <dd className="price">{formatFC(summary.goodsCents)}</dd>
        <dt>{messages.cart.deposits}</dt>
        <dd className="price">{formatFC(summary.depositsCents)}</dd>
        <dt>{messages.cart.deliveryFee}</dt>
        <dd className="price">{summary.deliveryFeeCents === 0 ? messages.cart.freeDelivery : formatFC(summary.deliveryFeeCents)}</dd>
        <dt className="total">{messages.cart.total}</dt>
        <dd className="price total" data-testid="cart-total">
          {formatFC(summary.totalCents)}
        </dd>
      </dl>
      {summary.deliveryFeeCents > 0 && <p className="muted">{cartMessages.freeDeliveryFrom(formatFC(FREE_DELIVERY_THRESHOLD_CENTS))}</p>}
      <div className="actions">
        <a className="btn btn-ghost" href={paths.allProducts}>
          {messages.cart.continueShopping}
        </a>
        <a className="btn btn-alt" href={paths.checkout}>
          {messages.cart.checkout}
        </a>
      </div>
    </section>
  );
}
