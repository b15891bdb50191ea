import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { RiderStop } from '../../contract/staff-orders.ts';
import { NOT_DELIVERED_REASONS } from '../../contract/staff-rounds.ts';
import { orderEmpties, productEmptiesText } from '../../domain/empties-units.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { riderMessages as say } from '../../messages/rider.ts';
import { roundsMessages } from '../../messages/rounds.ts';
import { riderRound, watchRiderScreen } from '../../stores/gestion/rider-page.ts';
import type { QueuedOutcome } from '../../stores/stored/rider-round.ts';
import FormNotice from '../FormNotice.tsx';
import { useForm } from '../use-form.ts';
import Field, { fieldError } from './Field.tsx';
import OrderContact from './OrderContact.tsx';
import StaffOnly from './StaffOnly.tsx';

const cents = (amount: unknown) => toCents(amount) ?? 0;

/** A kept outcome as the rider recorded it: « Livrée — 24 000 FC encaissés », « Pas livrée (absent) ». */
function outcomeText(outcome: Record<string, unknown>): string {
  if (outcome['resultat'] === 'livree') return say.deliveredState(formatFC(cents(String(outcome['especes'] ?? '0'))));
  return say.notDeliveredState(roundsMessages.reasons[String(outcome['motif'])] ?? '');
}

/** « Livrée » with the cash and the empties per line, the deposit added shown before sending; or « Pas livrée » with a reason. */
function StopForm({ stop }: { stop: RiderStop }) {
  const { draft, state, ref, onSubmit, bind } = useForm(riderRound.form);
  const preview = useStore(riderRound.$preview);
  const id = `arret-${stop.id}`;
  return (
    <form
      ref={ref}
      className="g-panel"
      noValidate
      onSubmit={onSubmit}
      aria-label={draft.mode === 'livree' ? say.delivered : say.notDelivered}
    >
      {draft.mode === 'livree' ? (
        <>
          <Field
            id={`${id}-especes`}
            label={say.cash}
            inputMode="decimal"
            error={fieldError(state, 'especes')}
            {...bind('especes')}
            name="especes"
          />
          {stop.articles
            .filter((a) => draft.vides[a.id] !== undefined)
            .map((a) => (
              <fieldset key={a.id} className="g-line-fields">
                <legend>{say.emptiesBack(a.libelle)}</legend>
                {(['casiers', 'bouteilles'] as const).map((unit) => (
                  <div className="g-field" key={unit}>
                    <label htmlFor={`${id}-${a.id}-${unit}`}>{unit === 'casiers' ? say.crates : say.bottles}</label>
                    <input
                      id={`${id}-${a.id}-${unit}`}
                      type="number"
                      min={0}
                      inputMode="numeric"
                      value={draft.vides[a.id]?.[unit] ?? ''}
                      onChange={(e) => riderRound.editEmpties(a.id, { [unit]: e.target.value })}
                    />
                  </div>
                ))}
              </fieldset>
            ))}
          {fieldError(state, 'vides') && <p className="g-field-error">{fieldError(state, 'vides')}</p>}
          {preview && preview.depositCents > 0 && (
            <p className="notice" role="status">
              {say.depositAdded(formatFC(preview.depositCents))}
              <br />
              <strong>{say.newToCollect(formatFC(preview.toCollectCents))}</strong>
            </p>
          )}
        </>
      ) : (
        <>
          <fieldset className="g-choices">
            <legend>{say.reason}</legend>
            {NOT_DELIVERED_REASONS.map((motif) => (
              <label key={motif} className="g-check">
                <input
                  type="radio"
                  name="motif"
                  value={motif}
                  checked={draft.motif === motif}
                  onChange={() => riderRound.form.edit({ motif })}
                />
                {roundsMessages.reasons[motif]}
              </label>
            ))}
          </fieldset>
          {(fieldError(state, 'motif') ?? fieldError(state, 'non_field_errors')) && (
            <p className="g-field-error">{fieldError(state, 'motif') ?? fieldError(state, 'non_field_errors')}</p>
          )}
          <Field id={`${id}-note`} label={say.note} error={fieldError(state, 'note')} {...bind('note')} name="note" />
        </>
      )}
      <FormNotice notice={state.notice} />
      <p className="actions">
        <button type="submit" className="btn" disabled={state.busy}>
          {say.record}
        </button>
        <button type="button" className="btn btn-ghost" onClick={riderRound.close}>
          {say.cancel}
        </button>
      </p>
    </form>
  );
}

