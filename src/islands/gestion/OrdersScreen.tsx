import OrdersDesk from './OrdersDesk.tsx';
import StaffOnly from './StaffOnly.tsx';

/** /gestion/: the orders, new ones arriving by themselves. */
export default function OrdersScreen() {
  return (
    <StaffOnly>
      <OrdersDesk />
    </StaffOnly>
  );
}
