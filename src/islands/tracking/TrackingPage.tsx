import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Order } from '../../contract/order.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { cartMessages } from '../../messages/cart.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { trackingMessages } from '../../messages/tracking.ts';
import { $tracking, openTracking } from '../../stores/history/order-tracking.ts';
import ReorderButton from '../cart/ReorderButton.tsx';
import OrderLandmark from '../history/OrderLandmark.tsx';
import OrderToConfirm from '../history/OrderToConfirm.tsx';
import { orderView } from '../history/order-view.ts';
import './tracking.css';

const t = trackingMessages;

function TrackedOrder({ order }: { order: Order }) {
  const view = orderView(order);
  return (
    <article className="tracking-order" aria-labelledby="tracking-number">
      <h2 id="tracking-number">{ordersMessages.orderHeading(order.numero_commande)}</h2>
      <dl className="tracking-facts">
        <dt>{ordersMessages.statusLabel}</dt>
        <dd>
          <strong className={`tracking-status status-${order.statut}`}>{orderStatusLabel(order.statut)}</strong>
        </dd>
        <dt>{ordersMessages.dateLabel}</dt>
        <dd>{formatDateTime(order.date_commande) || order.date_commande}</dd>
        {order.adresse_livraison ? (
          <>
            <dt>{ordersMessages.address}</dt>
            <dd>{order.adresse_livraison}</dd>
          </>
        ) : null}
        <OrderLandmark notes={order.notes} />
      </dl>
      <OrderToConfirm order={order} />
      <h3>{t.lines}</h3>
      <ul className="tracking-lines">
        {view.lines.map((line) => (
          <li key={line.key}>
            <span>{ordersMessages.orderedLine(line.quantity, line.name, line.withConsigne)}</span>
            <span className="price">{line.total}</span>
          </li>
        ))}
      </ul>
      <dl className="tracking-totals">
        <dt>{cartMessages.goods}</dt>
        <dd className="price">{view.subtotal}</dd>
        <dt>{cartMessages.deposits}</dt>
        <dd className="price">{view.deposits}</dd>
        <dt>{cartMessages.deliveryFee}</dt>
        <dd className="price">{view.deliveryFee}</dd>
        <dt className="tracking-total">{ordersMessages.toPay}</dt>
        <dd className="tracking-total price" data-testid="total-suivi">
          {view.total}
        </dd>
      </dl>
      <ReorderButton order={order} number={order.numero_commande} />
    </article>
  );
}

/** /suivi-commande#<token>: a guest's order, read with the token of the link it got by e-mail; no account needed. */
export default function TrackingPage() {
  const state = useStore($tracking);
  useEffect(() => {
    const open = () => void openTracking(window.location.hash);
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
  if (state.status === 'found') return <TrackedOrder order={state.order} />;
  if (state.status === 'error')
    return (
      <p className="notice error" role="alert">
        {state.message}
      </p>
    );
  return (
    <p className="muted" role="status">
      {t.loading}
    </p>
  );
}
