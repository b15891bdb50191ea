import { describe, expect, it } from 'vitest';
import { decimalSchema } from '../../../src/contract/decimal.ts';
import { brandSchema, categorySchema, productSchema } from '../../../src/contract/product.ts';
import { drfProduct } from './samples.ts';

describe('decimalSchema', () => {
  it.each([
    ['2500.00', '2500.00'],
    ['2500', '2500'],
    ['-3.5', '-3.5'],
    ['0.125', '0.125'],
    [' 12.50 ', '12.50'],
    [2500, 2500],
    [12.5, 12.5],
  ])('accepts %j and keeps it as %j', (input, output) => {
    expect(decimalSchema.parse(input)).toBe(output);
  });

  it.each([['abc'], ['12,50'], [''], ['1e3'], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [true], [{}]])('rejects %j', (input) => {
    expect(decimalSchema.safeParse(input).success).toBe(false);
  });

  it('says what it expected', () => {
    expect(decimalSchema.safeParse('abc').error?.issues[0]?.message).toBe('Nombre décimal attendu (ex. "2500.00")');
  });
});

describe('productSchema accepts what DRF sends', () => {
  it.each([
    ['decimal strings and nested refs', {}, { prix: '2500.00', marque: { id: 3, nom: 'Bralima' }, categorie: { id: 1, nom: 'Bières' } }],
    ['numbers for decimals', { prix: 2500, prix_consigne: 500 }, { prix: 2500, prix_consigne: 500 }],
    ['a promo price', { prix_promo: '2000.00' }, { prix_promo: '2000.00' }],
    ['null image and description', { image: null, description: null }, { image: null, description: null }],
    [
      'missing image, description, prix_promo',
      { image: undefined, description: undefined, prix_promo: undefined },
      { image: null, description: null, prix_promo: null },
    ],
    ['ids for marque and categorie', { marque: 3, categorie: 1 }, { marque: { id: 3, nom: null }, categorie: { id: 1, nom: null } }],
    ['null marque and categorie', { marque: null, categorie: null }, { marque: null, categorie: null }],
    ['review summary of the reference API', { note_moyenne: '4.50', nombre_avis: 2 }, { note_moyenne: '4.50', nombre_avis: 2 }],
  ])('%s', (_name, override, expected) => {
    const parsed = productSchema.parse({ ...drfProduct, ...override });
    expect(parsed).toMatchObject(expected);
  });

  it.each([
    ['an unparsable price', { prix: 'deux mille' }, 'prix'],
    ['a missing name', { nom: undefined }, 'nom'],
    ['a fractional stock', { stock: 1.5 }, 'stock'],
    ['a string id', { id: 'douze' }, 'id'],
    ['a brand without id', { marque: { nom: 'Bralima' } }, 'marque'],
  ])('rejects %s with a readable error on the field', (_name, override, field) => {
    const result = productSchema.safeParse({ ...drfProduct, ...override });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path[0]).toBe(field);
    expect(issue?.message.length).toBeGreaterThan(5);
  });
});

describe('category and brand', () => {
  it.each([
    [{ id: 1, nom: 'Eaux', description: 'Eaux minérales', image: 'http://x/media/categories/1.svg' }, true],
    [{ id: 1, nom: 'Eaux', description: null, image: null }, true],
    [{ id: 1, nom: 'Eaux' }, true],
    [{ nom: 'Eaux' }, false],
  ])('category %j → %s', (input, ok) => {
    expect(categorySchema.safeParse(input).success).toBe(ok);
  });

  it.each([
    [{ id: 3, nom: 'Bralima' }, true],
    [{ id: 3 }, false],
    [{ id: -1, nom: 'x' }, false],
  ])('brand %j → %s', (input, ok) => {
    expect(brandSchema.safeParse(input).success).toBe(ok);
  });
});
