import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect } from 'react';
import { gestionMessages } from '../../messages/gestion.ts';
import { stockEntry } from '../../stores/gestion/catalogue-page.ts';
import FormNotice from '../FormNotice.tsx';
import ListingStatus from './ListingStatus.tsx';
import PublicationBar from './PublicationBar.tsx';
import StaffOnly from './StaffOnly.tsx';

/** A delivery from the brewery: the new stock of several products typed in one list, saved in one request (all or nothing). */
function StockDesk() {
  const list = useStore(stockEntry.$list);
  const typed = useStore(stockEntry.$typed);
  const changed = useStore(stockEntry.$changed);
  const invalid = useStore(stockEntry.$invalid);
  const state = useStore(stockEntry.save.$state);
  const filter = useStore(stockEntry.$filter);
  const products = useStore(stockEntry.$shown);
  useEffect(() => {
    void stockEntry.load();
  }, []);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void stockEntry.save.submit();
  };
  return (
    <>
      <PublicationBar />
      <div className="g-field">
        <label htmlFor="g-sq">{gestionMessages.productSearchLabel}</label>
        <input id="g-sq" type="search" value={filter} onChange={(e) => stockEntry.filter(e.target.value)} />
      </div>
      <ListingStatus view={list} />
      <form noValidate onSubmit={submit}>
        <ul className="g-cards">
          {products.map((p) => {
            const wrong = invalid.includes(p.id);
            return (
              <li key={p.id} className="g-card g-stock-row">
                <label htmlFor={`stock-${p.id}`}>
                  {p.nom}
                  <span className="muted"> · {gestionMessages.currentStock(p.stock)}</span>
                </label>
                <input
                  id={`stock-${p.id}`}
                  inputMode="numeric"
                  value={typed[p.id] ?? ''}
                  placeholder={String(p.stock)}
                  aria-invalid={wrong || undefined}
                  aria-describedby={wrong ? `stock-${p.id}-erreur` : undefined}
                  onChange={(e) => stockEntry.type(p.id, e.target.value)}
                />
                {wrong && (
                  <p id={`stock-${p.id}-erreur`} className="g-field-error">
                    {gestionMessages.stockRowInvalid}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <div className="g-sticky">
          <FormNotice notice={state.notice} />
          <button className="btn" type="submit" disabled={changed.length === 0 || state.busy}>
            {gestionMessages.saveStock(changed.length)}
          </button>
        </div>
      </form>
    </>
  );
}

/** /gestion/stock */
export default function StockScreen() {
  return (
    <StaffOnly>
      <StockDesk />
    </StaffOnly>
  );
}
