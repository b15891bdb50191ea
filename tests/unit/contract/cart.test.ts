import { describe, expect, it } from 'vitest';
import {
  addToCartSchema,
  anonymousValidateRequestSchema,
  cartQuantitySchema,
  localCartLineSchema,
  localCartSchema,
  serverCartSchema,
} from '../../../src/contract/cart.ts';
import { productIdOf } from '../../../src/contract/product.ts';
import { lineProductId } from '../../../src/domain/cart.ts';
import { drfProduct } from './samples.ts';

const serverLine = { id: 5, produit: 12, quantite: 2, prix_unitaire: '2500.00', prix_consigne_unitaire: '500.00', avec_consigne: true };

describe('serverCartSchema', () => {
  it.each([
    ['produit as an id', serverLine, 12],
    ['produit as an object', { ...serverLine, produit: drfProduct }, 12],
    ['produit as a small object', { ...serverLine, produit: { id: 14, nom: 'Tembo' } }, 14],
  ])('reads a line with %s', (_name, line, productId) => {
    const cart = serverCartSchema.parse({ id: 1, articles: [line] });
    const first = cart.articles[0];
    expect(first && productIdOf(first.produit)).toBe(productId);
  });

  it.each([
    ['no deposit price', { prix_consigne_unitaire: null }, { prix_consigne_unitaire: null }],
    ['numbers for prices', { prix_unitaire: 2500, prix_consigne_unitaire: 500 }, { prix_unitaire: 2500 }],
  ])('reads a line with %s', (_name, override, expected) => {
    expect(serverCartSchema.parse({ id: 1, articles: [{ ...serverLine, ...override }] }).articles[0]).toMatchObject(expected);
  });

  it('reads an empty cart whose articles are missing', () => {
    expect(serverCartSchema.parse({ id: 3 })).toEqual({ id: 3, articles: [] });
  });

  it.each([
    ['a line without price', { ...serverLine, prix_unitaire: undefined }],
    ['a line whose produit is a name', { ...serverLine, produit: 'Primus' }],
  ])('rejects %s', (_name, line) => {
    expect(serverCartSchema.safeParse({ id: 1, articles: [line] }).success).toBe(false);
  });
});

describe('cart request payloads', () => {
  it.each([
    [{ produit_id: 12, quantite: 2, avec_consigne: true }, true],
    [{ produit_id: 12 }, true],
    [{ produit_id: 12, quantite: 0, avec_consigne: false }, false],
    [{ produit_id: 12, quantite: 1.5, avec_consigne: false }, false],
    [{ produit_id: '12', quantite: 1, avec_consigne: false }, false],
    [{ produit_id: 12, quantite: 1, avec_consigne: 'oui' }, false],
    [{ quantite: 1 }, false],
  ])('add to cart %j → %s', (payload, ok) => {
    expect(addToCartSchema.safeParse(payload).success).toBe(ok);
  });

  it('defaults the quantity to 1 and the deposit to false', () => {
    expect(addToCartSchema.parse({ produit_id: 12 })).toEqual({ produit_id: 12, quantite: 1, avec_consigne: false });
  });

  it.each([
    [{ quantite: 3 }, true],
    [{ quantite: 3, avec_consigne: true }, true],
    [{ quantite: -1 }, false],
    [{}, false],
  ])('quantity %j → %s', (payload, ok) => {
    expect(cartQuantitySchema.safeParse(payload).success).toBe(ok);
  });

  it('explains a zero quantity', () => {
    expect(cartQuantitySchema.safeParse({ quantite: 0 }).error?.issues[0]?.message).toBe('La quantité doit être au moins 1');
  });

  it.each([
    [{ product_ids: [1, 2, 3] }, true],
    [{ product_ids: [] }, true],
    [{ product_ids: ['1'] }, false],
    [{ product_ids: 1 }, false],
  ])('anonymous validation %j → %s', (payload, ok) => {
    expect(anonymousValidateRequestSchema.safeParse(payload).success).toBe(ok);
  });
});

describe('local cart lines (untrusted localStorage)', () => {
  const line = {
    id: 12,
    titre: 'Primus 72 cl',
    marque: 'Bralima',
    prix: '2500.00',
    image: null,
    quantite: 2,
    avec_consigne: true,
    prix_consigne: '500.00',
  };

  it.each([
    ['an unparsable price', { prix: 'abc' }, { prix: 'abc' }],
    ['a zero quantity', { quantite: 0 }, { quantite: 0 }],
    ['a fractional quantity', { quantite: 1.5 }, { quantite: 1.5 }],
    ['a missing deposit price', { prix_consigne: undefined }, { prix_consigne: null }],
    ['a price that is an object', { prix: { montant: 1 } }, { prix: null }],
    ['a string product id', { id: '12' }, { id: 12 }],
    ['a brand object', { marque: { id: 3, nom: 'Bralima' } }, { marque: 'Bralima' }],
    ['a non-boolean deposit flag', { avec_consigne: 'yes' }, { avec_consigne: false }],
    ['the product unit', { unite: 'Casier de 20 bouteilles' }, { unite: 'Casier de 20 bouteilles' }],
  ])('keeps a line with %s for the domain to judge', (_name, override, expected) => {
    expect(localCartLineSchema.parse({ ...line, ...override })).toMatchObject(expected);
  });

  it.each([
    ['no unit (a cart stored before units were kept)', {}],
    ['a unit that is not text', { unite: 20 }],
    ['a null unit', { unite: null }],
  ])('reads a line with %s as a line without unit (« par article »)', (_name, override) => {
    expect(localCartLineSchema.parse({ ...line, ...override }).unite).toBeUndefined();
  });

  it.each([
    ['id', { id: 12 }, 12],
    ['produit', { id: undefined, produit: 13 }, 13],
    ['produit object', { id: undefined, produit: { id: 15, nom: 'x' } }, 15],
    ['produit_id', { id: undefined, produit_id: '14' }, 14],
  ])('finds the product through %s', (_name, override, expected) => {
    expect(lineProductId(localCartLineSchema.parse({ ...line, ...override }))).toBe(expected);
  });

  it.each([[null], ['panier'], [12], [[line]]])('rejects the non-object %j', (value) => {
    expect(localCartLineSchema.safeParse(value).success).toBe(false);
  });

  it('rejects a line that names no product', () => {
    expect(localCartLineSchema.safeParse({ ...line, id: undefined }).error?.issues[0]?.message).toBe('Ligne de panier sans produit');
  });

  it.each([
    ['garbage text', 'not a cart', 0],
    ['an object', { id: 1 }, 0],
    ['null', null, 0],
    ['a list mixing lines and junk', [line, null, 'x', { ...line, id: 13, prix: 'abc' }], 2],
  ])('decodes the whole panier from %s', (_name, value, count) => {
    expect(localCartSchema.parse(value)).toHaveLength(count);
  });
});
