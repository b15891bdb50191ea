import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessageSchema } from '../../../src/contract/contact.ts';
import { fieldErrorsOf, firstErrorMessage } from '../../../src/contract/errors.ts';
import { notificationSchema, notificationTypes } from '../../../src/contract/notification.ts';
import { itemsOf, listOrPaginated, nextPageOf, paginatedSchema } from '../../../src/contract/pagination.ts';
import { reviewCreateSchema, reviewSchema, reviewUpdateSchema } from '../../../src/contract/review.ts';

const item = z.object({ id: z.number() });

describe('pagination', () => {
  const page = {
    count: 3,
    next: 'http://127.0.0.1:4321/api/v1/products/produits/?page=2',
    previous: null,
    results: [{ id: 1 }, { id: 2 }],
  };
  it.each([
    ['a DRF page', page, [1, 2], page.next],
    ['the last page', { ...page, next: null, previous: 'http://x/?page=1' }, [1, 2], null],
    ['a plain list', [{ id: 1 }], [1], null],
    ['an empty list', [], [], null],
  ])('reads %s', (_name, body, ids, next) => {
    const parsed = listOrPaginated(item).parse(body);
    expect(itemsOf(parsed).map((entry) => entry.id)).toEqual(ids);
    expect(nextPageOf(parsed)).toBe(next);
  });

  it.each([
    ['results missing', { count: 1, next: null, previous: null }],
    ['a bad item', { ...page, results: [{ id: 'x' }] }],
    ['next missing', { count: 1, previous: null, results: [] }],
  ])('rejects a page with %s', (_name, body) => {
    expect(paginatedSchema(item).safeParse(body).success).toBe(false);
  });

  it('rejects a list of bad items', () => {
    expect(listOrPaginated(item).safeParse([{ id: 'x' }]).success).toBe(false);
  });
});

describe('DRF errors', () => {
  it.each([
    ['detail', { detail: 'Pas trouvé.' }, undefined, 'Pas trouvé.'],
    [
      'non_field_errors',
      { non_field_errors: ['Impossible de se connecter avec les informations fournies.'] },
      ['non_field_errors'],
      'Impossible de se connecter avec les informations fournies.',
    ],
    ['field order', { password: ['Trop court.'], email: ['Déjà utilisé.'] }, ['username', 'email', 'password'], 'Déjà utilisé.'],
    ['a missing field', { password: ['Trop court.'] }, ['email'], null],
    ['an empty list skipped', { email: [], password: ['Trop court.'] }, ['email', 'password'], 'Trop court.'],
    ['a nested error', { articles: [{ quantite: ['Stock insuffisant.'] }] }, ['articles'], 'Stock insuffisant.'],
    ['a plain string body', 'Service indisponible', undefined, 'Service indisponible'],
    ['a plain string body when fields are asked', 'Service indisponible', ['email'], null],
    ['null', null, undefined, null],
  ] as const)('first message with %s', (_name, body, fields, expected) => {
    expect(firstErrorMessage(body, fields)).toBe(expected);
  });

  it.each([
    [{ email: ['Déjà utilisé.'], detail: 'x' }, { email: ['Déjà utilisé.'] }],
    [{ non_field_errors: 'Seul' }, { non_field_errors: ['Seul'] }],
    [{ detail: 'x' }, null],
    ['texte', null],
    [[1, 2], null],
  ])('field errors of %j', (body, expected) => {
    expect(fieldErrorsOf(body)).toEqual(expected);
  });
});

describe('reviews', () => {
  const review = { id: 1, produit: 12, note: 4, commentaire: 'Bien fraîche', approuve: true, utilisateur_est_auteur: false };
  it.each([
    ['a plain review', {}, true],
    ['author name and date', { auteur: 'Mbuyi', date: '2026-11-20' }, true],
    ['produit as object', { produit: { id: 12, nom: 'Primus' } }, true],
    ['a rating of 0', { note: 0 }, false],
    ['a rating of 6', { note: 6 }, false],
    ['a rating of 3.5', { note: 3.5 }, false],
    ['no approval flag', { approuve: undefined }, false],
  ])('review with %s', (_name, override, ok) => {
    expect(reviewSchema.safeParse({ ...review, ...override }).success).toBe(ok);
  });

  it.each([
    [{ produit: 12, note: 5, commentaire: 'Parfait' }, true],
    [{ produit: 12, note: 0, commentaire: 'x' }, false],
    [{ produit: 12, note: 5, commentaire: '' }, false],
    [{ note: 5, commentaire: 'x' }, false],
  ])('review payload %j → %s', (payload, ok) => {
    expect(reviewCreateSchema.safeParse(payload).success).toBe(ok);
  });

  it('explains an out-of-range rating', () => {
    expect(reviewCreateSchema.safeParse({ produit: 12, note: 9, commentaire: 'x' }).error?.issues[0]?.message).toBe(
      'La note doit être comprise entre 1 et 5',
    );
  });

  it.each([
    [{ approuve: true }, true],
    [{ note: 3, commentaire: 'Moins bien' }, true],
    [{}, false],
    [{ note: 7 }, false],
  ])('review patch %j → %s', (patch, ok) => {
    expect(reviewUpdateSchema.safeParse(patch).success).toBe(ok);
  });
});

describe('notifications', () => {
  const notification = {
    id: 1,
    type: 'commande_recue',
    type_display: 'Commande reçue',
    titre: 'Commande reçue',
    message: 'Votre commande CMD-1 a bien été reçue.',
    date_creation: '2026-11-21T09:30:00Z',
    date_relative: 'il y a 2 heures',
    lue: false,
    importante: true,
    data: { articles: [{ nom: 'Primus', quantite: 2 }], numero_commande: 'CMD-1' },
  };
  it.each(notificationTypes.map((type) => [type]))('accepts the type %s', (type) => {
    expect(notificationSchema.parse({ ...notification, type }).type).toBe(type);
  });

  it('keeps the articles and other data', () => {
    expect(notificationSchema.parse(notification).data).toMatchObject({ articles: [{ nom: 'Primus' }], numero_commande: 'CMD-1' });
  });

  it.each([
    ['no data', { data: undefined }, true],
    ['an unknown type', { type: 'anniversaire' }, false],
    ['lue missing', { lue: undefined }, false],
  ])('%s', (_name, override, ok) => {
    expect(notificationSchema.safeParse({ ...notification, ...override }).success).toBe(ok);
  });
});

describe('contact message', () => {
  it.each([
    [{ name: 'Mbuyi', email: 'mbuyi@example.cd', message: 'Livrez-vous à Ngaliema ?' }, true],
    [{ name: '', email: 'mbuyi@example.cd', message: 'x' }, false],
    [{ name: 'Mbuyi', email: 'pas un email', message: 'x' }, false],
    [{ name: 'Mbuyi', email: 'mbuyi@example.cd', message: '   ' }, false],
    [{ name: 'Mbuyi', email: 'mbuyi@example.cd', message: 'x'.repeat(5001) }, false],
  ])('%j → %s', (payload, ok) => {
    expect(contactMessageSchema.safeParse(payload).success).toBe(ok);
  });
});
