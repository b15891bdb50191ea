import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import type { StaffOrder } from '../../contract/staff-orders.ts';
import type { Round } from '../../contract/staff-orders-out.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { rounds } from '../../stores/gestion/rounds-page.ts';
import FormNotice from '../FormNotice.tsx';
import { useForm } from '../use-form.ts';
import DeliverySlip from './DeliverySlip.tsx';
import { fieldError } from './Field.tsx';
import ListingStatus from './ListingStatus.tsx';
import StaffOnly from './StaffOnly.tsx';

const say = gestionMessages.ordersOut;

/** The stops chosen, in order: « Monter », « Descendre » and « Retirer » buttons (a keyboard and a finger alike, no dragging). */
function Stops({ ready }: { ready: StaffOrder[] }) {
  const { commandes } = useStore(rounds.build.$draft);
  const byId = new Map(ready.map((o) => [o.id, o]));
  if (commandes.length === 0) return <p className="muted">{say.noStop}</p>;
  return (
    <ol className="g-plain g-stops">
      {commandes.map((id, i) => {
        const order = byId.get(id);
        if (!order) return null;
        return (
          <li key={id} className="g-box g-stop">
            <span>{say.stopLine(i + 1, order.numero_commande, order.nom_client)}</span>
            <span className="g-stop-moves">
              <button className="btn btn-ghost" type="button" disabled={i === 0} onClick={() => rounds.moveStop(id, -1)}>
                <span aria-hidden="true">↑</span>
                <span className="sr-only">{say.moveUp(order.numero_commande)}</span>
              </button>
              <button className="btn btn-ghost" type="button" disabled={i === commandes.length - 1} onClick={() => rounds.moveStop(id, 1)}>
                <span aria-hidden="true">↓</span>
                <span className="sr-only">{say.moveDown(order.numero_commande)}</span>
              </button>
              <button className="btn btn-ghost" type="button" onClick={() => rounds.toggleStop(id)}>
                <span aria-hidden="true">×</span>
                <span className="sr-only">{say.removeStop(order.numero_commande)}</span>
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** A new round: a rider, the orders ready to leave ticked, their stops in order. */
function NewRound({ view }: { view: { riders: { id: number; nom: string }[]; ready: StaffOrder[] } }) {
  const { draft, state, ref, onSubmit, bind } = useForm(rounds.build);
  const riderError = fieldError(state, 'livreur');
  return (
    <section className="g-box" aria-labelledby="g-new-round">
      <h2 id="g-new-round">{say.newRound}</h2>
      {view.riders.length === 0 && <p className="notice">{say.noRider}</p>}
      <form ref={ref} noValidate onSubmit={onSubmit}>
        <div className="g-field">
          <label htmlFor="g-rider">{say.rider}</label>
          <select
            id="g-rider"
            {...bind('livreur')}
            aria-invalid={riderError ? true : undefined}
            aria-describedby={riderError ? 'g-rider-erreur' : undefined}
          >
            <option value="">{say.chooseRider}</option>
            {view.riders.map((r) => (
              <option key={r.id} value={r.id}>
                {r.nom}
              </option>
            ))}
          </select>
          {riderError && (
            <p id="g-rider-erreur" className="g-field-error">
              {riderError}
            </p>
          )}
        </div>
        <fieldset className="g-fieldset">
          <legend>{say.readyOrders}</legend>
          {view.ready.length === 0 && <p className="muted">{say.noReadyOrder}</p>}
          {view.ready.map((o) => (
            <label key={o.id} className="check">
              <input type="checkbox" checked={draft.commandes.includes(o.id)} onChange={() => rounds.toggleStop(o.id)} />
              <span>
                <strong>{o.numero_commande}</strong> · {o.nom_client}
                <span className="muted"> · {o.commune || o.adresse_livraison}</span>
                <span className="sr-only">{say.addStop(o.numero_commande)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <h3>{say.stops}</h3>
        <Stops ready={view.ready} />
        {fieldError(state, 'commandes') && <p className="g-field-error">{fieldError(state, 'commandes')}</p>}
        <FormNotice notice={state.notice} />
        <button className="btn" type="submit" disabled={state.busy}>
          {say.buildRound}
        </button>
      </form>
    </section>
  );
}

/** The round's slips put on the page at once (the others' taken off), then the browser's print dialog. */
function printSlips(id: number): void {
  flushSync(() => rounds.print(id));
  window.print();
}

/** One round of the day: its rider, its stops in order, and its slips to print (one per stop, each naming the rider). */
function DayRound({ round, printing }: { round: Round; printing: boolean }) {
  return (
    <li className="g-box">
      <h3>{say.roundOf(round.nom, round.commandes.length)}</h3>
      <ol>
        {round.commandes.map((o) => (
          <li key={o.id}>
            {o.numero_commande} · {o.nom_client} · {orderStatusLabel(o.statut)}
          </li>
        ))}
      </ol>
      <button className="btn btn-alt" type="button" onClick={() => printSlips(round.id)}>
        {say.printRound(round.nom)}
      </button>
      {printing && (
        <div className="g-round-slips">
          {round.commandes.map((o, i) => (
            <DeliverySlip key={o.id} order={o} round={{ rider: round.nom, stop: i + 1, stops: round.commandes.length }} />
          ))}
        </div>
      )}
    </li>
  );
}

function RoundsDesk() {
  const view = useStore(rounds.$view);
  const printing = useStore(rounds.$printing);
  useEffect(() => {
    void rounds.load();
  }, []);
  if (view.status !== 'ready') return <ListingStatus view={view} />;
  return (
    <div className="g-rounds">
      <NewRound view={view} />
      <section className="g-box" aria-labelledby="g-day-rounds">
        <h2 id="g-day-rounds">{say.dayRounds}</h2>
        {view.rounds.length === 0 ? (
          <p className="muted">{say.noRound}</p>
        ) : (
          <ul className="g-plain">
            {view.rounds.map((r) => (
              <DayRound key={r.id} round={r} printing={printing === r.id} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /gestion/tournees */
export default function RoundsScreen() {
  return (
    <StaffOnly>
      <RoundsDesk />
    </StaffOnly>
  );
}
