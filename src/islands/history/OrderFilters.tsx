import { useStore } from '@nanostores/react';
import type { OrderStatus } from '../../contract/order.ts';
import { messages } from '../../domain/messages.ts';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, isOrderStatus } from '../../domain/order-status.ts';
import { $orderFilters, resetOrderFilters, setOrderFilter } from '../../stores/orders.ts';
import { historyText } from './messages-history.ts';

/** Search by order number, status, day, and reset (spec §2 Orders page). */
export default function OrderFilters() {
  const filters = useStore($orderFilters);
  return (
    <search>
      <form className="history-filters" onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend className="sr-only">{historyText.filtersLegend}</legend>
          <label>
            {historyText.searchLabel}
            <input
              type="search"
              value={filters.search}
              placeholder={historyText.searchPlaceholder}
              onChange={(e) => setOrderFilter('search', e.currentTarget.value)}
            />
          </label>
          <label>
            {historyText.statusLabel}
            <select
              value={filters.statut}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setOrderFilter('statut', isOrderStatus(value) ? value : ('' as OrderStatus | ''));
              }}
            >
              <option value="">{messages.orders.allStatuses}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {historyText.dateLabel}
            <input type="date" value={filters.date} onChange={(e) => setOrderFilter('date', e.currentTarget.value)} />
          </label>
          <button type="button" className="btn btn-ghost" onClick={resetOrderFilters}>
            {messages.orders.resetFilters}
          </button>
        </fieldset>
      </form>
    </search>
  );
}
