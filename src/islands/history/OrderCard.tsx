import { useState } from 'react';
import { supportPathFor } from '../../config/paths.ts';
import type { Order } from '../../contract/order.ts';
import { canCancel, canReview, orderStatusLabel } from '../../domain/order-status.ts';
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

/** One order: summary, details, invoice, « Commander à nouveau », cancellation through support, reviews of delivered products. */
export default function OrderCard({ order }: { order: Order }) {
  const [alert, setAlert] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  /** Product whose review was just sent: its pending text takes the focus back from the dialog. */
  const [justReviewed, setJustReviewed] = useState<number | null>(null);
  const view = orderView(order);
  const reviewable = canReview(order.statut);

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
              {reviewable && (
                <th scope="col">
                  <span className="sr-only">{ordersMessages.reviewColumn}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line) => {
              const { productId } = line;
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
                  {reviewable && (
                    <td className="history-review">
                      {productId !== null && (
                        <ReviewAction
                          productId={productId}
                          focusPending={justReviewed === productId}
                          onOpen={(review) => setReviewing({ productId, name: line.name, review })}
                        />
                      )}
                    </td>
                  )}
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
      <div className="history-actions">
        <ReorderButton order={order} number={order.numero_commande} />
        <button type="button" className="btn btn-ghost" onClick={downloadInvoice}>
          {ordersMessages.downloadInvoice}
        </button>
        {canCancel(order.statut) && (
          <a className="btn btn-alt" href={supportPathFor(order.numero_commande)} title={ordersMessages.cancelHint}>
            {ordersMessages.cancel}
          </a>
        )}
      </div>
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
