import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fieldErrorLines } from '../../domain/field-errors.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { cart } from '../../stores/cart/cart.ts';
import {
  $checkoutError,
  $checkoutStep,
  acceptChanges,
  prefetchCheckout,
  retryFailedOrder,
  submitCheckout,
} from '../../stores/checkout/checkout.ts';
import { $savedAddressesRead } from '../../stores/checkout/customer.ts';
import { $offeredAddresses, BLANK_CHECKOUT, checkoutDraft } from '../../stores/checkout/draft.ts';
import { clearPressStatus, PRESSED_TEXT, takeEarlyPress } from '../../stores/checkout/early-press.ts';
import { $sendState } from '../../stores/checkout/send-state.ts';
import { followDrawnCards, takeStaticForm } from '../../stores/checkout/typed-before.ts';
import { $failedOrder } from '../../stores/stored/orders.ts';
import AddressFields from './AddressFields.tsx';
import OrderSummary from './OrderSummary.tsx';
import PaymentFields from './PaymentFields.tsx';
import PersonalFields from './PersonalFields.tsx';
import PriceChanges from './PriceChanges.tsx';

/** Field to focus for each validation field name. */
const focusTarget: Record<string, string> = {
  fullName: 'checkout-fullName',
  phone: 'checkout-phone',
  address: 'checkout-rue',
  paymentMethod: 'checkout-pay-paiement_livraison',
  payWith: 'checkout-payWith',
};

/**
 * The checkout form: personal details, address, payment, summary; the store validates, checks prices and
 * sends. The page gives the links: the catalogue (an empty cart) and the cart (to change it instead). Until
 * `hydrated`, the form as the page was built: no saved address, the button live (a press is kept by the page's script,
 * src/stores/checkout/early-press.ts), and until its hydration has committed, blank fields (the page's script fills
 * the summary and the signed-in customer's details from storage); from that commit on the fields show the draft,
 * which starts from what they hold, and once hydrated it sends a press made before.
 */
export default function CheckoutForm({ shopHref, cartHref, hydrated }: { shopHref: string; cartHref: string; hydrated: boolean }) {
  const storedSummary = useStore(cart.$summary);
  const draft = useStore(checkoutDraft.$draft);
  const storedAddresses = useStore($offeredAddresses);
  // The fields once the island has taken what they hold (below): never the blank form again, which would empty them.
  const [fieldsTaken, setFieldsTaken] = useState(false);
  const summary = hydrated ? storedSummary : null;
  const input = hydrated || fieldsTaken ? draft : BLANK_CHECKOUT;
  const saved = hydrated ? storedAddresses : [];
  const bookRead = useStore($savedAddressesRead);
  const form = useRef<HTMLFormElement>(null);
  const step = useStore($checkoutStep);
  const error = useStore($checkoutError);
  const sendState = useStore($sendState);
  const failed = useStore($failedOrder);
  const change = checkoutDraft.edit;

  useEffect(() => {
    const id = error?.field ? focusTarget[error.field] : undefined;
    // A saved address chosen: the address's error takes the focus to its cards.
    if (id) (document.getElementById(id) ?? document.querySelector<HTMLElement>('[name="checkout-address"]'))?.focus();
  }, [error]);

  // Once, in the task that commits the hydration, before any key can reach the fields: what they hold is taken into the
  // draft and the fields show the draft from then on. Read later (in an effect, a task after), a render between the two
  // drew the blank form over what was typed, and the next key started from the emptied field.
  const typedBefore = useRef(false);
  useLayoutEffect(() => {
    const element = form.current;
    setFieldsTaken(true);
    if (!element) return;
    typedBefore.current = takeStaticForm(element);
    return followDrawnCards(element);
  }, []);

  // Once hydrated: a press made before is sent.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // Typed in or pressed before: the order flow came with the page's scripts (early-press.ts); today's prices now.
    // A press the flow has already taken is on its way: the island shows where it stands.
    const pressed = takeEarlyPress(element);
    clearPressStatus();
    if (pressed || typedBefore.current) prefetchCheckout();
    if (pressed) void submitCheckout(checkoutDraft.$draft.get());
  }, []);

  const busy = step.step === 'checking' || sendState.phase === 'sending';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void submitCheckout(input);
  };
  const problem = error?.message ?? (sendState.phase === 'rejected' ? sendState.message : null);
  const serverLines = !error && sendState.phase === 'rejected' ? fieldErrorLines(sendState.fieldErrors) : [];

  if (summary?.itemCount === 0) {
    return (
      <div className="notice error" role="alert">
        <p>{checkoutMessages.emptyCart}</p>
        <p>
          <a className="btn" href={shopHref}>
            {checkoutMessages.continueShopping}
          </a>
        </p>
      </div>
    );
  }
  return (
    // Pointer and focus events bubbling from the fields start loading the order flow early.
    <form
      ref={form}
      className="checkout"
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      onPointerDown={prefetchCheckout}
      onFocus={prefetchCheckout}
      {...{ [PRESSED_TEXT]: checkoutMessages.pressKept }}
    >
      <div className="checkout-fields">
        <PersonalFields input={input} change={change} invalidField={error?.field} />
        <AddressFields
          input={input}
          change={change}
          saved={saved}
          invalid={error?.field === 'address'}
          firstPaint={!(hydrated && bookRead)}
        />
        <PaymentFields input={input} change={change} totalCents={summary?.totalCents ?? 0} invalidField={error?.field} />
      </div>
      <div className="checkout-side">
        <OrderSummary summary={summary} />
        {problem ? (
          <div className="notice error" role="alert">
            {serverLines.length > 0 ? (
              <ul className="error-lines">
                {serverLines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              problem
            )}
          </div>
        ) : null}
        {!error && sendState.phase === 'rejected' && failed ? (
          <p className="actions">
            <button type="button" className="btn" disabled={busy} onClick={() => void retryFailedOrder()}>
              {checkoutMessages.retry}
            </button>
          </p>
        ) : null}
        {step.step === 'review' ? (
          <PriceChanges changes={step.changes} busy={busy} onAccept={() => void acceptChanges()} cartHref={cartHref} />
        ) : null}
        {step.step === 'checking' ? (
          <p className="muted" role="status">
            {checkoutMessages.checking}
          </p>
        ) : null}
        {step.step === 'review' ? null : (
          <button type="submit" className="btn btn-alt checkout-submit" disabled={busy}>
            {sendState.phase === 'sending' ? checkoutMessages.sending : checkoutMessages.placeOrder}
          </button>
        )}
      </div>
    </form>
  );
}
