import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { catalogueMessages } from '../../domain/messages/catalogue.ts';
import { checkoutMessages } from '../../domain/messages/checkout.ts';
import { startCart } from '../../stores/cart.ts';
import { $pendingOrder, $sendState, retryOrder, watchOrders } from '../../stores/checkout.ts';
import { startSession } from '../../stores/session.ts';
import CheckoutForm from './CheckoutForm.tsx';
import PendingNotice from './PendingNotice.tsx';
import { useMounted } from './use-mounted.ts';
import './checkout.css';
import { paths } from '../../config/paths.ts';

const CONFIRMATION_URL = paths.confirmation;

function Checkout() {
  const pending = useStore($pendingOrder);
  const sendState = useStore($sendState);
  useEffect(() => {
    const stopSession = startSession();
    void startCart();
    const stopWatching = watchOrders();
    return () => {
      stopWatching();
      stopSession();
    };
  }, []);
  useEffect(() => {
    if (sendState.phase === 'confirmed') window.location.assign(CONFIRMATION_URL);
  }, [sendState.phase]);

  if (sendState.phase === 'confirmed') return <p role="status">{checkoutMessages.confirmationTitle}</p>;
  return (
    <>
      {pending ? <PendingNotice pending={pending} state={sendState} onRetry={() => void retryOrder()} /> : null}
      {/* Stays mounted under the notice: what the customer typed is still there when the server answers with an error. */}
      <div hidden={pending !== null}>
        <CheckoutForm />
      </div>
    </>
  );
}

/** /paiement.html: the static shell shows the loading text until this island has read the browser's cart. */
export default function CheckoutPage() {
  return useMounted() ? (
    <Checkout />
  ) : (
    <p className="muted" role="status">
      {catalogueMessages.loading}
    </p>
  );
}
