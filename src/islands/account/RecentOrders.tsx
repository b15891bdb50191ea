import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../domain/messages.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatFullDate } from '../../domain/relative-time.ts';
import { loadRecentOrders, type RecentOrders as Loaded } from '../../stores/profile.ts';
import { accountText } from './messages-account.ts';
import { paths } from '../../config/paths.ts';

/** The 3 latest orders of the account page; a failure is shown with 'Réessayer'. */
export default function RecentOrders() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const load = useCallback(() => {
    setLoaded(null);
    void loadRecentOrders().then(setLoaded);
  }, []);
  useEffect(load, [load]);

  return (
    <section aria-labelledby="recent-orders">
      <h2 id="recent-orders">{accountText.recentOrders}</h2>
      {loaded === null && (
        <p className="muted" role="status">
          {messages.catalogue.loading}
        </p>
      )}
      {loaded && !loaded.ok && (
        <div className="notice error" role="alert">
          <p>{loaded.message}</p>
          <button className="btn" type="button" onClick={load}>
            {messages.orders.retry}
          </button>
        </div>
      )}
      {loaded?.ok && loaded.orders.length === 0 && <p className="muted">{messages.orders.noneFound}</p>}
      {loaded?.ok && loaded.orders.length > 0 && (
        <ul className="account-list">
          {loaded.orders.map((order) => (
            <li key={order.numero_commande}>
              <strong>
                {accountText.orderNumber} {order.numero_commande}
              </strong>
              <br />
              {formatFullDate(order.date_commande)} · {orderStatusLabel(order.statut)} · {formatFC(toCents(order.total_commande) ?? 0)}
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={paths.orders}>{accountText.allOrders}</a>
      </p>
    </section>
  );
}
