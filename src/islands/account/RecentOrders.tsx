import { paths } from '../../config/paths.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatFullDate } from '../../domain/relative-time.ts';
import { accountMessages } from '../../messages/account.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { profile } from '../../stores/account/profile.ts';
import ReorderButton from '../cart/ReorderButton.tsx';
import LoadedSection from './LoadedSection.tsx';

/** The 3 latest orders of the account page, each with « Commander à nouveau »; a failure is shown with 'Réessayer'. */
export default function RecentOrders() {
  return (
    <LoadedSection id="recent-orders" heading={accountMessages.recentOrders} load={profile.loadRecentOrders}>
      {({ orders }) => (
        <>
          {orders.length === 0 && <p className="muted">{ordersMessages.noneFound}</p>}
          {orders.length > 0 && (
            <ul className="account-list">
              {orders.map((order) => (
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
        </>
      )}
    </LoadedSection>
  );
}
