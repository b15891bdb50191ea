import { useCallback, useEffect, useState } from 'react';
import { paths } from '../../config/paths.ts';
import type { Order } from '../../contract/order.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatFullDate } from '../../domain/relative-time.ts';
import type { Result } from '../../domain/result.ts';
import { accountMessages } from '../../messages/account.ts';
import { catalogueMessages } from '../../messages/catalogue.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { profile } from '../../stores/account/profile.ts';
import ReorderButton from '../cart/ReorderButton.tsx';

/** The 3 latest orders of the account page, each with « Commander à nouveau »; a failure is shown with 'Réessayer'. */
export default function RecentOrders() {
  const [loaded, setLoaded] = useState<Result<{ orders: Order[] }> | null>(null);
  const load = useCallback(() => {
    setLoaded(null);
    void profile.loadRecentOrders().then(setLoaded);
  }, []);
  useEffect(load, [load]);

  return (
    <section aria-labelledby="recent-orders">
      <h2 id="recent-orders">{accountMessages.recentOrders}</h2>
      {loaded === null && (
        <p className="muted" role="status">
          {catalogueMessages.loading}
        </p>
      )}
      {loaded && !loaded.ok && (
        <div className="notice error" role="alert">
          <p>{loaded.message}</p>
          <button className="btn" type="button" onClick={load}>
            {ordersMessages.retry}
          </button>
        </div>
      )}
      {loaded?.ok && loaded.orders.length === 0 && <p className="muted">{ordersMessages.noneFound}</p>}
      {loaded?.ok && loaded.orders.length > 0 && (
        <ul className="account-list">
          {loaded.orders.map((order) => (
            <li key={order.numero_commande}>
              <strong>
                {accountMessages.orderNumber} {order.numero_commande}
              </strong>
              <br />
              {formatFullDate(order.date_commande)} · {orderStatusLabel(order.statut)} · {formatFC(toCents(order.total_commande) ?? 0)}
              <ReorderButton order={order} number={order.numero_commande} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={paths.orders}>{accountMessages.allOrders}</a>
      </p>
    </section>
  );
}
