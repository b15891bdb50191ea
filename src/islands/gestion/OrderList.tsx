import { useStore } from '@nanostores/react';
import { formatFC, toCents } from '../../domain/money.ts';
import { awaitsCall } from '../../domain/order-hold.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { orderDesk } from '../../stores/gestion/orders-page.ts';

/** The orders, open ones first, newest first; new arrivals marked; « Voir plus » for the next page. */
export default function OrderList() {
  const list = useStore(orderDesk.$list);
  return (
    <div>
      <p className="muted g-count" role="status">
        {list.status === 'loading' && list.orders.length === 0 ? gestionMessages.loading : gestionMessages.orderCount(list.count)}
        {list.offline && ` ${gestionMessages.offline}`}
      </p>
      {list.status === 'error' && !list.offline && (
        <p className="notice error" role="alert">
          {list.error}{' '}
          <button className="btn btn-ghost" type="button" onClick={() => void orderDesk.refresh()}>
            {gestionMessages.retry}
          </button>
        </p>
      )}
      {list.status === 'ready' && list.orders.length === 0 && <p className="notice">{gestionMessages.noOrders}</p>}
      <ul className="g-cards">
        {list.orders.map((o) => (
          <li key={o.id} className={`g-card g-status-${o.statut}`}>
            <a href={`#commande-${o.id}`} className="g-card-link">
              <span className="g-card-top">
                <strong>{o.numero_commande}</strong>
                {awaitsCall(o) && <span className="g-badge g-badge-held">{gestionMessages.toConfirm}</span>}
                {list.fresh.includes(o.id) && <span className="g-new">{gestionMessages.newOrder}</span>}
              </span>
              <span className="g-card-line">
                <span>{o.nom_client}</span>
                <span className="nowrap">{formatFC(toCents(o.total_commande) ?? 0)}</span>
              </span>
              <span className="g-card-line muted">
                <span>{formatDateTime(o.date_commande)}</span>
                <span className={`g-badge g-badge-${o.statut}`}>{orderStatusLabel(o.statut)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {list.status === 'ready' && list.next && (
        <p>
          <button className="btn btn-ghost" type="button" onClick={() => void orderDesk.loadMore()}>
            {gestionMessages.more}
          </button>
        </p>
      )}
    </div>
  );
}
