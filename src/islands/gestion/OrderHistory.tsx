import type { OrderHistoryEntry, StaffOrder } from '../../contract/staff-orders.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';

/** The order's life: received (on the site, or taken by a staff member by phone…), then each move with who made it and when. */
export default function OrderHistory({ order, history }: { order: StaffOrder; history: OrderHistoryEntry[] }) {
  return (
    <section aria-labelledby="g-history-heading">
      <h3 id="g-history-heading">{gestionMessages.history}</h3>
      <ol className="g-history">
        <li>
          <span className="muted">{formatDateTime(order.date_commande)}</span> —{' '}
          {gestionMessages.receivedVia(gestionMessages.sources[order.source], order.saisie_par)}
        </li>
        {history.map((h) => (
          <li key={h.id}>
            <span className="muted">{formatDateTime(h.date)}</span> —{' '}
            {gestionMessages.moved(h.auteur, h.de ? orderStatusLabel(h.de) : '', orderStatusLabel(h.vers))}
          </li>
        ))}
      </ol>
    </section>
  );
}
