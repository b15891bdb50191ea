/** Reviews to moderate and support messages to handle (with the e-mails that did not leave, once the shop sends some). */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { OutboxMessage, StaffContactMessage, StaffReview } from '../../contract/staff-desk.ts';
import type { Attempt } from './attempt.ts';

type Listing<T> =
  | { status: 'loading'; items: T[] }
  | { status: 'error'; items: T[]; error: string }
  | { status: 'ready'; items: T[]; count: number; next: string | null };

type Page<T> = { count: number; next: string | null; results: T[] };

/** A paged staff list with « load more », and per-item actions that replace or drop the item. */
function createListing<T extends { id: number }>(attempt: Attempt, first: () => Promise<Page<T>>, next: (url: string) => Promise<Page<T>>) {
  const $listing = atom<Listing<T>>({ status: 'loading', items: [] });
  const $busy = atom<number | null>(null);
  const $error = atom<string | null>(null);

  async function load(): Promise<void> {
    $listing.set({ status: 'loading', items: $listing.get().items });
    const outcome = await attempt(first);
    $listing.set(
      outcome.ok
        ? { status: 'ready', items: outcome.value.results, count: outcome.value.count, next: outcome.value.next }
        : { status: 'error', items: [], error: outcome.message },
    );
  }

  async function loadMore(): Promise<void> {
    const current = $listing.get();
    if (current.status !== 'ready' || !current.next) return;
    const outcome = await attempt(() => next(current.next ?? ''));
    if (outcome.ok) $listing.set({ ...current, items: [...current.items, ...outcome.value.results], next: outcome.value.next });
  }

  /** Runs an action on one item; its result replaces the item (or drops it when null). */
  async function act(id: number, action: () => Promise<T | null>): Promise<boolean> {
    if ($busy.get() !== null) return false;
    $busy.set(id);
    $error.set(null);
    const outcome = await attempt(action);
    $busy.set(null);
    if (!outcome.ok) {
      $error.set(outcome.message);
      return false;
    }
    const current = $listing.get();
    if (current.status === 'ready') {
      const items =
        outcome.value === null
          ? current.items.filter((i) => i.id !== id)
          : current.items.map((i) => (i.id === id ? (outcome.value as T) : i));
      $listing.set({ ...current, items, count: outcome.value === null ? current.count - 1 : current.count });
    }
    return true;
  }

  return { $listing, $busy, $error, load, loadMore, act };
}

export function createReviewDesk({
  api,
  attempt,
  onModerated,
}: {
  api: Pick<StaffApi, 'listStaffReviews' | 'nextStaffReviews' | 'approveStaffReview' | 'rejectReview'>;
  attempt: Attempt;
  /** An approval or rejection changes a product's rating: the site is published again. */
  onModerated: () => void;
}) {
  const listing = createListing<StaffReview>(attempt, () => api.listStaffReviews(), api.nextStaffReviews);
  const moderated = (ok: boolean) => {
    if (ok) onModerated();
    return ok;
  };
  return {
    ...listing,
    approve: (review: StaffReview) =>
      listing.act(review.id, () => api.approveStaffReview(review.id).then(() => ({ ...review, approuve: true }))).then(moderated),
    reject: (review: StaffReview) => listing.act(review.id, () => api.rejectReview(review.id).then(() => null)).then(moderated),
  };
}

export function createMessageDesk({
  api,
  attempt,
}: {
  api: Pick<StaffApi, 'listMessages' | 'nextMessages' | 'markMessage' | 'failedEmails'>;
  attempt: Attempt;
}) {
  const listing = createListing<StaffContactMessage>(attempt, () => api.listMessages(), api.nextMessages);
  /** E-mails the shop could not deliver: null until known, and when the API has no outbox (yet). */
  const $failedEmails = atom<OutboxMessage[] | null>(null);
  async function loadFailedEmails(): Promise<void> {
    const outcome = await attempt(() => api.failedEmails());
    $failedEmails.set(outcome.ok ? outcome.value.results : null);
  }
  return {
    ...listing,
    $failedEmails,
    load: () => Promise.all([listing.load(), loadFailedEmails()]).then(() => undefined),
    mark: (message: StaffContactMessage, traite: boolean) => listing.act(message.id, () => api.markMessage(message.id, traite)),
  };
}
