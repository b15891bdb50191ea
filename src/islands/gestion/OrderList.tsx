import { useStore } from '@nanostores/react';
import type { StaffOrder } from '../../contract/staff-orders.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { awaitsCall } from '../../domain/order-hold.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { orderDesk } from '../../stores/gestion/orders-page.ts';

/** Where the order goes (commune · quartier), when it was placed, and how it came (and who took it). */
function placeLine(o: StaffOrder): string {
  const place = [o.commune, o.quartier].filter((part) => part !== '').join(' · ');
  const came = o.source === 'site' ? '' : gestionMessages.sourceLine(gestionMessages.sources[o.source], o.saisie_par);
  return [place, formatDateTime(o.date_commande), came].filter((part) => part !== '').join(' — ');
}

/** The orders, open ones first, newest first; new arrivals marked; « Voir plus » for the next page. Compact: four fit a phone's screen. */
export default function OrderList({ newOrderHref }: { newOrderHref: string }) {
  const list = useStore(orderDesk.$list);
  return (
    <div>
      <div className="g-list-head">
        <p className="muted g-count" role="status">
          {list.status === 'loading' && list.orders.length === 0 ? gestionMessages.loading : gestionMessages.orderCount(list.count)}
          {list.offline && ` ${gestionMessages.offline}`}
        </p>
        <a className="btn btn-alt g-new-link" href={newOrderHref}>
          {gestionMessages.newOrderLink}
        </a>
      </div>
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
                <span>
                  <strong>{o.numero_commande}</strong>
                  {awaitsCall(o) && <span className="g-badge g-badge-held">{gestionMessages.toConfirm}</span>}
                  {list.fresh.includes(o.id) && <span className="g-new">{gestionMessages.newOrder}</span>}
                </span>
                <span className="nowrap">{formatFC(toCents(o.total_commande) ?? 0)}</span>
              </span>
              <span className="g-card-line">
                <span>{o.nom_client}</span>
                <span className={`g-badge g-badge-${o.statut}`}>{orderStatusLabel(o.statut)}</span>
              </span>
              <span className="muted g-card-place">{placeLine(o)}</span>
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
