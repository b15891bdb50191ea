import { paths } from '../../config/paths.ts';
import { shop } from '../../config/shop.ts';
import { cartLinkQuery, linkLinesOf } from '../../domain/cart-link.ts';
import { cartLinkMessages } from '../../messages/cart-link.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { whatsappOrderLink } from '../../stores/checkout/payload.ts';
import type { PendingOrder } from '../../stores/stored/orders.ts';

const field = (payload: Record<string, unknown>, key: string): string => {
  const value = payload[key];
  return typeof value === 'string' ? value : '';
};

/** The order's lines as a cart link (the shared cart's encoding): the shop opens it to fill a cart with them. */
function cartLink(payload: Record<string, unknown>): string {
  const articles = Array.isArray(payload.articles) ? (payload.articles as Record<string, unknown>[]) : [];
  return `${window.location.origin}${paths.cart}${cartLinkQuery(linkLinesOf(articles))}`;
}

/**
 * When sending keeps failing: the shop's number and a ready-to-send WhatsApp message with the order,
 * ending with the order's cart link.
 */
export default function PhoneFallback({ pending }: { pending: PendingOrder }) {
  const customer = {
    name: field(pending.payload, 'nom_complet'),
    phone: field(pending.payload, 'telephone_livraison'),
    address: field(pending.payload, 'adresse_livraison'),
  };
  return (
    <section className="checkout-phone-fallback" aria-labelledby="checkout-phone-title">
      <h2 id="checkout-phone-title">{checkoutMessages.phoneFallbackTitle}</h2>
      <p>{checkoutMessages.phoneFallbackText}</p>
      <p className="actions">
        <a className="btn" href={shop.phoneHref}>
          {checkoutMessages.call(shop.phone)}
        </a>
        <a
          className="btn btn-alt"
          href={`${whatsappOrderLink(shop.whatsapp, pending.recap, customer)}${encodeURIComponent(`\n${cartLinkMessages.shareText(cartLink(pending.payload))}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {checkoutMessages.whatsapp}
        </a>
      </p>
    </section>
  );
}
