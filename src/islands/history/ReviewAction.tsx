import { useStore } from '@nanostores/react';
import type { Review } from '../../contract/review.ts';
import { messages } from '../../domain/messages.ts';
import { $myReviews } from '../../stores/reviews.ts';

/** none → 'Laisser un avis'; pending → 'Avis en attente de modération'; approved → 'Modifier mon avis' (spec §4). */
export default function ReviewAction({ productId, onOpen }: { productId: number; onOpen: (review: Review | null) => void }) {
  const mine = useStore($myReviews)[String(productId)];
  if (!mine || mine.status === 'loading') return null;
  if (mine.status === 'pending') return <span className="history-pending">{messages.reviews.pending}</span>;
  const review = mine.status === 'approved' ? mine.review : null;
  return (
    <button type="button" className="btn btn-ghost" onClick={() => onOpen(review)}>
      {review ? messages.reviews.edit : messages.reviews.leave}
    </button>
  );
}
