import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { RiderCash } from '../../contract/staff-orders-out.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { formatDateTime, formatFullDate } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { cashDesk } from '../../stores/gestion/rounds-page.ts';
import FormNotice from '../FormNotice.tsx';
import Field, { fieldError } from './Field.tsx';
import ListingStatus from './ListingStatus.tsx';
import StaffOnly from './StaffOnly.tsx';

const say = gestionMessages.ordersOut;
const fc = (decimal: unknown) => formatFC(toCents(decimal) ?? 0);

/** The difference, said by its sign: short, over, or none. */
function difference(c: RiderCash): string {
  if (c.ecart_signe === null || c.ecart_signe === 0) return say.even;
  return c.ecart_signe < 0 ? say.short(fc(c.ecart)) : say.over(fc(c.ecart));
}

/** One rider's day: expected, and once closed what he handed in and the difference; else the amount counted and « Clôturer ». */
function RiderDay({ cash }: { cash: RiderCash }) {
  const draft = useStore(cashDesk.close.$draft);
  const state = useStore(cashDesk.close.$state);
  const mine = draft.livreur === cash.livreur;
  const id = `g-remis-${cash.livreur}`;
  return (
    <li className="g-box">
      <p className="g-card-line">
        <strong>{cash.nom}</strong>
        <span className={`g-badge ${cash.fermee ? 'g-badge-livree' : 'g-badge-en_livraison'}`}>
          {cash.fermee && cash.fermee_le ? say.closedOn(formatDateTime(cash.fermee_le)) : say.open}
        </span>
      </p>
      <p className="muted">{say.delivered(cash.livrees)}</p>
      <dl className="g-totals g-amounts">
        <dt>{say.expected}</dt>
        <dd>{fc(cash.attendu)}</dd>
        {cash.fermee && (
          <>
            <dt>{say.handedIn}</dt>
            <dd>{fc(cash.remis)}</dd>
            <dt>{say.difference}</dt>
            <dd>{difference(cash)}</dd>
          </>
        )}
      </dl>
      {!cash.fermee && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void cashDesk.closeFor(cash.livreur);
          }}
        >
          <Field
            id={id}
            label={say.counted(cash.nom)}
            inputMode="decimal"
            autoComplete="off"
            value={draft.amounts[cash.livreur] ?? ''}
            onChange={(e) => cashDesk.type(cash.livreur, e.target.value)}
            error={mine ? fieldError(state, 'remis') : null}
          />
          {mine && <FormNotice notice={state.notice} />}
          <button className="btn" type="submit" disabled={state.busy}>
            {say.closeCash(cash.nom)}
          </button>
        </form>
      )}
    </li>
  );
}

function CashDay() {
  const view = useStore(cashDesk.$view);
  const date = useStore(cashDesk.$date);
  const state = useStore(cashDesk.close.$state);
  const draft = useStore(cashDesk.close.$draft);
  useEffect(() => {
    void cashDesk.load();
  }, []);
  const closedNotice = state.notice?.kind === 'ok' && draft.livreur !== 0;
  return (
    <>
      <div className="g-field">
        <label htmlFor="g-cash-day">{gestionMessages.dayLabel}</label>
        <input id="g-cash-day" type="date" value={date} onChange={(e) => void cashDesk.load(e.target.value)} />
      </div>
      <ListingStatus view={view} />
      {view.status === 'ready' && (
        <section aria-labelledby="g-cash-heading">
          <h2 id="g-cash-heading">
            {say.cashTitle} · {formatFullDate(`${view.jour}T12:00:00Z`)}
          </h2>
          {closedNotice && <FormNotice notice={state.notice} />}
          {view.caisses.length === 0 ? (
            <p className="muted">{say.noCash}</p>
          ) : (
            <ul className="g-plain">
              {view.caisses.map((c) => (
                <RiderDay key={c.livreur} cash={c} />
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

/** /gestion/caisse */
export default function CashScreen() {
  return (
    <StaffOnly>
      <CashDay />
    </StaffOnly>
  );
}
