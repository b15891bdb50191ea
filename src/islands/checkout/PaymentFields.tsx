import { formatFC } from '../../domain/money.ts';
import { CASH_ON_DELIVERY, PAYMENT_METHODS, payWithOptions } from '../../domain/payment.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import type { CheckoutInput } from '../../stores/checkout/flow.ts';

interface Props {
  input: CheckoutInput;
  change: (patch: Partial<CheckoutInput>) => void;
  totalCents: number;
  /** The field a refusal names: the payment method, or « Je paie avec » (the total changed since it was chosen). */
  invalidField: string | undefined;
}

/**
 * Cash on delivery (the only method that creates an order), card and mobile money shown disabled
 * ('non disponible pour l'instant'); then 'Je paie avec' so the rider brings change, and a note.
 */
export default function PaymentFields({ input, change, totalCents, invalidField }: Props) {
  const amounts = payWithOptions(totalCents);
  const invalid = invalidField === 'paymentMethod';
  return (
    <fieldset className="checkout-fieldset">
      <legend>{checkoutMessages.paymentTitle}</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method.id} className={method.available ? 'checkout-radio' : 'checkout-radio muted'}>
          <input
            id={`checkout-pay-${method.id}`}
            type="radio"
            name="paymentMethod"
            value={method.id}
            disabled={!method.available}
            checked={input.paymentMethod === method.id}
            aria-invalid={invalid}
            onChange={() => change({ paymentMethod: method.id })}
          />{' '}
          <span>
            {method.label}
            {method.available ? null : <span className="checkout-unavailable"> — {checkoutMessages.unavailable}</span>}
          </span>
        </label>
      ))}
      {input.paymentMethod === CASH_ON_DELIVERY && amounts.length > 0 ? (
        <div>
          <label htmlFor="checkout-payWith">{checkoutMessages.payWith}</label>
          <select
            id="checkout-payWith"
            value={input.payWithCents ?? ''}
            aria-describedby="checkout-payWith-help"
            aria-invalid={invalidField === 'payWith'}
            onChange={(e) => change({ payWithCents: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{checkoutMessages.exactAmount}</option>
            {amounts.map((cents) => (
              <option key={cents} value={cents}>
                {formatFC(cents)}
              </option>
            ))}
          </select>
          <small id="checkout-payWith-help" className="muted">
            {checkoutMessages.payWithHelp}
          </small>
        </div>
      ) : null}
      <div>
        <label htmlFor="checkout-notes">{checkoutMessages.notes}</label>
        <textarea
          id="checkout-notes"
          rows={2}
          maxLength={800}
          value={typeof input.notes === 'string' ? input.notes : ''}
          onChange={(e) => change({ notes: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
