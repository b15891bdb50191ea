import type { ChangeNotice } from '../../domain/cart-check.ts';
import { checkoutMessages } from '../../messages/checkout.ts';

interface Props {
  changes: readonly ChangeNotice[];
  busy: boolean;
  onAccept: () => void;
  /** The cart page, where the customer goes to change the cart instead. */
  cartHref: string;
}

/** Today's prices and stock differ from the cart: the customer accepts them or goes back to the cart. */
export default function PriceChanges({ changes, busy, onAccept, cartHref }: Props) {
  return (
    <div className="notice" role="alert">
      <p>{checkoutMessages.changesTitle}</p>
      <ul>
        {changes.map((c) => (
          <li key={`${c.kind}-${c.productId}`}>{c.message}</li>
        ))}
      </ul>
      <p className="actions">
        <button type="button" className="btn" disabled={busy} onClick={onAccept}>
          {checkoutMessages.acceptChanges}
        </button>
        <a className="btn btn-ghost" href={cartHref}>
          {checkoutMessages.fixCart}
        </a>
      </p>
    </div>
  );
}
