import { useStore } from '@nanostores/react';
import type { SubmitEvent } from 'react';
import { ORDER_STATUSES, type OrderStatus, orderStatusLabel } from '../../domain/order-status.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { orderDesk } from '../../stores/gestion/orders-page.ts';

/** Status and day apply at once; the search (number, name, phone) on « Rechercher ». */
export default function OrderFilters() {
  const filters = useStore(orderDesk.$filters);
  const hasFilters = useStore(orderDesk.$hasFilters);
  const q = useStore(orderDesk.$search);
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void orderDesk.search();
  };
  return (
    <form className="g-filters" onSubmit={search} aria-label={gestionMessages.orderFiltersLabel}>
      <div className="g-field">
        <label htmlFor="g-q">{gestionMessages.orderSearchLabel}</label>
        <div className="g-inline">
          <input
            id="g-q"
            type="search"
            value={q}
            onChange={(e) => orderDesk.typeSearch(e.target.value)}
            placeholder={gestionMessages.orderSearchPlaceholder}
          />
          <button className="btn" type="submit">
            {gestionMessages.search}
          </button>
        </div>
      </div>
      <div className="g-field">
        <label htmlFor="g-statut">{gestionMessages.statusLabel}</label>
        <select
          id="g-statut"
          value={filters.statut}
          onChange={(e) => void orderDesk.setFilters({ statut: e.target.value as OrderStatus | '' })}
        >
          <option value="">{gestionMessages.allStatuses}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {orderStatusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="g-field">
        <label htmlFor="g-jour">{gestionMessages.dayLabel}</label>
        <input id="g-jour" type="date" value={filters.jour} onChange={(e) => void orderDesk.setFilters({ jour: e.target.value })} />
      </div>
      {hasFilters && (
        <button className="btn-ghost btn" type="button" onClick={() => void orderDesk.setFilters({ statut: '', jour: '', q: '' })}>
          {gestionMessages.clearFilters}
        </button>
      )}
    </form>
  );
}
