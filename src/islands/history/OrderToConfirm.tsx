import type { Order } from '../../contract/order.ts';
import { awaitsCall } from '../../domain/order-hold.ts';
import { ordersMessages } from '../../messages/orders.ts';

/** An order held « à confirmer »: the customer is told the shop calls before preparing it (confirmation, orders, tracking). */
export default function OrderToConfirm({ order }: { order: Pick<Order, 'statut' | 'a_confirmer'> }) {
  if (!awaitsCall(order)) return null;
  return (
    <p className="notice order-to-confirm">
      <strong>{ordersMessages.toConfirm}</strong> : {ordersMessages.toConfirmCall}
    </p>
  );
}
