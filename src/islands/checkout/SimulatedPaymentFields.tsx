import { useState } from 'react';
import { MOBILE_MONEY_OPERATORS, simulatePayment, type SimulatedPayment } from '../../stores/checkout-simulated-payment.ts';
import { checkoutMessages } from '../../domain/messages/checkout.ts';

type Method = SimulatedPayment['method'];

/**
 * Fields of card and mobile money, kept for when they open (spec §5): shown only once their
 * option is selectable; "paying" simulates success after 2 s and never creates an order.
 */
export default function SimulatedPaymentFields({ method }: { method: Method }) {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: string) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const pay = async () => {
    setBusy(true);
    const payment: SimulatedPayment =
      method === 'carte'
        ? { method, number: fields['number'], expiry: fields['expiry'], cvv: fields['cvv'] }
        : { method, operator: fields['operator'], transactionId: fields['transactionId'], phone: fields['phone'] };
    const result = await simulatePayment(payment);
    setOutcome(result.ok ? { ok: true, text: checkoutMessages.simulatedPaymentOk } : { ok: false, text: result.message });
    setBusy(false);
  };
  const input = (key: string, label: string, mode: 'numeric' | 'text' = 'text') => (
    <div key={key}>
      <label htmlFor={`checkout-${method}-${key}`}>{label}</label>
      <input id={`checkout-${method}-${key}`} inputMode={mode} value={fields[key] ?? ''} onChange={set(key)} />
    </div>
  );
  return (
    <div className="checkout-simulated">
      {method === 'carte' ? (
        [
          input('number', checkoutMessages.cardNumber, 'numeric'),
          input('expiry', checkoutMessages.cardExpiry),
          input('cvv', checkoutMessages.cardCvv, 'numeric'),
        ]
      ) : (
        <>
          <div>
            <label htmlFor="checkout-mobile-operator">{checkoutMessages.operator}</label>
            <select id="checkout-mobile-operator" value={fields['operator'] ?? ''} onChange={set('operator')}>
              <option value="" />
              {MOBILE_MONEY_OPERATORS.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          </div>
          {input('transactionId', checkoutMessages.transactionId)}
          {input('phone', checkoutMessages.mobilePhone, 'numeric')}
        </>
      )}
      <button type="button" className="btn" disabled={busy} onClick={() => void pay()}>
        {checkoutMessages.simulatedPay}
      </button>
      {outcome ? (
        <p className={`notice ${outcome.ok ? 'ok' : 'error'}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
