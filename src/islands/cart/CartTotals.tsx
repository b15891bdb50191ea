import type { CartSummary } from '../../domain/cart.ts';
import { FREE_DELIVERY_THRESHOLD_CENTS, formatDeliveryFee } from '../../domain/cart.ts';
import { formatFC } from '../../domain/money.ts';
import { cartMessages } from '../../messages/cart.ts';

/** Goods, deposits, delivery fee (or free from 58 000 FC) and total, all from the domain's summary; the page gives the links. */
export default function CartTotals({ summary, shopHref, checkoutHref }: { summary: CartSummary; shopHref: string; checkoutHref: string }) {
  return (
    <section className="panel cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{cartMessages.total}</h2>
      <dl>
        <dt>{cartMessages.goods}</dt>
        <dd className="price">{formatFC(summary.goodsCents)}</dd>
        <dt>{cartMessages.deposits}</dt>
        <dd className="price">{formatFC(summary.depositsCents)}</dd>
        <dt>{cartMessages.deliveryFee}</dt>
        <dd className="price">{formatDeliveryFee(summary.deliveryFeeCents)}</dd>
        <dt className="total">{cartMessages.total}</dt>
        <dd className="price total" data-testid="cart-total">
          {formatFC(summary.totalCents)}
        </dd>
      </dl>
      {summary.deliveryFeeCents > 0 && <p className="muted">{cartMessages.freeDeliveryFrom(formatFC(FREE_DELIVERY_THRESHOLD_CENTS))}</p>}
      <div className="actions">
        <a className="btn btn-ghost" href={shopHref}>
          {cartMessages.continueShopping}
        </a>
        <a className="btn btn-alt" href={checkoutHref}>
          {cartMessages.checkout}
        </a>
      </div>
    </section>
  );
}
