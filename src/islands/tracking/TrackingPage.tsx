import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Order } from '../../contract/order.ts';
import { mailMessages } from '../../domain/messages/mail.ts';
import { toCents } from '../../domain/money.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { $tracking, openTracking } from '../../stores/order-tracking.ts';
import { orderView } from '../history/order-view.ts';
import './tracking.css';

const t = mailMessages.tracking;
const words = mailMessages.order;

function TrackedOrder({ order }: { order: Order }) {
  const view = orderView(order);
  const free = toCents(order.frais_livraison) === 0;
  return (
    <article className="tracking-order" aria-labelledby="tracking-number">
      <h2 id="tracking-number">{t.orderNumber(order.numero_commande)}</h2>
      <dl className="tracking-facts">
        <dt>{t.status}</dt>
        <dd>
          <strong className={`tracking-status status-${order.statut}`}>{orderStatusLabel(order.statut)}</strong>
        </dd>
        <dt>{t.placedOn}</dt>
        <dd>{formatDateTime(order.date_commande) || order.date_commande}</dd>
        <dt>{words.deliveredTo}</dt>
        <dd>{order.adresse_livraison}</dd>
      </dl>
      <h3>{t.lines}</h3>
      <ul className="tracking-lines">
        {view.lines.map((line) => (
          <li key={line.key}>
            <span>{words.line(line.quantity, line.name, line.withConsigne)}</span>
            <span className="price">{line.total}</span>
          </li>
        ))}
      </ul>
      <dl className="tracking-totals">
        <dt>{words.subtotal}</dt>
        <dd className="price">{view.subtotal}</dd>
        <dt>{words.deposits}</dt>
        <dd className="price">{view.deposits}</dd>
        <dt>{words.deliveryFee}</dt>
        <dd className="price">{free ? words.freeDelivery : view.deliveryFee}</dd>
        <dt className="tracking-total">{words.toPay}</dt>
        <dd className="tracking-total price" data-testid="total-suivi">
          {view.total}
        </dd>
      </dl>
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
