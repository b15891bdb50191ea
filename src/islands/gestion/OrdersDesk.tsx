import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { isOrderStatus } from '../../domain/order-status.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { orderDesk, orderDetail } from '../../stores/gestion/orders-page.ts';
import OrderFilters from './OrderFilters.tsx';
import OrderList from './OrderList.tsx';
import OrderPanel from './OrderPanel.tsx';

const HASH = /^#commande-(\d{1,9})$/;

/** The order screen: list and filters, and the order named in the address (`#commande-12`), so « back » closes it. */
export default function OrdersDesk({ newOrderHref }: { newOrderHref: string }) {
  const pending = useStore(orderDesk.$pending);
  const detail = useStore(orderDetail.$detail);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const statut = query.get('statut');
    const commune = query.get('commune') ?? '';
    return orderDesk.open({ ...(isOrderStatus(statut) ? { statut } : {}), ...(commune ? { commune } : {}) });
  }, []);
  useEffect(() => {
    const follow = () => {
      const id = HASH.exec(window.location.hash)?.[1];
      if (id) void orderDetail.open(Number(id));
      else orderDetail.close();
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    document.title = gestionMessages.ordersTitle(pending ?? 0);
  }, [pending]);
  const open = detail.status !== 'closed';
  return (
    <div className={`g-orders${open ? ' g-orders-open' : ''}`}>
      <section className="g-orders-list" aria-labelledby="g-orders-heading">
        <h2 id="g-orders-heading" className="sr-only">
          {gestionMessages.orderListHeading}
        </h2>
        <OrderFilters />
        <OrderList newOrderHref={newOrderHref} />
      </section>
      {open && <OrderPanel />}
    </div>
  );
}
