import { describe, expect, it } from 'vitest';
import { type CatalogueChange, mergeChanges, productChange, STRUCTURAL } from '../../../src/domain/catalogue-change.ts';

const price = (productId: number): CatalogueChange => ({ kind: 'price', productId });

describe('productChange', () => {
  it('says a price, a promotion or a stock written is that product only', () => {
    expect(productChange(4, ['prix_cents'])).toEqual([price(4)]);
    expect(productChange(4, ['prix_promo_cents', 'stock'])).toEqual([price(4), { kind: 'stock', productId: 4 }]);
  });

  it('says a deposit, or whether the product is sold with one, is a price change of that product', () => {
    expect(productChange(4, ['prix_consigne_cents'])).toEqual([price(4)]);
    expect(productChange(4, ['vendu_avec_consigne', 'seuil_stock'])).toEqual([price(4)]);
  });

  it('says a threshold alone, which no storefront page shows, publishes nothing', () => {
    expect(productChange(4, ['seuil_stock'])).toEqual([]);
  });

  it('says a product archived, whatever else its write changed, is that product removed', () => {
    expect(productChange(4, ['prix_cents', 'archive'])).toEqual([{ kind: 'removed', productId: 4 }]);
  });

  it('says any other field (or none known) is structural: a whole build', () => {
    for (const fields of [[], ['nom'], ['prix_cents', 'categorie_id'], ['remise_en_vente'], ['seuil_stock', 'nom']]) {
      expect(productChange(4, fields)).toEqual([STRUCTURAL]);
    }
  });
});

describe('mergeChanges', () => {
  it('keeps the union of the products changed, each change once', () => {
    expect(mergeChanges([price(1), price(2)], [price(2), { kind: 'review', productId: 2 }])).toEqual([
      price(1),
      price(2),
      { kind: 'review', productId: 2 },
    ]);
    expect(mergeChanges([], [])).toEqual([]);
  });

  it('is one structural change when either side has one', () => {
    expect(mergeChanges([price(1)], [STRUCTURAL])).toEqual([STRUCTURAL]);
    expect(mergeChanges([STRUCTURAL], [price(1)])).toEqual([STRUCTURAL]);
    expect(mergeChanges([STRUCTURAL, STRUCTURAL], [])).toEqual([STRUCTURAL]);
  });
});
