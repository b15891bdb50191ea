import { describe, expect, it } from 'vitest';
import { notificationSchema } from '../../../src/contract/notification.ts';
import {
  filterNotifications,
  isNotificationType,
  NOTIFICATION_TYPES,
  notificationKindLabel,
  notificationTypeLabel,
  STATUS_NOTIFICATION_TYPE,
  sampleNotifications,
} from '../../../src/domain/notification-types.ts';

describe('notification types', () => {
  it('has the 11 types of the spec', () => {
    expect([...NOTIFICATION_TYPES].sort()).toEqual(
      [
        'commande_recue',
        'commande_confirmee',
        'commande_en_preparation',
        'commande_prete',
        'commande_en_livraison',
        'commande_livree',
        'commande_annulee',
        'paiement_recu',
        'paiement_refuse',
        'promotion',
        'systeme',
      ].sort(),
    );
  });

  it.each([
    ['commande_recue', 'Commande reçue'],
    ['paiement_refuse', 'Paiement refusé'],
    ['promotion', 'Promotion'],
    ['systeme', 'Système'],
    ['inconnu', 'Système'],
  ])('%s → %s', (type, label) => {
    expect(notificationTypeLabel(type)).toBe(label);
  });

  it('gives every type a distinct label', () => {
    const labels = NOTIFICATION_TYPES.map(notificationTypeLabel);
    expect(new Set(labels).size).toBe(11);
    expect(isNotificationType('promotion')).toBe(true);
    expect(isNotificationType('Promotion')).toBe(false);
  });

  it.each([
    ['en_attente', 'commande_recue'],
    ['confirmee', 'commande_confirmee'],
    ['en_preparation', 'commande_en_preparation'],
    ['prete_livraison', 'commande_prete'],
    ['en_livraison', 'commande_en_livraison'],
    ['livree', 'commande_livree'],
    ['annulee', 'commande_annulee'],
  ] as const)('status %s notifies %s', (status, type) => {
    expect(STATUS_NOTIFICATION_TYPE[status]).toBe(type);
  });
});

describe('sampleNotifications', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const samples = sampleNotifications(now);

  it('gives 3 notifications the contract accepts', () => {
    expect(samples).toHaveLength(3);
    for (const n of samples) expect(notificationSchema.safeParse(n).success).toBe(true);
  });

  it('mentions a 10% promotion code', () => {
    expect(samples.filter((n) => n.type === 'promotion' && n.message.includes('10%'))).toHaveLength(1);
  });

  it('dates them relative to now', () => {
    expect(samples.map((n) => n.date_relative)).toEqual(['Il y a 2 heures', 'Il y a 1 jour', 'Il y a 3 jours']);
    expect(samples[0]?.date_creation).toBe('2026-11-21T10:00:00.000Z');
    expect(sampleNotifications(new Date('2026-11-22T12:00:00Z'))[0]?.date_creation).toBe('2026-11-22T10:00:00.000Z');
  });

  it.each([
    ['all', [1, 2, 3]],
    ['unread', [1, 2]],
    ['read', [3]],
  ] as const)('filter %s → %j', (filter, ids) => {
    expect(filterNotifications(samples, filter).map((n) => n.id)).toEqual(ids);
  });
});

describe('notificationKindLabel: the type beside the title, said once', () => {
  it.each([
    ['an order notification titled with its type', 'commande_confirmee', '', 'Commande confirmée', null],
    ['the same title in other case and accents', 'commande_recue', '', 'COMMANDE RECUE', null],
    ['a title that starts with the type', 'promotion', 'Promotion', 'Promotion spéciale', null],
    ['a title of its own', 'systeme', '', 'Bienvenue chez Kin Boissons', 'Système'],
    ["the server's display label when it differs", 'paiement_recu', 'Paiement bien reçu', 'Merci !', 'Paiement bien reçu'],
    ['a title unrelated to its type', 'commande_livree', '', 'Votre colis est arrivé', 'Commande livrée'],
  ] as const)('%s', (_name, type, type_display, titre, expected) => {
    expect(notificationKindLabel({ type, type_display, titre })).toBe(expected);
  });
});
