import { describe, expect, it } from 'vitest';
import {
  type CartLineInput,
  DELIVERY_FEE_CENTS,
  deliveryFeeCents,
  effectiveUnitPriceCents,
  FREE_DELIVERY_THRESHOLD_CENTS,
  formatDeliveryFee,
  lineProductName,
  lineTotalCents,
  parseQuantity,
  summarizeCart,
} from '../../../src/domain/cart.ts';
import { amountText } from '../../amount-text.ts';

const line = (over: Partial<CartLineInput> = {}): CartLineInput => ({
  id: 1,
  nom: 'Primus 72 cl',
  prix: '2500.00',
  quantite: 1,
  avec_consigne: false,
  ...over,
});

describe('constants', () => {
  it('delivery fee is 6 000 FC, free from 58 000 FC', () => {
    expect(DELIVERY_FEE_CENTS).toBe(600000);
    expect(FREE_DELIVERY_THRESHOLD_CENTS).toBe(5800000);
  });
});

describe('deliveryFeeCents', () => {
  it.each([
    [0, 600000],
    [5799999, 600000],
    [5799900, 600000],
    [5800000, 0],
    [9000000, 0],
  ])('goods + deposits %i → fee %i', (amount, fee) => {
    expect(deliveryFeeCents(amount)).toBe(fee);
  });
});

describe('formatDeliveryFee', () => {
  it.each([
    [0, 'Gratuite'],
    [600000, amountText('6 000 FC')],
    [50, amountText('1 FC')],
  ])('fee %i is shown as %s', (fee, text) => {
    expect(formatDeliveryFee(fee)).toBe(text);
  });
});

describe('effectiveUnitPriceCents', () => {
  it.each([
    [{ prix: '2500.00' }, 250000],
    [{ prix: '2500.00', prix_promo: null }, 250000],
    [{ prix: '2500.00', prix_promo: '2000.00' }, 200000],
    [{ prix: '2500.00', prix_promo: '0.00' }, 250000],
    [{ prix: '2500.00', prix_promo: '3000.00' }, 250000],
    [{ prix: '2500.00', prix_promo: 'abc' }, 250000],
    [{ prix: 'abc', prix_promo: '2000.00' }, null],
    [{ prix: 1800 }, 180000],
  ])('%j → %j', (product, expected) => {
    expect(effectiveUnitPriceCents(product)).toBe(expected);
  });
});

