import { useStore } from '@nanostores/react';
import type { StaffOrder } from '../../contract/staff-orders.ts';
import { NOT_DELIVERED_REASONS } from '../../contract/staff-rounds.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { roundsMessages } from '../../messages/rounds.ts';
import { outcomeForm } from '../../stores/gestion/orders-page.ts';
import FormNotice from '../FormNotice.tsx';
import { useForm } from '../use-form.ts';
import Field, { fieldError } from './Field.tsx';

const say = gestionMessages.ordersOut;
const fc = (decimal: unknown) => formatFC(toCents(decimal) ?? 0);

/** « Livrée » with the cash and the empties back per line, or « Pas livrée » with a reason; a correction also asks why. */
function OutcomeFields({ order, correcting }: { order: StaffOrder; correcting: boolean }) {
  const { draft, state, ref, onSubmit, bind } = useForm(outcomeForm.form);
  const error = (field: string) => fieldError(state, field);
  return (
    <form ref={ref} className="g-box" noValidate onSubmit={onSubmit} aria-labelledby="g-outcome-form">
      <h4 id="g-outcome-form">{correcting ? say.correctHeading : say.recordHeading}</h4>
      <fieldset className="g-fieldset">
        <legend>{say.result}</legend>
        <div className="g-choices">
          {(['livree', 'pas_livree'] as const).map((r) => (
            <label key={r} className="check">
              <input type="radio" name="resultat" checked={draft.resultat === r} onChange={() => outcomeForm.form.edit({ resultat: r })} />
              <span>{r === 'livree' ? say.deliveredChoice : say.notDelivered}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.resultat === 'livree' ? (
        <>
          <Field id="especes" label={say.cashField} inputMode="decimal" autoComplete="off" {...bind('especes')} error={error('especes')} />
          {order.articles
            .filter((a) => a.consigne !== 'sans')
            .map((a) => (
              <fieldset key={a.id} className="g-fieldset">
                <legend>{say.emptiesBackOf(a.libelle)}</legend>
                <div className="g-choices">
                  {(['casiers', 'bouteilles'] as const).map((part) => (
                    <div key={part} className="g-field">
                      <label htmlFor={`g-vides-${a.id}-${part}`}>{part === 'casiers' ? say.crates : say.looseBottles}</label>
                      <input
                        id={`g-vides-${a.id}-${part}`}
                        inputMode="numeric"
                        size={4}
                        value={draft.vides[a.id]?.[part] ?? ''}
                        onChange={(e) => outcomeForm.setEmpties(a.id, part, e.target.value)}
                      />
                    </div>
                  ))}
                </div>
              </fieldset>
            ))}
          {error('vides') && <p className="g-field-error">{error('vides')}</p>}
        </>
      ) : (
        <>
          <div className="g-field">
            <label htmlFor="motif">{say.reason}</label>
            <select id="motif" {...bind('motif')} aria-invalid={error('motif') ? true : undefined}>
              <option value="">{say.chooseReason}</option>
              {NOT_DELIVERED_REASONS.map((m) => (
                <option key={m} value={m}>
                  {roundsMessages.reasons[m]}
                </option>
              ))}
            </select>
            {error('motif') && <p className="g-field-error">{error('motif')}</p>}
          </div>
          <Field id="note" label={say.note} {...bind('note')} error={error('note')} />
        </>
      )}
      {correcting && (
        <Field id="motif_correction" label={say.correctionReason} {...bind('motif_correction')} error={error('motif_correction')} />
      )}
      <FormNotice notice={state.notice} />
      <p className="actions">
        <button className="btn" type="submit" disabled={state.busy}>
          {say.saveOutcome}
        </button>
        <button className="btn btn-ghost" type="button" onClick={outcomeForm.close}>
          {gestionMessages.cancel}
        </button>
      </p>
    </form>
  );
}

/** The order's recorded delivery (cash, the deposit added, what was collected, or why not delivered), « Corriger »; or, on its way, the outcome for the rider. */
export default function DeliveryOutcome({ order }: { order: StaffOrder }) {
  const open = useStore(outcomeForm.$mode);
  const mode = open?.order === order.id ? open : null;
  const state = useStore(outcomeForm.form.$state);
  const outcome = order.livraison;
  if (!outcome && order.statut !== 'en_livraison') return null;
  return (
    <section aria-labelledby="g-delivery-heading">
      <h3 id="g-delivery-heading">{say.deliveryHeading}</h3>
      {outcome && (
        <>
          <p>
            {outcome.resultat === 'livree'
              ? say.outcomeDelivered(formatDateTime(outcome.date))
              : say.outcomeNotDelivered(formatDateTime(outcome.date), roundsMessages.reasons[outcome.motif] ?? outcome.motif)}
            {outcome.corrigee && ` ${say.outcomeCorrected}`}
          </p>
          {outcome.resultat === 'livree' && (
            <dl className="g-totals g-amounts">
              <dt>{say.cashReceived}</dt>
              <dd>{fc(outcome.especes)}</dd>
              <dt>{say.depositAdded}</dt>
              <dd>{fc(outcome.consigne_manquante)}</dd>
              <dt>{say.collected}</dt>
              <dd>{fc(outcome.a_encaisser)}</dd>
            </dl>
          )}
        </>
      )}
      {mode === null && <FormNotice notice={state.notice} />}
      {mode === null && (
        <p className="actions">
          <button className="btn btn-alt" type="button" onClick={() => outcomeForm.open(order.id, outcome ? 'correct' : 'record')}>
            {outcome ? say.correct : say.recordOutcome}
          </button>
        </p>
      )}
      {mode !== null && <OutcomeFields order={order} correcting={mode.kind === 'correct'} />}
    </section>
  );
}
