import { describe, expect, it } from 'vitest';
import { type ReviewForm, reviewState, validateReview } from '../../../../src/domain/validation/review.ts';

const review = (over: Partial<ReviewForm> = {}): ReviewForm => ({
  isAuthenticated: true,
  produit: 4,
  note: 5,
  commentaire: 'Très fraîche',
  ...over,
});

describe('validateReview', () => {
  it.each([
    [{ isAuthenticated: false }, 'Vous devez être connecté pour laisser un avis.', undefined],
    [{ produit: null }, 'Produit non sélectionné.', 'produit'],
    [{ produit: 0 }, 'Produit non sélectionné.', 'produit'],
    [{ note: 0 }, 'Veuillez sélectionner une note.', 'note'],
    [{ note: 6 }, 'Veuillez sélectionner une note.', 'note'],
    [{ note: 3.5 }, 'Veuillez sélectionner une note.', 'note'],
    [{ note: undefined }, 'Veuillez sélectionner une note.', 'note'],
    [{ commentaire: '  ' }, 'Veuillez écrire un commentaire.', 'commentaire'],
  ])('%j → %s', (over, message, field) => {
    expect(validateReview(review(over))).toEqual(field === undefined ? { ok: false, message } : { ok: false, message, field });
  });

  it.each([[1], [5]])('accepts note %i', (note) => {
    expect(validateReview(review({ note, produit: '4' }))).toEqual({ ok: true, value: { produit: 4, note, commentaire: 'Très fraîche' } });
  });
});

describe('reviewState', () => {
  it.each([
    [null, 'none'],
    [{ approuve: false }, 'pending'],
    [{ approuve: true }, 'approved'],
  ])('%j → %s', (r, state) => {
    expect(reviewState(r)).toBe(state);
  });
});
