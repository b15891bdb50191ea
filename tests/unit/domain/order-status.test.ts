import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  canCancel,
  canReview,
  canTransition,
  hasInvoice,
  isOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusLabel,
} from '../../../src/domain/order-status.ts';

describe('orderStatusLabel', () => {
  it.each([
    ['en_attente', 'En attente'],
    ['confirmee', 'Confirmée'],
    ['en_preparation', 'En préparation'],
    ['prete_livraison', 'Prête pour livraison'],
    ['en_livraison', 'En livraison'],
    ['livree', 'Livrée'],
    ['annulee', 'Annulée'],
    ['inconnu', 'inconnu'],
    [null, ''],
  ])('%j → %j', (statut, label) => {
    expect(orderStatusLabel(statut)).toBe(label);
  });

  it('knows exactly 7 statuses', () => {
    expect(ORDER_STATUSES).toHaveLength(7);
    expect(isOrderStatus('livree')).toBe(true);
    expect(isOrderStatus('LIVREE')).toBe(false);
  });
});

describe('transitions', () => {
  it.each([
    ['en_attente', ['confirmee', 'annulee']],
    ['confirmee', ['en_preparation', 'annulee']],
    ['en_preparation', ['prete_livraison', 'annulee']],
    ['prete_livraison', ['en_livraison', 'annulee']],
    ['en_livraison', ['livree', 'annulee']],
    ['livree', []],
    ['annulee', []],
  ] as [OrderStatus, OrderStatus[]][])('%s → %j', (from, to) => {
    expect(allowedTransitions(from)).toEqual(to);
  });

  it.each([
    ['en_attente', 'confirmee', true],
    ['en_attente', 'livree', false],
    ['confirmee', 'en_attente', false],
    ['livree', 'annulee', false],
    ['en_livraison', 'annulee', true],
    ['annulee', 'en_attente', false],
  ] as [OrderStatus, OrderStatus, boolean][])('%s → %s allowed: %s', (from, to, ok) => {
    expect(canTransition(from, to)).toBe(ok);
  });
});

describe('canCancel / canReview / hasInvoice', () => {
  it.each(ORDER_STATUSES.map((s) => [s, s === 'en_attente', s === 'livree', s !== 'annulee'] as const))(
    '%s: cancel %s, review %s, invoice %s',
    (s, cancel, review, invoice) => {
      expect(canCancel(s)).toBe(cancel);
      expect(canReview(s)).toBe(review);
      expect(hasInvoice(s)).toBe(invoice);
    },
  );
});
