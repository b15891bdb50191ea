import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { lineProductId, lineProductName, lineUnitPriceCents, parseQuantity } from '../../domain/cart.ts';
import { formatFC } from '../../domain/money.ts';
import { cartMessages } from '../../messages/cart.ts';
import { cartLinkMessages } from '../../messages/cart-link.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { $arrival, confirmArrival, dismissArrival, openArrival } from '../../stores/cart/arrival.ts';

function Notices({ notices }: { notices: string[] }) {
  return notices.length === 0 ? null : (
    <ul>
      {notices.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  );
}

/**
 * Lines the cart page's address brought: a refusal, a shared cart to confirm (its lines at today's
 * prices, with what cannot be added), or what was added. The address is cleaned at once: going back
 * to the page or reloading it adds nothing twice.
 */
export default function CartArrival() {
  const arrival = useStore($arrival);
  useEffect(() => {
    const { search, pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
    void openArrival(search);
  }, []);

  switch (arrival.step) {
    case 'none':
      return null;
    case 'checking':
      return (
        <p className="muted" role="status">
          {cartLinkMessages.checkingLines}
        </p>
      );
    case 'refused':
      return (
        <p className="notice error" role="alert">
          {arrival.message}
        </p>
      );
    case 'added':
      return (
        <section className="notice" role="status" aria-label={cartMessages.changesHeading}>
          {arrival.added > 0 && <p>{cartLinkMessages.linesAdded(arrival.added)}</p>}
          <Notices notices={arrival.notices} />
        </section>
      );
    case 'confirm':
      return (
        <section className="panel cart-arrival" aria-labelledby="cart-arrival-title">
          <h2 id="cart-arrival-title">{cartLinkMessages.sharedHeading}</h2>
          <p>{cartLinkMessages.sharedIntro}</p>
          <ul>
            {arrival.lines.map((line) => (
              <li key={lineProductId(line)}>
                {ordersMessages.orderedLine(parseQuantity(line.quantite) ?? 0, lineProductName(line), line.avec_consigne)} —{' '}
                <span className="price">{formatFC(lineUnitPriceCents(line) ?? 0)}</span>
              </li>
            ))}
          </ul>
          <Notices notices={arrival.notices} />
          <p className="actions">
            {arrival.lines.length > 0 && (
              <button type="button" className="btn btn-alt" onClick={() => void confirmArrival()}>
                {cartLinkMessages.confirmShared}
              </button>
            )}
            <button type="button" className="btn btn-ghost" onClick={dismissArrival}>
              {cartLinkMessages.dismissShared}
            </button>
          </p>
        </section>
      );
  }
}
