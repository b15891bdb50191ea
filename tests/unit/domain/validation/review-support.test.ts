import { describe, expect, it } from 'vitest';
import { reviewState, reviewStats, validateReview, type ReviewForm } from '../../../../src/domain/validation/review.ts';
import { validateContactMessage } from '../../../../src/domain/validation/support.ts';

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

describe('reviewStats', () => {
  it.each([
    [[], { average: null, count: 0 }],
    [[{ note: 4, approuve: false }], { average: null, count: 0 }],
    [
      [
        { note: 4, approuve: true },
        { note: 5, approuve: true },
        { note: 1, approuve: false },
      ],
      { average: 4.5, count: 2 },
    ],
  ])('%j → %j', (reviews, expected) => {
    expect(reviewStats(reviews)).toEqual(expected);
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

describe('validateContactMessage', () => {
  const ok = { name: 'Mado', email: 'mado@example.cd', message: 'Bonjour' };
  it.each([
    [{ ...ok, name: '' }, 'Veuillez remplir tous les champs (nom, email et message).', 'name'],
    [{ ...ok, email: ' ' }, 'Veuillez remplir tous les champs (nom, email et message).', 'email'],
    [{ ...ok, message: '' }, 'Veuillez remplir tous les champs (nom, email et message).', 'message'],
    [{ ...ok, email: 'pas-un-email' }, 'Veuillez entrer une adresse email valide.', 'email'],
  ])('%j → %s', (form, message, field) => {
    expect(validateContactMessage(form)).toEqual({ ok: false, message, field });
  });

  it('returns trimmed values', () => {
    expect(validateContactMessage({ name: ' Mado ', email: 'mado@example.cd', message: ' Bonjour ' })).toEqual({ ok: true, value: ok });
  });
});
