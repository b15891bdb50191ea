import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $cartCount, startCart } from '../../stores/cart.ts';

/**
 * Item count of the header's cart icon. The static page renders it empty (count 0 on the server),
 * the client value follows after hydration; its width is reserved by the header's CSS.
 */
export default function CartBadge() {
  const count = useStore($cartCount, { ssr: () => 0 });
  useEffect(() => {
    void startCart();
  }, []);
  return (
    <span data-cart-badge aria-live="polite">
      {count > 0 ? count : ''}
    </span>
  );
}
