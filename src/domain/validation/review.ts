/** Review form: signed in, a product, a rating from 1 to 5, a comment. */
import { reviewsMessages } from '../../messages/reviews.ts';
import { invalid, type Result, text, valid } from '../result.ts';

const RATING_MIN = 1;
export const RATING_MAX = 5;

export interface ReviewForm {
  isAuthenticated: boolean;
  produit: unknown;
  note: unknown;
  commentaire: unknown;
}

export function validateReview(form: ReviewForm): Result<{ value: { produit: number; note: number; commentaire: string } }> {
  if (!form.isAuthenticated) return invalid(reviewsMessages.loginRequired);
  const produit = typeof form.produit === 'string' && /^\d+$/.test(form.produit) ? Number(form.produit) : form.produit;
  if (typeof produit !== 'number' || !Number.isSafeInteger(produit) || produit < 1) {
    return invalid(reviewsMessages.productNotSelected, 'produit');
  }
  const note = form.note;
  if (typeof note !== 'number' || !Number.isInteger(note) || note < RATING_MIN || note > RATING_MAX) {
    return invalid(reviewsMessages.ratingRequired, 'note');
  }
  const commentaire = text(form.commentaire);
  if (commentaire === '') return invalid(reviewsMessages.commentRequired, 'commentaire');
  return valid({ produit, note, commentaire });
}

export type ReviewState = 'none' | 'pending' | 'approved';

/** State of a product's review in a delivered order: none, pending (not approved yet) or approved. */
export function reviewState(review: { approuve: boolean } | null | undefined): ReviewState {
  if (!review) return 'none';
  return review.approuve ? 'approved' : 'pending';
}
