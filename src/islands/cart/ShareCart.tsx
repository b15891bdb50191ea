import { useState } from 'react';
import type { LocalCartLine } from '../../contract/cart.ts';
import { cartLinkQuery, linkLinesOf } from '../../domain/cart-link.ts';
import { cartLinkMessages } from '../../messages/cart-link.ts';

/** A link holding the cart's products, quantities and deposit choices (nothing personal), to copy or send by WhatsApp. */
export default function ShareCart({ lines }: { lines: LocalCartLine[] }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${window.location.pathname}${cartLinkQuery(linkLinesOf(lines))}`;
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section className="cart-share" aria-label={cartLinkMessages.share}>
      <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls="cart-share-panel" onClick={() => setOpen(!open)}>
        {cartLinkMessages.share}
      </button>
      <div id="cart-share-panel" className="panel" hidden={!open}>
        <p className="muted">{cartLinkMessages.shareIntro}</p>
        <label htmlFor="cart-share-link">{cartLinkMessages.shareLinkLabel}</label>
        <input id="cart-share-link" type="url" readOnly value={link} onFocus={(event) => event.target.select()} />
        <p className="actions">
          <button type="button" className="btn btn-ghost" onClick={copy}>
            {cartLinkMessages.copyLink}
          </button>
          <a
            className="btn btn-alt"
            href={`https://wa.me/?text=${encodeURIComponent(cartLinkMessages.shareText(link))}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {cartLinkMessages.shareWhatsapp}
          </a>
        </p>
        <p role="status">{copied ? cartLinkMessages.linkCopied : ''}</p>
      </div>
    </section>
  );
}
