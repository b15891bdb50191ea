import type { CartChange } from '../../stores/checkout-prices.ts';
import { checkoutMessages as t } from '../../stores/checkout-messages.ts';
import { paths } from '../../config/paths.ts';

interface Props {
  changes: readonly CartChange[];
  busy: boolean;
  onAccept: () => void;
}

/** Today's prices and stock differ from the cart: the customer accepts them or goes back to the cart. */
export default function PriceChanges({ changes, busy, onAccept }: Props) {
  return (
    <div className="notice" role="alert">
      <p>{t.changesTitle}</p>
      <ul>
        {changes.map((c) => (
          <li key={`${c.kind}-${c.productId}`}>{c.message}</li>
        ))}
      </ul>
      <p className="actions">
        <button type="button" className="btn" disabled={busy} onClick={onAccept}>
          {t.acceptChanges}
        </button>
        <a className="btn btn-ghost" href={paths.cart}>
          {t.fixCart}
        </a>
      </p>
    </div>
  );
}
