import { describe, expect, it } from 'vitest';
import { createReviewsStore, NOTICE_MS } from '../../../../src/stores/history/reviews.ts';
import { historyShop, manualTimers } from './orders-test-shop.ts';

function setup() {
  const h = historyShop();
  const timers = manualTimers();
  const store = createReviewsStore({ client: h.client, isSignedIn: () => h.session.token !== '', ...timers });
  return { h, timers, store };
}

/** The review form of product `produit` (a new review), filled in and sent. */
function send(store: ReturnType<typeof setup>['store'], produit: number, draft: { note: number | null; commentaire: string }) {
  const form = store.reviewForm({ productId: produit, review: null });
  form.edit(draft);
  return form.submit();
}

const stateOf = (store: ReturnType<typeof setup>['store'], produit: number) => store.$myReviews.get()[String(produit)]?.status;

describe('reviews store against the reference API', () => {
  it('none → pending → approved → edited back to pending', async () => {
    const { h, timers, store } = setup();
    await h.signIn();
    const order = await h.order([1, 2]);
    await h.deliver(order.id);

    await store.loadMyReviews([1, 2, 1]);
    expect([stateOf(store, 1), stateOf(store, 2)]).toEqual(['none', 'none']);

    expect(await send(store, 1, { note: 4, commentaire: '  Bien fraîche  ' })).toEqual({ ok: true });
    const pending = store.$myReviews.get()['1'];
    expect(pending).toMatchObject({ status: 'pending', review: { note: 4, commentaire: 'Bien fraîche', approuve: false } });
    expect(store.$reviewNotice.get()).toEqual({ kind: 'success', text: 'Merci ! Votre avis sera visible après modération.' });
    expect(timers.durations()).toEqual([NOTICE_MS]);
    timers.fireAll();
    expect(store.$reviewNotice.get()).toBeNull();

    const reviewId = pending && 'review' in pending ? pending.review!.id : 0;
    await h.approve(reviewId);
    store.$myReviews.set({}); // as on the next visit of the orders page
    await store.loadMyReviews([1]);
    expect(stateOf(store, 1)).toBe('approved');
    const approved = store.$myReviews.get()['1'];
    const editing = store.reviewForm({ productId: 1, review: approved && 'review' in approved ? approved.review : null });
    expect(editing.$draft.get()).toEqual({ note: 4, commentaire: 'Bien fraîche' });
    expect(store.reviewForm({ productId: 2, review: null }).$draft.get()).toEqual({ note: null, commentaire: '' });

    expect(await send(store, 1, { note: 2, commentaire: 'Moins bien cette fois' })).toEqual({ ok: true });
    expect(store.$myReviews.get()['1']).toMatchObject({ status: 'pending', review: { id: reviewId, note: 2, approuve: false } });
    expect(h.sent.filter((s) => s.startsWith('PATCH'))).toEqual([`PATCH /api/v1/products/avis/${reviewId}/`]);
  });

  const invalid: [string, { note: number | null; commentaire: string }, string, string][] = [
    ['no rating', { note: null, commentaire: 'Bon' }, 'Veuillez sélectionner une note.', 'note'],
    ['rating 0', { note: 0, commentaire: 'Bon' }, 'Veuillez sélectionner une note.', 'note'],
    ['rating 6', { note: 6, commentaire: 'Bon' }, 'Veuillez sélectionner une note.', 'note'],
    ['blank comment', { note: 5, commentaire: '   ' }, 'Veuillez écrire un commentaire.', 'commentaire'],
  ];
  it.each(invalid)('%s is refused before any request', async (_name, form, message, field) => {
    const { h, store } = setup();
    await h.signIn();
    expect(await send(store, 1, form)).toEqual({ ok: false, message, field });
    expect(h.sent.filter((s) => s.includes('avis'))).toEqual([]);
  });

  it('signed out: the spec message, nothing sent', async () => {
    const { h, store } = setup();
    expect(await send(store, 1, { note: 5, commentaire: 'Top' })).toEqual({
      ok: false,
      message: 'Vous devez être connecté pour laisser un avis.',
    });
    expect(h.sent).toEqual([]);
  });

  it('a refusal by the server is the spec error notice, which fades after 3 s', async () => {
    const { h, timers, store } = setup();
    await h.signIn();
    await store.loadMyReviews([3]);
    const outcome = await send(store, 3, { note: 5, commentaire: 'Jamais reçu' });
    const message = 'Une erreur est survenue lors de la soumission de votre avis. Veuillez réessayer.';
    expect(outcome).toEqual({ ok: false, message });
    expect(stateOf(store, 3)).toBe('none');
    expect(store.$reviewNotice.get()).toEqual({ kind: 'error', text: message });
    timers.fireAll();
    expect(store.$reviewNotice.get()).toBeNull();
  });

  it('a product whose reviews cannot be read is in error, the others still load', async () => {
    const { h, store } = setup();
    await h.signIn();
    h.failWhen((r) => (r.url.includes('/produits/2/avis/') ? new Response('boom', { status: 500 }) : null));
    await store.loadMyReviews([1, 2]);
    expect([stateOf(store, 1), stateOf(store, 2)]).toEqual(['none', 'error']);
  });
});
