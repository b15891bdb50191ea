import { useStore } from '@nanostores/react';
import { $headerCartCount } from '../../stores/header/cart-count.ts';

/**
 * Item count of the header's cart icon. The static page renders it empty (count 0 on the server),
 * the client value follows after hydration, once the stored cart is decoded; its width is reserved by
 * the header's CSS. Light on purpose (every page has it): showing the count starts the header's cart
 * work, and the full cart store loads only for a signed-in customer.
 */
export default function CartBadge() {
  const count = useStore($headerCartCount, { ssr: () => 0 });
  return (
    <span data-cart-badge aria-live="polite">
      {count > 0 ? count : ''}
    </span>
  );
}
