import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../../src/catalogue/product-json-ld.ts';
import { searchEntry } from '../../../src/catalogue/search-index.ts';
import { productView, ratingOf } from '../../../src/catalogue/views.ts';
import { productSchema } from '../../../src/contract/product.ts';
import { amountText } from '../../amount-text.ts';
import { product, review } from './fake-api.ts';

const view = (extra: Record<string, unknown> = {}, reviews: ReturnType<typeof review>[] = []) =>
  productView(
    { ...productSchema.parse(product(7, extra)), image_key: null },
    reviews as never,
    new Map([[2, 'Bières']]),
    new Map([[1, 'Primus']]),
  );

describe('productView', () => {
  it.each([
    [{ prix: '2500.00', prix_promo: null }, 250_000, null],
    [{ prix: '2500.00', prix_promo: '2000.00' }, 250_000, 200_000],
    [{ prix: '2500.00', prix_promo: '3000.00' }, 250_000, null],
    [{ prix: '2500.00', prix_promo: '0.00' }, 250_000, null],
    [{ prix: 1999.5, prix_promo: '1999.49' }, 199_950, 199_949],
  ])('%o → price %i, promo %s (cents)', (extra, price, promo) => {
    const v = view(extra);
    expect(v.priceCents).toBe(price);
    expect(v.promoCents).toBe(promo);
  });

  it('names brand and category from the id lists when DRF sends bare ids', () => {
    const v = view({ marque: 1, categorie: 2 });
    expect(v.marque).toBe('Primus');
    expect(v.categorie).toEqual({ nom: 'Bières', slug: 'bieres' });
  });

  it('treats a blank description as missing', () => {
    expect(view({ description: '   ' }).description).toBeNull();
  });
});

describe('ratingOf', () => {
  it.each([
    [[], null],
    [[5], { average: 5, count: 1 }],
    [[5, 4], { average: 4.5, count: 2 }],
    [[5, 4, 4], { average: 4.3, count: 3 }],
  ])('%o → %o', (notes, expected) => expect(ratingOf(notes.map((note) => ({ note })))).toEqual(expected));
});

describe('productJsonLd', () => {
  it.each([
    [{ stock: 5 }, 'https://schema.org/InStock', '2500.00'],
    [{ stock: 0 }, 'https://schema.org/OutOfStock', '2500.00'],
    [{ prix_promo: '2200.00' }, 'https://schema.org/InStock', '2200.00'],
  ])('%o → %s at %s CDF', (extra, availability, price) => {
    const ld = productJsonLd(view(extra), 'https://kin.test/produit/7', undefined);
    expect(ld.offers).toMatchObject({ priceCurrency: 'CDF', availability, price });
  });

  it('carries the approved rating', () => {
    const ld = productJsonLd(view({}, [review(1, 7, 5, true), review(2, 7, 4, true)]), 'https://kin.test/produit/7', undefined);
    expect(ld).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 2 } });
  });
});

describe('searchEntry', () => {
  it('shows the promo price and crosses out the regular one', () => {
    expect(searchEntry(view({ prix: '12500.00', prix_promo: '11000.00' }))).toMatchObject({
      i: 7,
      n: 'Produit 7',
      b: 'Primus',
      p: amountText('11 000 FC'),
      o: amountText('12 500 FC'),
      x: false,
    });
  });
});
