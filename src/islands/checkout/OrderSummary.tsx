import { type CartSummary, formatDeliveryFee } from '../../domain/cart.ts';
import { depositPerUnit } from '../../domain/deposit-unit.ts';
import { formatFC } from '../../domain/money.ts';
import { cartMessages } from '../../messages/cart.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { FIGURE_ATTRIBUTE, LINES_ATTRIBUTE } from '../../stores/checkout/first-paint-marks.ts';

/** A figure of the summary; a blank line of the same height while the cart is not read yet (the static page). */
const figure = (summary: CartSummary | null, text: (summary: CartSummary) => string): string => (summary ? text(summary) : '\u00a0');

/**
 * Where the page's script writes a figure before hydration (src/stores/checkout/first-paint.ts): hydration keeps the
 * figure it wrote (the island's own follows in the same frame).
 */
const slot = (summary: CartSummary | null, key: 'g' | 'd' | 'f' | 't') =>
  summary ? {} : { [FIGURE_ATTRIBUTE]: key, suppressHydrationWarning: true };

/**
 * Goods, deposits, delivery fee and total from the shared cart rules (summarizeCart); null: the static page, before
 * the island has read this browser's cart (the labels drawn, the figures blank: the page's script fills them and the
 * lines from storage, src/stores/checkout/first-paint.ts). The static list is an empty element of its own (never
 * hydrated, its lines the script's); once the island has read the cart, its own list replaces it.
 */
export default function OrderSummary({ summary }: { summary: CartSummary | null }) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{checkoutMessages.summaryTitle}</h2>
      {summary === null ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty text: hydration leaves the lines the page's script drew.
        <ul key="first-paint" className="checkout-lines" {...{ [LINES_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: '' }} />
      ) : (
        <ul key="island" className="checkout-lines">
          {summary.validLines.map((l) => (
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
      )}
      <dl className="checkout-totals">
        <dt>{cartMessages.goods}</dt>
        <dd className="price" {...slot(summary, 'g')}>
          {figure(summary, (s) => formatFC(s.goodsCents))}
        </dd>
        <dt>{cartMessages.deposits}</dt>
        <dd className="price" {...slot(summary, 'd')}>
          {figure(summary, (s) => formatFC(s.depositsCents))}
        </dd>
        <dt>{cartMessages.deliveryFee}</dt>
        <dd className="price" data-testid="frais-livraison" {...slot(summary, 'f')}>
          {figure(summary, (s) => formatDeliveryFee(s.deliveryFeeCents))}
        </dd>
        <dt className="checkout-total">{cartMessages.total}</dt>
        <dd className="checkout-total price" data-testid="total-commande" {...slot(summary, 't')}>
          {figure(summary, (s) => formatFC(s.totalCents))}
        </dd>
      </dl>
    </section>
  );
}
