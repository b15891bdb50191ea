import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { lineProductId, lineProductName, summarizeCart } from '../../domain/cart.ts';
import { cartMessages } from '../../domain/messages/cart.ts';
import {
  $cartLines,
  $cartNotices,
  $cartSummary,
  checkCart,
  removeLine,
  setConsigne,
  setQuantity,
  type CartOutcome,
} from '../../stores/cart.ts';
import CartLineItem from './CartLineItem.tsx';
import CartTotals from './CartTotals.tsx';
import { useHydrated } from '../use-hydrated.ts';
import './cart.css';

const emptySummary = summarizeCart([]);
const CartLinks = lazy(() => import('./CartLinks.tsx'));

interface Props {
  /** The catalogue, where the customer goes on shopping. */
  shopHref: string;
  checkoutHref: string;
  /** Shown until hydrated (the shell's loading text). */
  loadingText: string;
}

/**
 * /Mon-panier.html: the lines, the problems, what changed in the catalogue since the lines were
 * added (checked when the page opens), the totals and the links; the lines a link brought and « Partager mon
 * panier » load apart (CartLinks). Alerts are inline `role="alert"`.
 * Its links and loading text are props from the page, so that the island loads no paths module nor
 * the catalogue's texts (the page's JavaScript budget).
 */
export default function CartPage({ shopHref, checkoutHref, loadingText }: Props) {
  const lines = useStore($cartLines, { ssr: () => [] });
  const summary = useStore($cartSummary, { ssr: () => emptySummary });
  const notices = useStore($cartNotices, { ssr: () => [] });
  const hydrated = useHydrated();
  const [alert, setAlert] = useState('');

  // Showing the lines starts the cart (nanostores' onMount); the check waits for it to load.
  useEffect(() => {
    void checkCart();
  }, []);

  async function run(action: Promise<CartOutcome>): Promise<void> {
    const outcome = await action;
    setAlert(outcome.ok ? (outcome.notice ?? '') : outcome.message);
  }

  if (!hydrated)
    return (
      <p className="muted" role="status">
        {loadingText}
      </p>
    );
  const validByIndex = new Map(summary.validLines.map((valid) => [valid.index, valid]));

  return (
    <div>
      <div role="alert">{alert && <p className="notice error">{alert}</p>}</div>
      <Suspense fallback={null}>
        <CartLinks lines={lines} />
      </Suspense>
      {notices.length > 0 && (
        <section className="notice" role="status" aria-labelledby="cart-changes">
          <h2 id="cart-changes">{cartMessages.changesHeading}</h2>
          <ul>
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </section>
      )}
      {lines.length === 0 ? (
        <div className="panel">
          <p>{cartMessages.empty}</p>
          <a className="btn btn-alt" href={shopHref}>
            {cartMessages.continueShopping}
          </a>
        </div>
      ) : (
        <>
          <ul className="cart-lines">
            {lines.map((line, index) => {
              const productId = lineProductId(line);
              return (
                <CartLineItem
                  key={productId}
                  productId={productId}
                  name={lineProductName(line)}
                  line={line}
                  valid={validByIndex.get(index)}
                  onQuantity={(requested) => void run(setQuantity(productId, requested))}
                  onConsigne={(withConsigne) => void run(setConsigne(productId, withConsigne))}
                  onRemove={() => void run(removeLine(productId))}
                />
              );
            })}
          </ul>
          {summary.problems.length > 0 && (
            <section className="notice error" aria-labelledby="cart-problems">
              <h2 id="cart-problems">{cartMessages.problemsHeading}</h2>
              <ul>
                {summary.problems.map((problem) => (
                  <li key={`${problem.index}-${problem.kind}`}>{problem.message}</li>
                ))}
              </ul>
              <p>{cartMessages.problemsContact}</p>
            </section>
          )}
          <CartTotals summary={summary} shopHref={shopHref} checkoutHref={checkoutHref} />
        </>
      )}
    </div>
  );
}
