import { describe, expect, it } from 'vitest';
import { effectiveUnitPriceCents, promoPriceCents } from '../../../src/domain/price.ts';

describe('the promo rule', () => {
  it.each<[string, { prix?: unknown; prix_promo?: unknown }, number | null, number | null]>([
    ['no promotion', { prix: '2500.00', prix_promo: null }, null, 250_000],
    ['no promotion field', { prix: '2500.00' }, null, 250_000],
    ['a lower promotion', { prix: '2500.00', prix_promo: '2000.00' }, 200_000, 200_000],
    ['a promotion one hundredth lower', { prix: 1999.5, prix_promo: '1999.49' }, 199_949, 199_949],
    ['a promotion equal to the price', { prix: '2500.00', prix_promo: '2500' }, null, 250_000],
    ['a promotion above the price', { prix: '2500.00', prix_promo: '3000.00' }, null, 250_000],
    ['a promotion of 0', { prix: '2500.00', prix_promo: '0.00' }, null, 250_000],
    ['a negative promotion', { prix: '2500.00', prix_promo: '-1' }, null, 250_000],
    ['an unreadable promotion', { prix: '2500.00', prix_promo: 'abc' }, null, 250_000],
    ['an unreadable price', { prix: 'abc', prix_promo: '2000.00' }, null, null],
    ['no price', { prix_promo: '2000.00' }, null, null],
  ])('%s: promo %s, paid %s (hundredths)', (_name, product, promo, paid) => {
    expect(promoPriceCents(product)).toBe(promo);
    expect(effectiveUnitPriceCents(product)).toBe(paid);
  });
});
