import OrdersDesk from './OrdersDesk.tsx';
import StaffOnly from './StaffOnly.tsx';

/** /gestion/: the orders, new ones arriving by themselves; « Nouvelle commande » (`newOrderHref`) for one taken by phone. */
export default function OrdersScreen({ newOrderHref }: { newOrderHref: string }) {
  return (
    <StaffOnly>
      <OrdersDesk newOrderHref={newOrderHref} />
    </StaffOnly>
  );
}
