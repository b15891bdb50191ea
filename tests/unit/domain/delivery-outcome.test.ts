import { describe, expect, it } from 'vitest';
import { missingDepositCents, type OutcomeLine, outcomeAmounts } from '../../../src/domain/delivery-outcome.ts';

const crate20 = 'Casier de 20 bouteilles';
const crate24 = 'Casier de 24 bouteilles';
const line = (over: Partial<OutcomeLine>): OutcomeLine => ({
  quantite: 1,
  unite: crate20,
  consigneCents: 1_200_000,
  consigne: 'echange',
  bouteillesEchangees: 0,
  ...over,
});

describe('missingDepositCents: the exchanged empties missing cost their share of the deposit', () => {
  it.each<[string, Partial<OutcomeLine>, number, number]>([
    ['every crate back', { quantite: 2 }, 40, 0],
    ['one crate fewer than declared: 12 000 FC', { quantite: 2 }, 20, 1_200_000],
    ['nothing back: both crates', { quantite: 2 }, 0, 2_400_000],
    ['five bottles missing of a crate of 20: 5 × 600 FC', { quantite: 1 }, 15, 300_000],
    [
      'one bottle missing of a crate of 24 whose deposit does not divide: rounded up',
      { unite: crate24, consigneCents: 1_000_000 },
      23,
      41_667,
    ],
    ['bottles declared on top missing first, free', { quantite: 2, bouteillesEchangees: 12 }, 40, 0],
    ['on-top bottles and a crate missing: the crate', { quantite: 2, bouteillesEchangees: 12 }, 20, 1_200_000],
    ['a paid line missing its on-top bottles: nothing', { consigne: 'facturee', bouteillesEchangees: 12 }, 0, 0],
    ['no deposit: nothing', { consigne: 'sans' }, 0, 0],
    ['more back than declared: nothing', { quantite: 1 }, 30, 0],
    ['bottles of 500 FC, 3 of 7 missing', { unite: 'Bouteille 72 cl', quantite: 7, consigneCents: 50_000 }, 4, 150_000],
  ])('%s', (_, over, returned, cents) => {
    expect(missingDepositCents(line(over), returned)).toBe(cents);
  });
});

describe("outcomeAmounts: the total to collect is the order total plus each line's missing deposit", () => {
  it.each<[string, OutcomeLine[], number[], number]>([
    ['all back', [line({ quantite: 2 }), line({ unite: 'Bouteille 72 cl', consigneCents: 50_000, quantite: 3 })], [40, 3], 0],
    [
      'one crate short on the first, a bottle on the second',
      [line({ quantite: 2 }), line({ unite: 'Bouteille 72 cl', consigneCents: 50_000, quantite: 3 })],
      [20, 2],
      1_250_000,
    ],
    ['a line without its count: nothing back', [line({ quantite: 1 })], [], 1_200_000],
  ])('%s', (_, lines, returned, deposit) => {
    const amounts = outcomeAmounts(3_500_000, lines, returned);
    expect(amounts.depositCents).toBe(deposit);
    expect(amounts.toCollectCents).toBe(3_500_000 + deposit);
    expect(amounts.depositCents).toBe(lines.reduce((s, l, i) => s + missingDepositCents(l, returned[i] ?? 0), 0));
  });
});
