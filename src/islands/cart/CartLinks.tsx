import { lazy, Suspense, useState } from 'react';
import type { LocalCartLine } from '../../contract/cart.ts';
import type { CartSummary } from '../../domain/cart.ts';
import { cartMessages } from '../../messages/cart.ts';
import ShareCart from './ShareCart.tsx';

const CartArrival = lazy(() => import('./CartArrival.tsx'));

interface Props {
  /** What the cart refused of the customer's last action, or ''. */
  alert: string;
  lines: LocalCartLine[];
  /** What the check against today's catalogue changed. */
  notices: string[];
  summary: CartSummary;
  /** The catalogue, where the customer goes on shopping. */
  shopHref: string;
  /** The query parameters that carry lines (src/domain/cart-link.ts), given by the page: this file loads none of the links' code. */
  lineParams: string[];
}

/**
 * Above the cart's lines: the lines the page's
 * address brought (their decoder and check load only when it carries some), what the check against
 * today's catalogue changed, what the cart refused of the last action, the empty cart or the problems
 * found in the lines, and « Partager mon panier ».
 */
export default function CartLinks({ alert, lines, notices, summary, shopHref, lineParams }: Props) {
  const [arriving] = useState(() => lineParams.some((name) => new URLSearchParams(window.location.search).has(name)));
  const { problems } = summary;
  return (
    <>
      <div role="alert">{alert && <p className="notice error">{alert}</p>}</div>
      {arriving && (
        <Suspense>
          <CartArrival />
        </Suspense>
      )}
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
      {lines.length === 0 && (
        <div className="panel">
          <p>{cartMessages.empty}</p>
          <a className="btn btn-alt" href={shopHref}>
            {cartMessages.continueShopping}
          </a>
        </div>
      )}
      {problems.length > 0 && (
        <section className="notice error" aria-labelledby="cart-problems">
          <h2 id="cart-problems">{cartMessages.problemsHeading}</h2>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.index}-${problem.kind}`}>{problem.message}</li>
            ))}
          </ul>
          <p>{cartMessages.problemsContact}</p>
        </section>
      )}
      {lines.length > 0 && <ShareCart lines={lines} />}
    </>
  );
}
