import { useRef, useState } from 'react';
import { paths } from '../../config/paths.ts';
import type { OrderSummaryInput } from '../../domain/order-summary.ts';
import type { Result } from '../../domain/result.ts';
import { cartLinkMessages } from '../../messages/cart-link.ts';
import type { Added } from '../../stores/cart/add-lines.ts';
import { reorderOnDemand } from '../../stores/cart/reorder.ts';

interface Props {
  order: OrderSummaryInput;
  /** The order's number, in the button's accessible name (several orders share a page). */
  number: string;
}

/** « Commander à nouveau »: the order's lines go into the cart at today's prices; what changed is said here, before checkout. */
export default function ReorderButton({ order, number }: Props) {
  const [busy, setBusy] = useState(false);
  const pressing = useRef(false);
  const [outcome, setOutcome] = useState<Result<Added> | null>(null);

  /** The button stays enabled (a disabled button would lose the keyboard's focus); a press while busy does nothing. */
  async function press(): Promise<void> {
    if (pressing.current) return;
    pressing.current = true;
    setBusy(true);
    setOutcome(null);
    setOutcome(await reorderOnDemand(order));
    setBusy(false);
    pressing.current = false;
  }

  return (
    <div className="reorder">
      <button type="button" className="btn" aria-label={cartLinkMessages.reorderOf(number)} aria-busy={busy} onClick={() => void press()}>
        {cartLinkMessages.reorder}
      </button>
      <div role="status">
        {outcome?.ok && (
          <div className="notice">
            {outcome.added > 0 && <p>{cartLinkMessages.linesAdded(outcome.added)}</p>}
            {outcome.notices.length > 0 && (
              <ul>
                {outcome.notices.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            )}
            {outcome.added > 0 && (
              <a className="btn btn-alt" href={paths.cart}>
                {cartLinkMessages.viewCart}
              </a>
            )}
          </div>
        )}
      </div>
      <div role="alert">{outcome && !outcome.ok && <p className="notice error">{outcome.message}</p>}</div>
    </div>
  );
}
