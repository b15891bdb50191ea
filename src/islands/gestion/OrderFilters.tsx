import { useStore } from '@nanostores/react';
import { type SubmitEvent, useState } from 'react';
import { ORDER_STATUSES, type OrderStatus, orderStatusLabel } from '../../domain/order-status.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { orderDesk } from '../../stores/gestion/orders-page.ts';
import CommuneOptions from './CommuneOptions.tsx';

/**
 * One line on a phone: the search (number, name, phone) on « Rechercher », and « Filtres », which unfolds status, day
 * and commune (each applies at once) and says how many are set.
 */
export default function OrderFilters() {
  const filters = useStore(orderDesk.$filters);
  const hasFilters = useStore(orderDesk.$hasFilters);
  const folded = useStore(orderDesk.$foldedFilters);
  const q = useStore(orderDesk.$search);
  // Whether the folded filters are shown: the screen's layout, not a value of the list.
  const [open, setOpen] = useState(false);
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void orderDesk.search();
  };
  return (
    <form className="g-filters" onSubmit={search} aria-label={gestionMessages.orderFiltersLabel}>
      <div className="g-filter-row">
        <label htmlFor="g-q" className="sr-only">
          {gestionMessages.orderSearchLabel}
        </label>
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
        <button className="btn btn-ghost" type="button" aria-expanded={open} aria-controls="g-filter-more" onClick={() => setOpen(!open)}>
          {gestionMessages.moreFilters(folded)}
        </button>
      </div>
      <div id="g-filter-more" className="g-filter-more" hidden={!open}>
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
        <div className="g-field">
          <label htmlFor="g-commune">{gestionMessages.communeLabel}</label>
          <select id="g-commune" value={filters.commune} onChange={(e) => void orderDesk.setFilters({ commune: e.target.value })}>
            <CommuneOptions none={gestionMessages.allCommunes} />
          </select>
        </div>
      </div>
      {hasFilters && (
        <p className="g-hint">
          <button
            className="btn-ghost btn"
            type="button"
            onClick={() => void orderDesk.setFilters({ statut: '', jour: '', q: '', commune: '' })}
          >
            {gestionMessages.clearFilters}
          </button>
        </p>
      )}
    </form>
  );
}
