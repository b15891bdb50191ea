import { useStore } from '@nanostores/react';
import { landmarkFromNotes } from '../../domain/landmark.ts';
import { formatFC, toCents } from '../../domain/money.ts';
import { awaitsCall } from '../../domain/order-hold.ts';
import { orderArticleName } from '../../domain/order-summary.ts';
import { formatPhoneDisplay } from '../../domain/phone.ts';
import { cartMessages } from '../../messages/cart.ts';
import { catalogueMessages } from '../../messages/catalogue.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { $authToken } from '../../stores/stored/auth-token.ts';
import { $confirmedOrder, type ConfirmedOrder } from '../../stores/stored/orders.ts';
import OrderToConfirm from '../history/OrderToConfirm.tsx';
import { useHydrated } from '../use-hydrated.ts';
import './checkout.css';
import { loginPathFor, paths, trackingPathFor } from '../../config/paths.ts';
import { accountMessages } from '../../messages/account.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import { trackingMessages } from '../../messages/tracking.ts';

interface ConfirmedLine {
  nom: string;
  quantite: number;
  avec_consigne: boolean;
}

/** A key from each line's content (the list never reorders); a line repeated word for word gets its rank among equals. */
function withKeys(lines: readonly ConfirmedLine[]): (ConfirmedLine & { key: string })[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const content = `${line.nom}|${line.quantite}|${line.avec_consigne}`;
    const rank = seen.get(content) ?? 0;
    seen.set(content, rank + 1);
    return { ...line, key: `${content}|${rank}` };
  });
}

function Details({ confirmed }: { confirmed: ConfirmedOrder }) {
  const order = confirmed.order;
  const lines = order
    ? order.articles.map((a) => ({ nom: orderArticleName(a) ?? '', quantite: a.quantite, avec_consigne: a.avec_consigne }))
    : confirmed.recap.lines;
  const total = order ? toCents(order.total_commande) : confirmed.recap.totalCents;
  const fee = order ? toCents(order.frais_livraison) : null;
  const { landmark } = landmarkFromNotes(order?.notes);
  return (
    <>
      {order ? (
        <p className="confirmation-number">
          <strong>{checkoutMessages.orderNumber(order.numero_commande)}</strong>
        </p>
      ) : (
        <p>{checkoutMessages.confirmationMissing}</p>
      )}
      {order && awaitsCall(order) ? <OrderToConfirm order={order} /> : <p>{checkoutMessages.confirmationCall}</p>}
      <h2>{checkoutMessages.orderedLines}</h2>
      <ul className="confirmation-lines">
        {withKeys(lines).map((l) => (
          <li key={l.key}>
            <span>
              {l.quantite} × {l.nom}
              {l.avec_consigne ? ` (${checkoutMessages.withConsigne})` : ''}
            </span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        {fee === null ? null : (
          <>
            <dt>{cartMessages.deliveryFee}</dt>
            <dd className="price">{fee === 0 ? cartMessages.freeDelivery : formatFC(fee)}</dd>
          </>
        )}
        {total === null ? null : (
          <>
            <dt className="checkout-total">{cartMessages.total}</dt>
            <dd className="checkout-total price" data-testid="total-confirme">
              {formatFC(total)}
            </dd>
          </>
        )}
      </dl>
      {order ? (
        <p>
          {checkoutMessages.deliveredTo} : {order.adresse_livraison}
          <br />
          {landmark === '' ? null : (
            <>
              {addressesMessages.landmarkOf(landmark)}
              <br />
            </>
          )}
          {ordersMessages.phone} : {formatPhoneDisplay(order.telephone_livraison)}
        </p>
      ) : null}
      {order?.token_suivi ? (
        <p className="confirmation-tracking">
          <a href={trackingPathFor(order.token_suivi)}>{trackingMessages.guestLink}</a>
          <br />
          <span className="muted">{trackingMessages.guestLinkHint}</span>
        </p>
      ) : null}
    </>
  );
}

/** After a guest order: an account with the e-mail and phone already typed; the order joins it (/rattacher-commandes). */
function AccountOffer() {
  return (
    <section className="confirmation-account" aria-labelledby="confirmation-account-title">
      <h2 id="confirmation-account-title">{accountMessages.guestOfferTitle}</h2>
      <p>{accountMessages.guestOfferText}</p>
      <p className="actions">
        <a className="btn" href={`${loginPathFor(paths.guestOrders)}#inscription`}>
          {accountMessages.createAccount}
        </a>
      </p>
    </section>
  );
}

/** What the page says once this browser's storage is read: the thanks and the order, or that there is none to show. */
function Content({ confirmed, signedIn }: { confirmed: ConfirmedOrder | null; signedIn: boolean }) {
  if (!confirmed) return <p className="lead">{checkoutMessages.noRecentOrder}</p>;
  return (
    <>
      <p className="lead">{checkoutMessages.confirmationTitle}</p>
      <Details confirmed={confirmed} />
      {!signedIn && confirmed.order?.token_suivi ? <AccountOffer /> : null}
    </>
  );
}

/**
 * /confirmation-commande: the order the server confirmed (kept by the checkout on this device), and
 * where to go next; opened without one (directly, or on another device), it says so instead of thanking.
 */
export default function ConfirmationPage() {
  const hydrated = useHydrated();
  const signedIn = useStore($authToken, { ssr: () => '' }) !== '';
  const confirmed = useStore($confirmedOrder, { ssr: () => null });
  const account =
    hydrated && signedIn
      ? { href: paths.orders, label: checkoutMessages.viewOrders }
      : { href: paths.login, label: checkoutMessages.signIn };
  return (
    <div className="confirmation">
      {hydrated ? (
        <Content confirmed={confirmed} signedIn={signedIn} />
      ) : (
        <p className="muted" role="status">
          {catalogueMessages.loading}
        </p>
      )}
      <p className="actions">
        <a className="btn" href={paths.shop}>
          {checkoutMessages.continueShopping}
        </a>
        <a className="btn btn-ghost" href={account.href}>
          {account.label}
        </a>
      </p>
    </div>
  );
}
