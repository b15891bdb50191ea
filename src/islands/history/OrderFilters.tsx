import { useStore } from '@nanostores/react';
import type { OrderStatus } from '../../contract/order.ts';
import { isOrderStatus, ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../domain/order-status.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { orderHistory } from '../../stores/history/orders.ts';

/** The orders page's search: by order number, status and day, and a reset. */
export default function OrderFilters() {
  const filters = useStore(orderHistory.$orderFilters);
  return (
    <search>
      <form className="history-filters" onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend className="sr-only">{ordersMessages.filtersLegend}</legend>
          <label>
            {ordersMessages.searchLabel}
            <input
              type="search"
              value={filters.search}
              placeholder={ordersMessages.searchPlaceholder}
              onChange={(e) => orderHistory.setOrderFilter('search', e.currentTarget.value)}
            />
          </label>
          <label>
            {ordersMessages.statusLabel}
            <select
              value={filters.statut}
              onChange={(e) => {
                const value = e.currentTarget.value;
                orderHistory.setOrderFilter('statut', isOrderStatus(value) ? value : ('' as OrderStatus | ''));
              }}
            >
              <option value="">{ordersMessages.allStatuses}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {ordersMessages.dateLabel}
            <input type="date" value={filters.date} onChange={(e) => orderHistory.setOrderFilter('date', e.currentTarget.value)} />
          </label>
          <button type="button" className="btn btn-ghost" onClick={orderHistory.resetOrderFilters}>
            {ordersMessages.resetFilters}
          </button>
        </fieldset>
      </form>
    </search>
  );
}
