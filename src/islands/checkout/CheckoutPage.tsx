import { useStore } from '@nanostores/react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { checkoutMessages } from '../../messages/checkout.ts';
import { retryOrder } from '../../stores/checkout/checkout.ts';
import type { SendState } from '../../stores/checkout/send-state.ts';
import { $sendState } from '../../stores/checkout/send-state.ts';
import type { PendingOrder } from '../../stores/stored/orders.ts';
import { $pendingOrder } from '../../stores/stored/orders.ts';
import { useHydrated } from '../use-hydrated.ts';
import CheckoutForm from './CheckoutForm.tsx';
import './checkout.css';

type NoticeProps = { pending: PendingOrder; state: SendState; onRetry: () => void };

/**
 * What a pending order shows when the notice's code cannot be downloaded (the connection went before
 * it was): where the order stands, and the retry.
 */
function ShortNotice({ state, onRetry }: NoticeProps) {
  return (
    <div className="notice" role="status" aria-live="polite">
      <p>
        <strong>{state.phase === 'waiting' ? state.message : checkoutMessages.sending}</strong>
      </p>
      <p className="actions">
        <button type="button" className="btn" disabled={state.phase === 'sending'} onClick={onRetry}>
          {checkoutMessages.retryNow}
        </button>
      </p>
    </div>
  );
}

let noticeCode: Promise<{ default: (props: NoticeProps) => ReactNode }> | null = null;
/** The notice's code, downloaded once the customer is about to order (a failed download is tried again next time). */
function loadNotice(): Promise<{ default: (props: NoticeProps) => ReactNode }> {
  noticeCode ??= import('./PendingNotice.tsx').catch((error: unknown) => {
    noticeCode = null;
    throw error;
  });
  return noticeCode;
}
const prefetchNotice = (): void => void loadNotice().catch(() => undefined);

/** Shown only when an order waits on this phone: its code loads at the first sign of intent, or then. */
const PendingNotice = lazy(() => loadNotice().catch(() => ({ default: ShortNotice })));

interface Props {
  confirmationHref: string;
  shopHref: string;
  cartHref: string;
  /** Shown while the notice of a pending order loads. */
  loadingText: string;
}

/**
 * /paiement.html: the form is in the page as built (this island's static HTML, the same until it has hydrated), so
 * the first round trip paints it and the customer types at once; what this browser holds (the cart, a pending order,
 * the signed-in customer and their addresses) is drawn once hydrated, the fields keeping what was typed and a press
 * made before (src/stores/checkout/early-press.ts) sent then. Links and texts are props from the page, so that the
 * island loads no paths module nor the catalogue's texts (the page's JavaScript budget).
 */
export default function CheckoutPage({ confirmationHref, shopHref, cartHref, loadingText }: Props) {
  const hydrated = useHydrated();
  // Showing the pending order resumes and retries it (src/stores/checkout/checkout.ts); the form starts the cart.
  const storedPending = useStore($pendingOrder);
  const pending = hydrated ? storedPending : null;
  const sendState = useStore($sendState);
  useEffect(() => {
    if (sendState.phase === 'confirmed') window.location.assign(confirmationHref);
  }, [sendState.phase, confirmationHref]);

  if (sendState.phase === 'confirmed') return <p role="status">{checkoutMessages.confirmationTitle}</p>;
  return (
    <>
      {pending ? (
        <Suspense
          fallback={
            <p className="muted" role="status">
              {loadingText}
            </p>
          }
        >
          <PendingNotice pending={pending} state={sendState} onRetry={() => void retryOrder()} />
        </Suspense>
      ) : null}
      {/* Stays mounted under the notice: what the customer typed is still there when the server answers with an error. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: not an interaction of its own: pointer and focus events bubbling from the form start loading the notice's code, so that a connection lost at the press still shows it. */}
      <div hidden={pending !== null} onPointerDown={prefetchNotice} onFocus={prefetchNotice}>
        <CheckoutForm shopHref={shopHref} cartHref={cartHref} hydrated={hydrated} />
      </div>
    </>
  );
}
