import { useStore } from '@nanostores/react';
import { $headerCartCount } from '../../stores/header/cart-count.ts';

/**
 * Item count of the header's cart icon; its width is reserved by the header's CSS. The static page renders it empty;
 * the header's inline script writes the stored cart's count into it before the first paint
 * (src/stores/header/first-paint.ts), and the island keeps that text through hydration (an element it does not
 * hydrate) until it has counted the cart itself, then draws its own in the same frame. Light on purpose (every page
 * has it): showing the count starts the header's cart work, and the full cart store loads only for a signed-in
 * customer.
 */
export default function CartBadge() {
  const count = useStore($headerCartCount, { ssr: () => null });
  // While the count is unknown, an empty inner HTML (no data ever goes there): hydration leaves the text the header's script wrote.
  const shown = count === null ? { dangerouslySetInnerHTML: { __html: '' } } : { children: count > 0 ? count : '' };
  return <span key={String(count === null)} data-cart-badge aria-live="polite" {...shown} />;
}
