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
  return count === null ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty text: hydration leaves the count the header's script wrote.
    <span key="first-paint" data-cart-badge aria-live="polite" dangerouslySetInnerHTML={{ __html: '' }} />
  ) : (
    <span key="island" data-cart-badge aria-live="polite">
      {count > 0 ? count : ''}
    </span>
  );
}
