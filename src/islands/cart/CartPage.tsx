import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { lineProductId, lineProductName, summarizeCart } from '../../domain/cart.ts';
import type { Result } from '../../domain/result.ts';
import { cart } from '../../stores/cart/cart.ts';
import { useHydrated } from '../use-hydrated.ts';
import CartLineItem from './CartLineItem.tsx';
import CartLinks from './CartLinks.tsx';
import CartTotals from './CartTotals.tsx';
import './cart.css';

const emptySummary = summarizeCart([]);

interface Props {
  /** The catalogue, where the customer goes on shopping. */
  shopHref: string;
  checkoutHref: string;
  /** Shown until hydrated (the shell's loading text). */
  loadingText: string;
  /** The query parameters that carry lines to add (src/domain/cart-link.ts). */
  lineParams: string[];
}

/**
 * /Mon-panier.html: the lines, the problems, what changed in the catalogue since the lines were
 * added (checked when the page opens), the totals and the links; what is above the lines (CartLinks, « Partager
 * mon panier » included) comes with the island: loaded apart, it appeared after the lines and pushed them down (a
 * layout shift of 0.06); the lines a link brought load apart, only when the address carries some. Alerts are inline
 * `role="alert"`.
 * Its links and loading text are props from the page, so that the island loads no paths module nor
 * the catalogue's texts (the page's JavaScript budget).
 */
export default function CartPage({ shopHref, checkoutHref, loadingText, lineParams }: Props) {
  const lines = useStore(cart.$lines, { ssr: () => [] });
  const summary = useStore(cart.$summary, { ssr: () => emptySummary });
  const notices = useStore(cart.$notices, { ssr: () => [] });
  const hydrated = useHydrated();
  const [alert, setAlert] = useState('');

  // Showing the lines starts the cart (nanostores' onMount); the check waits for it to load.
  useEffect(() => {
    void cart.checkCart();
  }, []);

  async function run(action: Promise<Result<{ notice?: string }>>): Promise<void> {
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
      <CartLinks alert={alert} lines={lines} notices={notices} summary={summary} shopHref={shopHref} lineParams={lineParams} />
      {lines.length > 0 && (
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
                  onQuantity={(requested) => void run(cart.setQuantity(productId, requested))}
                  onConsigne={(withConsigne) => void run(cart.setConsigne(productId, withConsigne))}
                  onRemove={() => void run(cart.removeLine(productId))}
                />
              );
            })}
          </ul>
          <CartTotals summary={summary} shopHref={shopHref} checkoutHref={checkoutHref} />
        </>
      )}
    </div>
  );
}
