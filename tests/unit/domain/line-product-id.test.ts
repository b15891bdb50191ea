import { describe, expect, it } from 'vitest';
import { type CartLineInput, lineProductId, parseId } from '../../../src/domain/cart.ts';

describe('lineProductId: the product of a cart line, whatever its source', () => {
  it.each<[string, CartLineInput, number | null]>([
    ['a local line (id = produit = the product)', { id: 12, produit: 12, titre: 'Primus 72 cl' }, 12],
    ['an old local line with its id only', { id: 12 }, 12],
    ['an old local line with produit only', { produit: 13 }, 13],
    ['an old local line with produit_id only', { produit_id: '14' }, 14],
    ['a local line mapped from the server cart (articleId apart)', { id: 12, produit: 12, articleId: 300 }, 12],
    ['a raw server cart line: id is the article', { id: 300, produit: { id: 12, nom: 'Primus' } }, 12],
    ['a raw server cart line sending produit as an id', { id: 300, produit: 12 }, 12],
    ['an order article with produit_info only', { id: 55, produit_info: { id: 7, nom: 'Maltina' } }, 7],
    ['an order article with produit and produit_info', { id: 55, produit: 9, produit_info: { id: 9 } }, 9],
    ['produit_id wins over produit', { produit_id: 11, produit: 4, id: 4 }, 11],
    ['produit wins over produit_info', { produit: 4, produit_info: { id: 5 } }, 4],
    ['an unreadable produit_id is skipped', { produit_id: 'abc', produit: 4 }, 4],
    ['a product object without id is skipped', { produit: { nom: 'x' }, id: 3 }, 3],
    ['a zero id is no id', { produit: 0, id: 3 }, 3],
    ['nothing naming a product', { nom: 'x' }, null],
    ['only an article id of 0', { id: 0 }, null],
  ])('%s', (_name, line, expected) => {
    expect(lineProductId(line)).toBe(expected);
  });
});

describe('parseId', () => {
  it.each<[unknown, number | null]>([
    [12, 12],
    ['12', 12],
    [' 12', null],
    ['1.5', null],
    [1.5, null],
    [0, null],
    [-3, null],
    [Number.MAX_SAFE_INTEGER + 1, null],
    [null, null],
    [undefined, null],
    [{ id: 12 }, null],
  ])('%j → %j', (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });
});
