import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { gestionMessages } from '../../messages/gestion.ts';
import type { StockEntry, StockEntryKind } from '../../stores/gestion/stock.ts';
import { reception, stockCount, stockList } from '../../stores/gestion/stock-page.ts';
import FormNotice from '../FormNotice.tsx';
import { useForm } from '../use-form.ts';
import Field, { fieldError } from './Field.tsx';
import ListingStatus from './ListingStatus.tsx';
import PublicationBar from './PublicationBar.tsx';
import StaffOnly from './StaffOnly.tsx';

const entries: Record<StockEntryKind, StockEntry> = { reception, inventaire: stockCount };

/** A delivery (quantities received, added) or a count (totals found, with a reason): several products, one request. */
function StockEntryDesk({ kind }: { kind: StockEntryKind }) {
  const entry = entries[kind];
  const list = useStore(stockList.$list);
  const filter = useStore(stockList.$filter);
  const products = useStore(stockList.$shown);
  const typed = useStore(entry.$typed);
  const invalid = useStore(entry.$invalid);
  const { draft, state, ref, onSubmit, bind } = useForm(entry.save);
  useEffect(() => {
    void stockList.load();
  }, []);
  const receiving = kind === 'reception';
  return (
    <>
      <PublicationBar />
      <p className="g-hint">{receiving ? gestionMessages.receptionHint : gestionMessages.countHint}</p>
      <div className="g-field">
        <label htmlFor="g-sq">{gestionMessages.productSearchLabel}</label>
        <input id="g-sq" type="search" value={filter} onChange={(e) => stockList.filter(e.target.value)} />
      </div>
      <ListingStatus view={list} />
      <form noValidate onSubmit={onSubmit} ref={ref}>
        {!receiving && (
          <Field
            id="motif"
            label={gestionMessages.reasonLabel}
            hint={gestionMessages.reasonHint}
            error={fieldError(state, 'motif')}
            required
            {...bind('motif')}
          />
        )}
        <ul className="g-cards">
          {products.map((p) => {
            const wrong = invalid.includes(p.id);
            const id = `${kind}-${p.id}`;
            return (
              <li key={p.id} className="g-card g-stock-row">
                <label htmlFor={id}>
                  <span className="sr-only">{receiving ? gestionMessages.receivedLabel(p.nom) : gestionMessages.countedLabel(p.nom)}</span>
                  <span aria-hidden="true">{p.nom}</span>
                  <span className="muted"> · {gestionMessages.currentStock(p.stock)}</span>
                </label>
                <input
                  id={id}
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.figures[p.id] ?? ''}
                  aria-invalid={wrong || undefined}
                  aria-describedby={wrong ? `${id}-erreur` : undefined}
                  onChange={(e) => entry.type(p.id, e.target.value)}
                />
                {wrong && (
                  <p id={`${id}-erreur`} className="g-field-error">
                    {receiving ? gestionMessages.receivedRowInvalid : gestionMessages.stockRowInvalid}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <div className="g-sticky">
          <FormNotice notice={state.notice} />
          <button className="btn" type="submit" disabled={typed.length === 0 || state.busy}>
            {receiving ? gestionMessages.saveReception(typed.length) : gestionMessages.saveCount(typed.length)}
          </button>
        </div>
      </form>
    </>
  );
}

/** /gestion/stock/reception and /gestion/stock/inventaire */
export default function StockEntryScreen({ kind }: { kind: StockEntryKind }) {
  return (
    <StaffOnly>
      <StockEntryDesk kind={kind} />
    </StaffOnly>
  );
}
