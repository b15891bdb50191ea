import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { checkoutMessages } from '../../domain/messages/checkout.ts';
import { $pendingOrder, $sendState, retryOrder } from '../../stores/checkout.ts';
import CheckoutForm from './CheckoutForm.tsx';
import { useHydrated } from '../use-hydrated.ts';
import './checkout.css';

/** Shown only when an order waits on this phone: its code loads then. */
const PendingNotice = lazy(() => import('./PendingNotice.tsx'));

interface Props {
  confirmationHref: string;
  shopHref: string;
  cartHref: string;
  /** Shown until hydrated (the shell's loading text). */
  loadingText: string;
}

function Checkout({ confirmationHref, shopHref, cartHref, loadingText }: Props) {
  // Showing the pending order resumes and retries it (src/stores/checkout.ts); the form starts the cart.
  const pending = useStore($pendingOrder);
  const sendState = useStore($sendState);
  useEffect(() => {
    if (sendState.phase === 'confirmed') window.location.assign(confirmationHref);
  }, [sendState.phase, confirmationHref]);

  if (sendState.phase === 'confirmed') return <p role="status">{checkoutMessages.confirmationTitle}</p>;
  if (pending)
    return (
      <Suspense
        fallback={
          <p className="muted" role="status">
            {loadingText}
          </p>
        }
      >
        <PendingNotice pending={pending} state={sendState} onRetry={() => void retryOrder()} />
      </Suspense>
    );
  return <CheckoutForm shopHref={shopHref} cartHref={cartHref} />;
}

/**
 * /paiement.html: the static shell shows the loading text until this island has read the browser's cart.
 * Links and the loading text are props from the page, so that the island loads no paths module nor the
 * catalogue's texts (the page's JavaScript budget).
 */
export default function CheckoutPage(props: Props) {
  return useHydrated() ? (
    <Checkout {...props} />
  ) : (
    <p className="muted" role="status">
      {props.loadingText}
    </p>
  );
}