/** One stop: who and where, what to collect, what to hand over, the empties to take back, then its outcome. */
function Stop({ stop, n, queued, open }: { stop: RiderStop; n: number; queued: QueuedOutcome | undefined; open: boolean }) {
  const headingId = `arret-${stop.id}-titre`;
  const empties = orderEmpties(stop.articles).map(productEmptiesText);
  const place = say.place(stop.commune, stop.quartier);
  return (
    <li>
      <article className="g-card" aria-labelledby={headingId}>
        <h2 id={headingId}>{say.stopHeading(n, stop.nom_client)}</h2>
        {place !== '' && <p className="muted">{place}</p>}
        <OrderContact order={stop} />
        <dl className="g-facts">
          <dt>{gestionMessages.toCollect}</dt>
          <dd>
            <strong>{formatFC(cents(stop.livraison?.a_encaisser ?? stop.total_commande))}</strong>
          </dd>
          {stop.paie_avec !== null && (
            <>
              <dt>{gestionMessages.payWith}</dt>
              <dd>{formatFC(cents(stop.paie_avec))}</dd>
              <dt>{gestionMessages.changeToBring}</dt>
              <dd>{stop.monnaie_a_rendre === null ? gestionMessages.noChange : formatFC(cents(stop.monnaie_a_rendre))}</dd>
            </>
          )}
          <dt>{say.handOver}</dt>
          <dd>
            <ul className="g-plain">
              {stop.articles.map((a) => (
                <li key={a.id}>
                  {a.quantite} × {a.libelle}
                </li>
              ))}
            </ul>
          </dd>
          <dt>{say.emptiesToTake}</dt>
          <dd>
            {empties.length === 0 ? (
              say.noEmpties
            ) : (
              <ul className="g-plain">
                {empties.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        {queued ? (
          <p>
            {outcomeText(queued.outcome)} · <span className="g-badge g-badge-held">{say.toSendBadge}</span>
          </p>
        ) : stop.livraison ? (
          <p className="g-badge g-badge-livree">
            {stop.livraison.resultat === 'livree'
              ? say.deliveredState(formatFC(cents(stop.livraison.especes)))
              : say.notDeliveredState(roundsMessages.reasons[stop.livraison.motif] ?? '')}
          </p>
        ) : open ? (
          <StopForm stop={stop} />
        ) : (
          <p className="actions">
            <button type="button" className="btn" onClick={() => riderRound.open(stop, 'livree')}>
              {say.delivered}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => riderRound.open(stop, 'pas_livree')}>
              {say.notDelivered}
            </button>
          </p>
        )}
      </article>
    </li>
  );
}

function Round() {
  const round = useStore(riderRound.$round);
  const toSend = useStore(riderRound.$toSend);
  const notice = useStore(riderRound.$notice);
  const draft = useStore(riderRound.form.$draft);
  useEffect(() => watchRiderScreen(), []);
  if (round.status === 'loading') {
    return (
      <p className="muted" role="status">
        {say.loading}
      </p>
    );
  }
  return (
    <>
      {round.status === 'kept' && round.fetchedAt && (
        <p className="notice" role="status">
          {say.offlineCopy(formatDateTime(round.fetchedAt))}
        </p>
      )}
      {toSend.length > 0 && (
        <p className="notice" role="status">
          {say.toSend(toSend.length)}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void riderRound.flush()}>
            {say.sendNow}
          </button>
        </p>
      )}
      {notice && (
        <p className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <p className="actions">
        <button type="button" className="btn btn-ghost" onClick={() => void riderRound.load()}>
          {say.refresh}
        </button>
      </p>
      {round.stops.length === 0 ? (
        <p className="muted">{say.empty}</p>
      ) : (
        <ol className="g-plain g-cards" aria-label={say.stopsLabel}>
          {round.stops.map((stop, i) => (
            <Stop
              key={stop.id}
              stop={stop}
              n={stop.ordre_arret ?? i + 1}
              queued={toSend.find((q) => q.commande === stop.id)}
              open={draft.stop === stop.id}
            />
          ))}
        </ol>
      )}
    </>
  );
}

/** The rider's screen: his round on his phone, each stop's outcome kept on the phone until the server has it. */
export default function RiderScreen() {
  return (
    <StaffOnly rider>
      <Round />
    </StaffOnly>
  );
}
