import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { accountMessages } from '../../messages/account.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { orderHistory } from '../../stores/history/orders.ts';
import { reviews } from '../../stores/history/reviews.ts';
import { useSession } from '../account/use-session.ts';
import OrderCard from './OrderCard.tsx';
import OrderFilters from './OrderFilters.tsx';
import { reviewableProductIds } from './order-view.ts';
import './history.css';

/** `/mes-commandes.html` content, shown once the session is signed in (the guard island handles the rest). */
export default function OrdersPage() {
  const { state } = useSession('checking');
  return state === 'signed-in' ? <OrdersContent /> : null;
}

function OrdersContent() {
  const orders = useStore(orderHistory.$orders);
  const visible = useStore(orderHistory.$visibleOrders);
  const notice = useStore(reviews.$reviewNotice);
  useEffect(() => {
    void orderHistory.loadOrders();
  }, []);
  useEffect(() => {
    void reviews.loadMyReviews(reviewableProductIds(orders.orders));
  }, [orders.orders]);

  if (orders.status === 'idle' || (orders.status === 'loading' && orders.orders.length === 0)) {
    return (
      <p className="muted" role="status">
        {ordersMessages.loading}
      </p>
    );
  }
  if (orders.status === 'error') {
    return (
      <div className="notice error" role="alert">
        <p>
          <strong>{ordersMessages.loadFailed}</strong>
        </p>
        <p>{orders.error}</p>
        <button type="button" className="btn" onClick={() => void orderHistory.loadOrders()}>
          {ordersMessages.retry}
        </button>
      </div>
    );
  }
  if (orders.status === 'signed-out') return <p className="notice">{accountMessages.unauthenticated}</p>;
  return (
    <div className="history">
      <OrderFilters />
      <div aria-live="polite" className="history-notice-slot">
        {notice && (
          <p className={`notice ${notice.kind === 'error' ? 'error' : 'ok'}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
      </div>
      {visible.length === 0 ? (
        <p className="notice" role="status">
          {ordersMessages.noneFound}
        </p>
      ) : (
        <ul className="history-list">
          {visible.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
