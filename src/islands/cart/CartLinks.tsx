import { lazy, Suspense, useState } from 'react';
import type { LocalCartLine } from '../../contract/cart.ts';
import { carriesLines, cartLinkQuery, linkLinesOf } from '../../domain/cart-link.ts';
import { cartMessages } from '../../domain/messages/cart.ts';

const CartArrival = lazy(() => import('./CartArrival.tsx'));

/**
 * The cart page's links, loaded after the cart shows: the lines the page's address brought (their
 * decoder and check load only when it carries some) and « Partager mon panier ».
 */
export default function CartLinks({ lines }: { lines: LocalCartLine[] }) {
  const [arriving] = useState(() => carriesLines(window.location.search));
  return (
    <>
      {arriving && (
        <Suspense fallback={null}>
          <CartArrival />
        </Suspense>
      )}
      {lines.length > 0 && <ShareCart lines={lines} />}
    </>
  );
}

/** A link holding the cart's products, quantities and deposit choices (nothing personal), to copy or send by WhatsApp. */
function ShareCart({ lines }: { lines: LocalCartLine[] }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${window.location.pathname}${cartLinkQuery(linkLinesOf(lines))}`;
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section className="cart-share" aria-label={cartMessages.share}>
      <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls="cart-share-panel" onClick={() => setOpen(!open)}>
        {cartMessages.share}
      </button>
      <div id="cart-share-panel" className="panel" hidden={!open}>
        <p className="muted">{cartMessages.shareIntro}</p>
        <label htmlFor="cart-share-link">{cartMessages.shareLinkLabel}</label>
        <input id="cart-share-link" type="url" readOnly value={link} onFocus={(event) => event.target.select()} />
        <p className="actions">
          <button type="button" className="btn btn-ghost" onClick={copy}>
            {cartMessages.copyLink}
          </button>
          <a
            className="btn btn-alt"
            href={`https://wa.me/?text=${encodeURIComponent(cartMessages.shareText(link))}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {cartMessages.shareWhatsapp}
          </a>
        </p>
        <p role="status">{copied ? cartMessages.linkCopied : ''}</p>
      </div>
    </section>
  );
}
