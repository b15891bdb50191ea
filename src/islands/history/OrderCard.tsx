import { useState } from 'react';
import { supportPathFor } from '../../config/paths.ts';
import type { Order } from '../../contract/order.ts';
import { canCancel, canReview, hasInvoice, orderStatusLabel } from '../../domain/order-status.ts';
import { formatPhoneDisplay } from '../../domain/phone.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { cartMessages } from '../../messages/cart.ts';
import { invoiceMessages } from '../../messages/invoice.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { invoiceFile } from '../../stores/history/orders.ts';
import ReorderButton from '../cart/ReorderButton.tsx';
import OrderLandmark from './OrderLandmark.tsx';
import OrderToConfirm from './OrderToConfirm.tsx';
import { orderView } from './order-view.ts';
import ReviewAction from './ReviewAction.tsx';
import ReviewDialog, { type ReviewTarget } from './ReviewDialog.tsx';
import { saveFile } from './save-file.ts';

/**
 * One order: summary, « Commander à nouveau » first, then the reviews of a delivered order's products in sight, the
 * details, the invoice (none for a cancelled order), and last the request to cancel (it opens the support form).
 */
export default function OrderCard({ order }: { order: Order }) {
  const [alert, setAlert] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  /** Product whose review was just sent: its pending text takes the focus back from the dialog. */
  const [justReviewed, setJustReviewed] = useState<number | null>(null);
  const view = orderView(order);
  const reviewable = canReview(order.statut);
  /** Each product of the order once (a product ordered on two lines is reviewed once); a product no longer sold is not. */
  const reviewed = view.lines.filter(
    (line, index): line is typeof line & { productId: number } =>
      line.productId !== null && view.lines.findIndex((other) => other.productId === line.productId) === index,
  );

  function downloadInvoice() {
    setAlert(null);
    const file = invoiceFile(order);
    if (!file.ok) return setAlert(file.message);
    try {
      saveFile(file.fileName, file.html);
    } catch (error) {
      console.error(error);
      setAlert(invoiceMessages.downloadError);
    }
  }

  return (
    <article className="history-order" aria-labelledby={`order-${order.id}`}>
      <header>
        <h2 id={`order-${order.id}`}>{ordersMessages.orderHeading(order.numero_commande)}</h2>
        <span className={`history-status status-${order.statut}`}>{orderStatusLabel(order.statut)}</span>
      </header>
      <p className="muted">{ordersMessages.orderedOn(formatDateTime(order.date_commande) || order.date_commande)}</p>
      <OrderToConfirm order={order} />
      <p className="history-total">
        {cartMessages.total} : <strong>{view.total}</strong>
      </p>
      <div className="history-actions">
        <ReorderButton order={order} number={order.numero_commande} />
      </div>
      {reviewable && reviewed.length > 0 ? (
        <section className="history-reviews" aria-labelledby={`reviews-${order.id}`}>
          <h3 id={`reviews-${order.id}`}>{ordersMessages.reviewsTitle}</h3>
          <ul>
            {reviewed.map(({ key, productId, name }) => (
              <li key={key}>
                <span>{name}</span>
                <ReviewAction
                  productId={productId}
                  focusPending={justReviewed === productId}
                  onOpen={(review) => setReviewing({ productId, name, review })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <details>
        <summary>{ordersMessages.details}</summary>
        {/* A table from the tablet's width up; on a phone each line becomes a card of labelled values (history.css), nothing scrolls sideways. */}
        <table>
          <thead>
            <tr>
              <th scope="col">{ordersMessages.product}</th>
              <th scope="col" className="n">
                {ordersMessages.quantity}
              </th>
              <th scope="col" className="n">
                {ordersMessages.unitPrice}
              </th>
              <th scope="col" className="n">
                {ordersMessages.consigne}
              </th>
              <th scope="col" className="n">
                {ordersMessages.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line) => {
              return (
                <tr key={line.key}>
                  <th scope="row">{line.name}</th>
                  <td className="n" data-label={ordersMessages.quantity}>
                    {line.quantity}
                  </td>
                  <td className="n" data-label={ordersMessages.unitPrice}>
                    {line.unitPrice}
                  </td>
                  <td className="n" data-label={ordersMessages.consigne}>
                    {line.consigne}
                  </td>
                  <td className="n" data-label={ordersMessages.lineTotal}>
                    {line.total}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <dl className="history-sums">
          <dt>{cartMessages.goods}</dt>
          <dd>{view.subtotal}</dd>
          <dt>{cartMessages.deposits}</dt>
          <dd>{view.deposits}</dd>
          <dt>{cartMessages.deliveryFee}</dt>
          <dd>{view.deliveryFee}</dd>
          <dt>{cartMessages.total}</dt>
          <dd>{view.total}</dd>
        </dl>
        <dl className="history-delivery">
          <dt>{ordersMessages.address}</dt>
          <dd>{order.adresse_livraison}</dd>
          <OrderLandmark notes={order.notes} />
          <dt>{ordersMessages.phone}</dt>
          <dd>{formatPhoneDisplay(order.telephone_livraison)}</dd>
        </dl>
      </details>
      {hasInvoice(order.statut) || canCancel(order.statut) ? (
        <p className="history-more">
          {hasInvoice(order.statut) ? (
            <button type="button" className="btn btn-ghost" onClick={downloadInvoice}>
              {ordersMessages.downloadInvoice}
            </button>
          ) : null}
          {canCancel(order.statut) ? (
            <a className="history-cancel" href={supportPathFor(order.numero_commande)}>
              {ordersMessages.requestCancel}
            </a>
          ) : null}
        </p>
      ) : null}
      {canCancel(order.statut) ? <p className="muted history-cancel-hint">{ordersMessages.cancelHint}</p> : null}
      {alert && (
        <p className="notice error" role="alert">
          {alert}
        </p>
      )}
      {reviewing && (
        <ReviewDialog
          target={reviewing}
          onClose={(sent) => {
            if (sent) setJustReviewed(reviewing.productId);
            setReviewing(null);
          }}
        />
      )}
    </article>
  );
}
