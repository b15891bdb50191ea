import { describe, expect, it } from 'vitest';
import { canAddToCart, clampQuantity } from '../../../src/domain/quantity.ts';
import { checkAddToCart, shortageDetail, shortageMessage } from '../../../src/domain/stock-check.ts';

const INVALID = 'Veuillez sélectionner une quantité valide.';

describe('clampQuantity', () => {
  it.each([
    [1, 10, { quantity: 1 }],
    [5, 10, { quantity: 5 }],
    [10, 10, { quantity: 10 }],
    [0, 10, { quantity: 1, message: INVALID }],
    [-3, 10, { quantity: 1, message: INVALID }],
    ['abc', 10, { quantity: 1, message: INVALID }],
    ['', 10, { quantity: 1, message: INVALID }],
    [Number.NaN, 10, { quantity: 1, message: INVALID }],
    [0.5, 10, { quantity: 1, message: INVALID }],
    [1.5, 10, { quantity: 1 }],
    ['2', 10, { quantity: 2 }],
    [12, 10, { quantity: 10, message: "Désolé, il n'y a que 10 unités disponibles en stock pour ce produit." }],
    [4, 3, { quantity: 3, message: "Désolé, il n'y a que 3 unités disponibles en stock pour ce produit." }],
    [40, undefined, { quantity: 40 }],
    [40, 0, { quantity: 40 }],
  ])('requested %j with stock %j → %j', (requested, stock, expected) => {
    expect(clampQuantity(requested, stock)).toEqual(expected);
  });
});

describe('checkAddToCart', () => {
  it.each([
    [
      { productName: 'Primus 72 cl', stock: 0, adding: 1 },
      { ok: false, message: 'Désolé, Primus 72 cl est actuellement en rupture de stock.' },
    ],
    [
      { productName: 'Tembo', stock: -2, adding: 1 },
      { ok: false, message: 'Désolé, Tembo est actuellement en rupture de stock.' },
    ],
    [
      { productName: 'Tembo', stock: 5, adding: 1 },
      { ok: true, quantity: 1 },
    ],
    [
      { productName: 'Tembo', stock: 5, inCart: 2, adding: 1 },
      { ok: true, quantity: 3 },
    ],
    [
      { productName: 'Tembo', stock: 5, inCart: 5, adding: 1 },
      { ok: false, message: "Désolé, il n'y a que 5 unités disponibles en stock pour ce produit." },
    ],
    [
      { productName: 'Tembo', stock: 5, adding: 0 },
      { ok: false, message: INVALID },
    ],
    [
      { productName: 'Tembo', stock: 5, adding: 1.5 },
      { ok: false, message: INVALID },
    ],
    [
      { productName: 'Tembo', stock: null, adding: 3 },
      { ok: true, quantity: 3 },
    ],
  ])('%j → %j', (input, expected) => {
    expect(checkAddToCart(input)).toEqual(expected);
  });
});

describe('canAddToCart', () => {
  it.each([
    [0, false],
    [-1, false],
    [1, true],
    [undefined, true],
  ])('stock %j → %s', (stock, expected) => {
    expect(canAddToCart(stock)).toBe(expected);
  });
});

describe('shortage', () => {
  it.each([
    [3, 'Désolé, il ne reste que 3 unités en stock.'],
    [0, 'Stock insuffisant pour la quantité demandée.'],
  ])('%i left → %s', (n, expected) => {
    expect(shortageMessage(n)).toBe(expected);
  });

  it('names the product for the API', () => {
    expect(shortageDetail('Primus 72 cl', 3)).toBe('Primus 72 cl : Désolé, il ne reste que 3 unités en stock.');
  });
});
