import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { Review } from '../../contract/review.ts';
import { RATING_MAX } from '../../domain/validation/review.ts';
import { reviewsMessages } from '../../messages/reviews.ts';
import { submitReview } from '../../stores/history/reviews.ts';

export interface ReviewTarget {
  productId: number;
  name: string;
  /** The approved review being edited, or null for a new one. */
  review: Review | null;
}

const RATINGS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** Modal review form: 1–5 stars (radio group) and a comment, both required. */
/** `onClose(true)` once the review is sent, `onClose(false)` when the customer closes the dialog. */
export default function ReviewDialog({ target, onClose }: { target: ReviewTarget; onClose: (sent: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [note, setNote] = useState<number | null>(target.review?.note ?? null);
  const [commentaire, setCommentaire] = useState(target.review?.commentaire ?? '');
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const outcome = await submitReview({ produit: target.productId, note, commentaire });
    setSending(false);
    if (outcome.ok) onClose(true);
    else setError(outcome);
  }

  return (
    <dialog ref={dialog} className="history-dialog" aria-labelledby={`${id}-title`} onClose={() => onClose(false)}>
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`}>{reviewsMessages.dialogTitle(target.name)}</h2>
        <fieldset className="history-stars" aria-invalid={error?.field === 'note' ? true : undefined}>
          <legend>{reviewsMessages.ratingLegend}</legend>
          {RATINGS.map((n) => (
            <label key={n} title={reviewsMessages.stars(n)}>
              <input type="radio" name="note" value={n} checked={note === n} onChange={() => setNote(n)} />
              <span aria-hidden="true" className={note !== null && n <= note ? 'on' : ''}>
                ★
              </span>
              <span className="sr-only">{reviewsMessages.stars(n)}</span>
            </label>
          ))}
        </fieldset>
        <label className="history-comment">
          {reviewsMessages.comment}
          <textarea
            value={commentaire}
            rows={4}
            maxLength={2000}
            required
            aria-invalid={error?.field === 'commentaire' ? true : undefined}
            onChange={(e) => setCommentaire(e.currentTarget.value)}
          />
        </label>
        {error && (
          <p className="notice error" role="alert">
            {error.message}
          </p>
        )}
        <div className="history-actions">
          <button type="submit" className="btn" disabled={sending}>
            {reviewsMessages.send}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => onClose(false)}>
            {reviewsMessages.close}
          </button>
        </div>
      </form>
    </dialog>
  );
}
