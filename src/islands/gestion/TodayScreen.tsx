import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatFC, toCents } from '../../domain/money.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { formatFullDate } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { dayView } from '../../stores/gestion/desk-page.ts';
import ListingStatus from './ListingStatus.tsx';
import StaffOnly from './StaffOnly.tsx';

/** A Kinshasa day: its orders and revenue (cancelled ones left out), orders by status, products running low. */
interface Links {
  /** The order screen (its status filter is added to it). */
  ordersHref: string;
  /** « Réception »: a delivery from the brewery, added to the stock. */
  stockHref: string;
}

function TodayDesk({ ordersHref, stockHref }: Links) {
  const view = useStore(dayView.$day);
  const date = useStore(dayView.$date);
  useEffect(() => {
    void dayView.load();
  }, []);
  return (
    <>
      <div className="g-field">
        <label htmlFor="g-day">{gestionMessages.dayLabel}</label>
        <input id="g-day" type="date" value={date} onChange={(e) => void dayView.load(e.target.value)} />
      </div>
      <ListingStatus view={view} />
      {view.status === 'ready' && (
        <>
          <h2>{formatFullDate(`${view.day.jour}T12:00:00Z`)}</h2>
          <div className="g-figures">
            <p className="g-box g-figure">
              <strong>{view.day.commandes}</strong>
              {gestionMessages.ordersOfDay}
            </p>
            <p className="g-box g-figure">
              <strong>{formatFC(toCents(view.day.livre) ?? 0)}</strong>
              {gestionMessages.deliveredRevenue}
            </p>
            <p className="g-box g-figure">
              <strong>{formatFC(toCents(view.day.especes_remises) ?? 0)}</strong>
              {gestionMessages.cashHandedIn}
            </p>
            <p className="g-box g-figure">
              <strong>{formatFC(toCents(view.day.en_cours) ?? 0)}</strong>
              {gestionMessages.openOrdersTotal}
            </p>
            <p className="g-box g-figure">
              <strong>{formatFC(toCents(view.day.chiffre_affaires) ?? 0)}</strong>
              {gestionMessages.revenue}
            </p>
          </div>
          <section aria-labelledby="g-by-status">
            <h2 id="g-by-status">{gestionMessages.byStatus}</h2>
            <ul className="g-plain g-figures">
              {view.day.par_statut.map((s) => (
                <li key={s.statut} className="g-box">
                  <a href={`${ordersHref}?statut=${s.statut}`}>{orderStatusLabel(s.statut)}</a> : <strong>{s.nombre}</strong>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="g-by-source">
            <h2 id="g-by-source">{gestionMessages.bySource}</h2>
            <ul className="g-plain g-figures">
              {view.day.par_source.map((s) => (
                <li key={s.source} className="g-box">
                  <strong>{gestionMessages.sourceChoices[s.source]}</strong> :{' '}
                  {gestionMessages.sourceFigure(s.nombre, formatFC(toCents(s.chiffre_affaires) ?? 0))}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="g-low">
            <h2 id="g-low">{gestionMessages.lowStock}</h2>
            {view.day.stock_bas.length === 0 ? (
              <p>{gestionMessages.noLowStock}</p>
            ) : (
              <ul className="g-plain">
                {view.day.stock_bas.map((p) => (
                  <li key={p.id} className="g-card-line g-box">
                    <span>{p.nom}</span>
                    <strong className={p.stock === 0 ? 'g-field-error' : ''}>{gestionMessages.lowStockLine(p.stock, p.seuil)}</strong>
                  </li>
                ))}
              </ul>
            )}
            <p>
              <a href={stockHref}>{gestionMessages.enterDelivery}</a>
            </p>
          </section>
        </>
      )}
    </>
  );
}

/** /gestion/aujourdhui */
export default function TodayScreen(links: Links) {
  return (
    <StaffOnly>
      <TodayDesk {...links} />
    </StaffOnly>
  );
}
