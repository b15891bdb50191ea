import StaffOnly from './StaffOnly.tsx';
import OrdersDesk from './OrdersDesk.tsx';

/** /gestion/: the orders, new ones arriving by themselves. */
export default function OrdersScreen() {
  return (
    <StaffOnly>
      <OrdersDesk />
    </StaffOnly>
  );
}
