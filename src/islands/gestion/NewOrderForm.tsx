import { useStore } from '@nanostores/react';
import { ADDRESS_MAX } from '../../contract/address-limits.ts';
import { staffOrderSources } from '../../contract/staff-orders.ts';
import { formatFC } from '../../domain/money.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { newOrder } from '../../stores/gestion/new-order-page.ts';
import FormNotice from '../FormNotice.tsx';
import { useForm } from '../use-form.ts';
import CommuneOptions from './CommuneOptions.tsx';
import CustomerFields from './CustomerFields.tsx';
import Field, { fieldError } from './Field.tsx';
import NewOrderLines from './NewOrderLines.tsx';
import OrderTotals from './OrderTotals.tsx';

/** « Nouvelle commande »: how it came, the customer, the lines, where to deliver, how they pay; the totals as the server counts them. */
export default function NewOrderForm() {
  const { draft, state, ref, onSubmit, bind, bindPhone } = useForm(newOrder.form);
  const summary = useStore(newOrder.$summary);
  const choices = useStore(newOrder.$payWithChoices);
  const payWith = choices.includes(Number(draft.payWith)) ? draft.payWith : '';
  return (
    <form ref={ref} className="g-grid g-new-order" noValidate onSubmit={onSubmit} aria-label={gestionMessages.newOrderTitle}>
      <fieldset className="g-box g-choices">
        <legend>{gestionMessages.sourceLegend}</legend>
        {staffOrderSources.map((source) => (
          <label key={source} className="g-check">
            <input type="radio" name="source" checked={draft.source === source} onChange={() => newOrder.form.edit({ source })} />
            {gestionMessages.sourceChoices[source]}
          </label>
        ))}
      </fieldset>
      <CustomerFields state={state} bind={bind} bindPhone={bindPhone} />
      <NewOrderLines />
      <fieldset className="g-box">
        <legend>{checkoutMessages.addressTitle}</legend>
        <Field
          id="rue"
          label={checkoutMessages.rue}
          error={fieldError(state, 'rue') ?? fieldError(state, 'adresse_livraison')}
          {...bind('rue')}
        />
        <Field id="numero" label={checkoutMessages.numero} {...bind('numero')} />
        <Field id="quartier" label={checkoutMessages.quartier} error={fieldError(state, 'quartier')} {...bind('quartier')} />
        <div className="g-field">
          <label htmlFor="commune">{checkoutMessages.commune}</label>
          <select
            id="commune"
            {...bind('commune')}
            aria-invalid={fieldError(state, 'commune') ? true : undefined}
            aria-describedby={fieldError(state, 'commune') ? 'commune-erreur' : undefined}
          >
            <CommuneOptions none={gestionMessages.chooseCommune} />
          </select>
          {fieldError(state, 'commune') && (
            <p id="commune-erreur" className="g-field-error">
              {fieldError(state, 'commune')}
            </p>
          )}
        </div>
        <Field id="repere" label={addressesMessages.landmark} maxLength={ADDRESS_MAX.repere} {...bind('repere')} />
      </fieldset>
      <fieldset className="g-box">
        <legend>{gestionMessages.paymentHeading}</legend>
        <OrderTotals
          goodsCents={summary.goodsCents}
          depositsCents={summary.depositsCents}
          feeCents={summary.deliveryFeeCents}
          totalCents={summary.totalCents}
        />
        <div className="g-field">
          <label htmlFor="payWith">{checkoutMessages.payWith}</label>
          <select id="payWith" name="payWith" value={payWith} onChange={(e) => newOrder.form.edit({ payWith: e.target.value })}>
            <option value="">{checkoutMessages.exactAmount}</option>
            {choices.map((cents) => (
              <option key={cents} value={String(cents)}>
                {formatFC(cents)}
              </option>
            ))}
          </select>
        </div>
        <div className="g-field">
          <label htmlFor="note">{checkoutMessages.notes}</label>
          <textarea id="note" rows={2} {...bind('note')} />
        </div>
      </fieldset>
      <FormNotice notice={state.notice?.kind === 'error' ? state.notice : null} />
      <p className="actions">
        <button className="btn" type="submit" disabled={state.busy}>
          {state.busy ? gestionMessages.sending : gestionMessages.submitOrder}
        </button>
      </p>
    </form>
  );
}
