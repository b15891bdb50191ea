import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { Review } from '../../contract/review.ts';
import { RATING_MAX } from '../../domain/validation/review.ts';
import { reviewsMessages } from '../../messages/reviews.ts';
import { reviews } from '../../stores/history/reviews.ts';
import FormNotice from '../FormNotice.tsx';
import { useForm } from '../use-form.ts';

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
  const [form] = useState(() => reviews.reviewForm(target));
  const { draft, state, bind, ref } = useForm(form);
  const { note } = draft;
  const invalid = state.focus?.field;
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if ((await form.submit())?.ok) onClose(true);
  }

  return (
    <dialog ref={dialog} className="history-dialog" aria-labelledby={`${id}-title`} onClose={() => onClose(false)}>
      <form ref={ref} onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`}>{reviewsMessages.dialogTitle(target.name)}</h2>
        <fieldset className="history-stars" aria-invalid={invalid === 'note' ? true : undefined}>
          <legend>{reviewsMessages.ratingLegend}</legend>
          {RATINGS.map((n) => (
            <label key={n} title={reviewsMessages.stars(n)}>
              <input type="radio" name="note" value={n} checked={note === n} onChange={() => form.edit({ note: n })} />
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
            rows={4}
            maxLength={2000}
            required
            aria-invalid={invalid === 'commentaire' ? true : undefined}
            {...bind('commentaire')}
          />
        </label>
        <FormNotice notice={state.notice} />
        <div className="history-actions">
          <button type="submit" className="btn" disabled={state.busy}>
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
