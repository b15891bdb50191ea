import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { awaitsCall } from '../../domain/order-hold.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { orderDetail } from '../../stores/gestion/orders-page.ts';
import DeliverySlip from './DeliverySlip.tsx';
import ListingStatus from './ListingStatus.tsx';
import OrderContact from './OrderContact.tsx';
import OrderHistory from './OrderHistory.tsx';
import OrderLines from './OrderLines.tsx';
import StatusActions from './StatusActions.tsx';

/** One order: status moves first (what the manager does most), then who and where, the lines, the history, the slip. */
export default function OrderPanel() {
  const detail = useStore(orderDetail.$detail);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = detail.status === 'ready';
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);
  return (
    <section className="g-panel" aria-labelledby="g-order-heading">
      <p className="g-back">
        <a href="#liste">{gestionMessages.backToList}</a>
      </p>
      <ListingStatus view={detail} />
      {detail.status === 'ready' && (
        <>
          <h2 id="g-order-heading" ref={heading} tabIndex={-1}>
            {gestionMessages.orderHeading(detail.order.numero_commande)}
          </h2>
          <p className="g-card-line">
            <span className={`g-badge g-badge-${detail.order.statut}`}>{orderStatusLabel(detail.order.statut)}</span>
            {awaitsCall(detail.order) && <span className="g-badge g-badge-held">{gestionMessages.toConfirm}</span>}
            <span className="muted">{formatDateTime(detail.order.date_commande)}</span>
          </p>
          {awaitsCall(detail.order) && <p className="notice">{gestionMessages.toConfirmExplained}</p>}
          <StatusActions />
          <OrderContact order={detail.order} />
          <OrderLines order={detail.order} />
          <p className="actions">
            <button className="btn btn-alt" type="button" onClick={() => window.print()}>
              {gestionMessages.printSlip}
            </button>
          </p>
          <OrderHistory order={detail.order} history={detail.history} />
          <DeliverySlip order={detail.order} />
        </>
      )}
    </section>
  );
}
