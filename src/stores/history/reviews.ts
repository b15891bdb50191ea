/**
 * The customer's own review of each product of their delivered orders, in one of three states:
 * none → 'Laisser un avis', pending → 'Avis en attente de modération', approved → 'Modifier mon avis'.
 */
import { atom, map } from 'nanostores';
import { ApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import { productIdOf } from '../../contract/product.ts';
import type { Review } from '../../contract/review.ts';
import type { Result } from '../../domain/result.ts';
import { type ReviewState, reviewState, validateReview } from '../../domain/validation/review.ts';
import { reviewsMessages } from '../../messages/reviews.ts';
import { api } from '../api.ts';
import { createFormSubmit } from '../form-submit.ts';
import { $authToken } from '../stored/auth-token.ts';

type ReviewsApi = Pick<Api, 'listProductReviews' | 'addReview' | 'updateReview'>;

/** What the orders page knows of the caller's review of one product. */
export type MyReview = { status: 'loading' } | { status: 'error' } | { status: ReviewState; review: Review | null };

export type ReviewNotice = { kind: 'success' | 'error'; text: string };

/** The review form as typed: a rating (none yet) and a comment. */
export interface ReviewDraft {
  note: number | null;
  commentaire: string;
}

/** A review notice (thanks, or the failure) fades after 3 s. */
export const NOTICE_MS = 3000;

export interface ReviewsDeps {
  client: ReviewsApi;
  isSignedIn: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

function known(review: Review | null): MyReview {
  return { status: reviewState(review), review };
}

export function createReviewsStore({
  client,
  isSignedIn,
  setTimer = setTimeout,
  clearTimer = (h) => clearTimeout(h as number),
}: ReviewsDeps) {
  /** Keyed by product id. */
  const $myReviews = map<Record<string, MyReview>>({});
  const $reviewNotice = atom<ReviewNotice | null>(null);
  let noticeTimer: unknown = null;

  function notify(notice: ReviewNotice): void {
    if (noticeTimer !== null) clearTimer(noticeTimer);
    $reviewNotice.set(notice);
    noticeTimer = setTimer(() => {
      noticeTimer = null;
      $reviewNotice.set(null);
    }, NOTICE_MS);
  }

  /** Reads the caller's review (`utilisateur_est_auteur`) of each product not known yet. */
  async function loadMyReviews(productIds: readonly number[]): Promise<void> {
    const missing = [...new Set(productIds)].filter((id) => $myReviews.get()[String(id)] === undefined);
    await Promise.all(
      missing.map(async (id) => {
        $myReviews.setKey(String(id), { status: 'loading' });
        try {
          const reviews = await client.listProductReviews(id);
          $myReviews.setKey(String(id), known(reviews.find((r) => r.utilisateur_est_auteur) ?? null));
        } catch {
          $myReviews.setKey(String(id), { status: 'error' });
        }
      }),
    );
  }

  /** Adds the checked review, or updates the existing one (which sends it back to moderation). */
  async function saveReview(payload: { produit: number; note: number; commentaire: string }): Promise<Result> {
    const current = $myReviews.get()[String(payload.produit)];
    const existing = current && 'review' in current ? current.review : null;
    try {
      const saved = existing ? await client.updateReview(existing.id, payload) : await client.addReview(payload.produit, payload);
      $myReviews.setKey(String(productIdOf(saved.produit)), known(saved));
      notify({ kind: 'success', text: reviewsMessages.submitted });
      return { ok: true };
    } catch (error) {
      const message = error instanceof ApiError && error.kind === 'unauthenticated' ? error.message : reviewsMessages.submitError;
      notify({ kind: 'error', text: message });
      return { ok: false, message };
    }
  }

  /** The review form of one product: its draft (the review edited, when there is one), the rules, then the save. */
  const reviewForm = (target: { productId: number; review: Review | null }) =>
    createFormSubmit({
      initial: { note: target.review?.note ?? null, commentaire: target.review?.commentaire ?? '' } as ReviewDraft,
      check: (draft: ReviewDraft) => validateReview({ isAuthenticated: isSignedIn(), produit: target.productId, ...draft }),
      send: saveReview,
    });

  return { $myReviews, $reviewNotice, loadMyReviews, reviewForm };
}

/** The browser's reviews, on the shop's one API client. */
export const reviews = createReviewsStore({ client: api, isSignedIn: () => $authToken.get() !== '' });
