import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Review } from '../../contract/review.ts';
import { reviewsMessages } from '../../messages/reviews.ts';
import { reviews } from '../../stores/history/reviews.ts';

interface Props {
  productId: number;
  onOpen: (review: Review | null) => void;
  /** The review was just sent: the button it replaces had the focus, so the pending text takes it. */
  focusPending?: boolean;
}

/**
 * One review per product of a delivered order: none → 'Laisser un avis'; pending → 'Avis en attente
 * de modération'; approved → 'Modifier mon avis'.
 */
export default function ReviewAction({ productId, onOpen, focusPending = false }: Props) {
  const mine = useStore(reviews.$myReviews)[String(productId)];
  const pendingText = useRef<HTMLSpanElement>(null);
  const pending = mine?.status === 'pending';
  useEffect(() => {
    if (pending && focusPending) pendingText.current?.focus();
  }, [pending, focusPending]);
  if (!mine || mine.status === 'loading') return null;
  if (pending)
    return (
      <span className="history-pending" tabIndex={-1} ref={pendingText}>
        {reviewsMessages.pending}
      </span>
    );
  const review = mine.status === 'approved' ? mine.review : null;
  return (
    <button type="button" className="btn btn-ghost" onClick={() => onOpen(review)}>
      {review ? reviewsMessages.edit : reviewsMessages.leave}
    </button>
  );
}