describe('parseQuantity', () => {
  it.each([
    [1, 1],
    [12, 12],
    ['2', 2],
    [' 3 ', 3],
    [0, null],
    [-1, null],
    [1.5, null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });
});

describe('lineTotalCents', () => {
  it.each([
    [250000, 50000, true, 3, 900000],
    [250000, 50000, false, 3, 750000],
    [250010, 20, true, 1, 250030],
  ])('(%i + %i if %s) × %i = %i', (price, consigne, chosen, qty, total) => {
    expect(lineTotalCents(price, consigne, chosen, qty)).toBe(total);
  });
});

describe('summarizeCart', () => {
  it('a cart of 57 999 FC goods + deposits pays 6 000 FC delivery', () => {
    const s = summarizeCart([
      line({ prix: '50000.00', quantite: 1 }),
      line({ id: 2, prix: '7499.00', prix_consigne: '500.00', avec_consigne: true }),
    ]);
    expect(s.subtotalCents).toBe(5799900);
    expect(s.deliveryFeeCents).toBe(600000);
    expect(s.totalCents).toBe(6399900);
  });

  it('a cart of 58 000 FC goods + deposits pays no delivery', () => {
    const s = summarizeCart([line({ prix: '50000.00' }), line({ id: 2, prix: '7500.00', prix_consigne: '500.00', avec_consigne: true })]);
    expect(s.goodsCents).toBe(5750000);
    expect(s.depositsCents).toBe(50000);
    expect(s.subtotalCents).toBe(5800000);
    expect(s.deliveryFeeCents).toBe(0);
    expect(s.totalCents).toBe(5800000);
  });

  it('excludes a line priced "abc" and lists it as a problem', () => {
    const s = summarizeCart([line(), line({ id: 2, nom: 'Tembo', prix: 'abc', quantite: 2 })]);
    expect(s.validLines.map((l) => l.productName)).toEqual(['Primus 72 cl']);
    expect(s.goodsCents).toBe(250000);
    expect(s.itemCount).toBe(1);
    expect(s.problems).toEqual([
      { index: 1, kind: 'invalid_price', productName: 'Tembo', message: 'Tembo : prix invalide, article exclu du total.' },
    ]);
  });

  it.each([
    [0, 'invalid_quantity'],
    [1.5, 'invalid_quantity'],
    [-2, 'invalid_quantity'],
    ['abc', 'invalid_quantity'],
    [undefined, 'invalid_quantity'],
  ])('excludes quantity %j as %s', (quantite, kind) => {
    const s = summarizeCart([line({ quantite })]);
    expect(s.validLines).toHaveLength(0);
    expect(s.problems.map((p) => p.kind)).toEqual([kind]);
    expect(s.totalCents).toBe(0);
    expect(s.deliveryFeeCents).toBe(0);
  });

  it('accepts quantity "2" from old storage', () => {
    const s = summarizeCart([line({ quantite: '2' })]);
    expect(s.itemCount).toBe(2);
    expect(s.goodsCents).toBe(500000);
    expect(s.problems).toEqual([]);
  });

  it('lists both problems of a line with bad price and bad quantity', () => {
    const s = summarizeCart([line({ prix: '', quantite: 0 })]);
    expect(s.problems.map((p) => p.kind)).toEqual(['invalid_price', 'invalid_quantity']);
  });

  it.each([[undefined], [null], ['abc']])('counts a missing deposit price (%j) as 0, reports it and keeps the line', (prix_consigne) => {
    const s = summarizeCart([line({ avec_consigne: true, prix_consigne, quantite: 2 })]);
    expect(s.validLines).toHaveLength(1);
    expect(s.depositsCents).toBe(0);
    expect(s.goodsCents).toBe(500000);
    expect(s.problems).toEqual([
      {
        index: 0,
        kind: 'missing_consigne',
        productName: 'Primus 72 cl',
        message: 'Primus 72 cl : prix de la consigne manquant, compté 0 FC.',
      },
    ]);
  });

  it('ignores a missing deposit price when the deposit is not chosen', () => {
    expect(summarizeCart([line({ avec_consigne: false })]).problems).toEqual([]);
  });

  it('sums "2500.10" + "0.20" deposits exactly', () => {
    const s = summarizeCart([line({ prix: '2500.10', prix_consigne: '0.20', avec_consigne: true, quantite: 3 })]);
    expect(s.goodsCents).toBe(750030);
    expect(s.depositsCents).toBe(60);
    expect(s.validLines[0]?.lineTotalCents).toBe(750090);
    expect(s.totalCents).toBe(750090 + 600000);
  });

  it('reads server lines (prix_unitaire, prix_consigne_unitaire, produit object)', () => {
    const s = summarizeCart([
      {
        id: 9,
        produit: { id: 3, nom: 'Eau Vitale 1,5 L' },
        quantite: 4,
        prix_unitaire: '1000.00',
        prix_consigne_unitaire: '200.00',
        avec_consigne: true,
      },
    ]);
    expect(s.validLines[0]?.productName).toBe('Eau Vitale 1,5 L');
    expect(s.goodsCents).toBe(400000);
    expect(s.depositsCents).toBe(80000);
    expect(s.itemCount).toBe(4);
  });

  it('uses the promo price of a line when lower', () => {
    expect(summarizeCart([line({ prix: '2500.00', prix_promo: '2000.00', quantite: 2 })]).goodsCents).toBe(400000);
  });

  it('counts the items of the header badge from valid lines only', () => {
    const s = summarizeCart([line({ quantite: 2 }), line({ id: 2, quantite: 3 }), line({ id: 3, prix: 'x', quantite: 5 })]);
    expect(s.itemCount).toBe(5);
  });

  it('an empty cart owes nothing', () => {
    expect(summarizeCart([])).toMatchObject({
      goodsCents: 0,
      depositsCents: 0,
      deliveryFeeCents: 0,
      totalCents: 0,
      itemCount: 0,
      problems: [],
    });
  });
});

describe('lineProductName', () => {
  it.each([
    [{ titre: 'Skol 65 cl', nom: 'x' }, 'Skol 65 cl'],
    [{ nom: ' Tembo ' }, 'Tembo'],
    [{ produit: { nom: 'Fanta' } }, 'Fanta'],
    [{ produit: 4 }, 'Produit sans nom'],
    [{ titre: '' }, 'Produit sans nom'],
  ])('%j → %j', (l, expected) => {
    expect(lineProductName(l)).toBe(expected);
  });
});
