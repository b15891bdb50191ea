import { formatFC } from '../../domain/money.ts';
import { cartMessages } from '../../messages/cart.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import type { SendState } from '../../stores/checkout/send-state.ts';
import type { PendingOrder } from '../../stores/stored/orders.ts';
import PhoneFallback from './PhoneFallback.tsx';

interface Props {
  pending: PendingOrder;
  state: SendState;
  onRetry: () => void;
}

/** Failures after which the phone fallback is offered. */
const FALLBACK_AFTER = 2;

/** The order is kept on this phone and sent again by itself; the customer can also retry or phone. */
export default function PendingNotice({ pending, state, onRetry }: Props) {
  const sending = state.phase === 'sending';
  return (
    <div className="checkout-pending">
      <div className="notice" role="status" aria-live="polite">
        <p>
          <strong>{sending ? checkoutMessages.sending : state.phase === 'waiting' ? state.message : checkoutMessages.sending}</strong>
        </p>
        <p>{checkoutMessages.pendingSince}</p>
        <ul>
          {pending.recap.lines.map((l) => (
            <li key={l.nom}>
              {l.quantite} × {l.nom}
              {l.avec_consigne ? ` (${checkoutMessages.withConsigne})` : ''}
            </li>
          ))}
        </ul>
        <p>
          {cartMessages.total} : <span className="price">{formatFC(pending.recap.totalCents)}</span>
        </p>
        <p className="actions">
          <button type="button" className="btn" disabled={sending} onClick={onRetry}>
            {checkoutMessages.retryNow}
          </button>
        </p>
      </div>
      {pending.attempts >= FALLBACK_AFTER && !sending ? <PhoneFallback pending={pending} /> : null}
    </div>
  );
}
