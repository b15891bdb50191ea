import { describe, expect, it } from 'vitest';
import type { StockMovementType } from '../../../src/contract/staff-stock.ts';
import { movementLine, signedQuantity } from '../../../src/domain/stock-movement.ts';

describe('a change of stock as gestion writes it', () => {
  it.each([
    [40, '+40'],
    [1, '+1'],
    [0, '±0'],
    [-2, '−2'],
    [-10_000, '−10000'],
  ])('%i is written %s', (n, text) => expect(signedQuantity(n)).toBe(text));

  it.each([
    ['reception', 40, 29, 69, 'réception +40 (29 → 69)'],
    ['commande', -2, 31, 29, 'commande −2 (31 → 29)'],
    ['annulation', 2, 29, 31, 'annulation +2 (29 → 31)'],
    ['inventaire', -3, 69, 66, 'inventaire −3 (69 → 66)'],
    ['inventaire', 0, 66, 66, 'inventaire ±0 (66 → 66)'],
    ['archive', -66, 66, 0, 'archivage −66 (66 → 0)'],
    ['creation', 50, 0, 50, 'création +50 (0 → 50)'],
  ] as const)('%s %i from %i to %i: %s', (type: StockMovementType, quantite, stock_avant, stock_apres, line) =>
    expect(movementLine({ type, quantite, stock_avant, stock_apres })).toBe(line),
  );
});
