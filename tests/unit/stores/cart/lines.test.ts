import { describe, expect, it } from 'vitest';
import { serverCartSchema } from '../../../../src/contract/cart.ts';
import { productSchema } from '../../../../src/contract/product.ts';
import { anonymousLine, lineFromProduct, linesFromServer } from '../../../../src/stores/cart/lines.ts';
import { fromApi, fromPage } from '../../../../src/stores/cart/product.ts';

const page = {
  id: 1,
  nom: 'Primus 72 cl',
  priceCents: 250000,
  promoCents: null,
  consigneCents: 50000,
  venduAvecConsigne: true,
  stock: 240,
  image: '/img/a-320.webp',
  marque: 'Primus',
  unite: null,
};
const apiProduct = (extra: Record<string, unknown>) =>
  productSchema.parse({
    id: 1,
    nom: 'Primus 72 cl',
    prix: '2600.00',
    prix_promo: null,
    prix_consigne: '500.00',
    stock: 12,
    image: 'http://x/media/1.svg',
    marque: { id: 1, nom: 'Primus' },
    categorie: null,
    vendu_avec_consigne: true,
    ...extra,
  });

describe('product shown by the add-to-cart island', () => {
  it.each([
    ['sold with a deposit', {}, 50000],
    ['not sold with a deposit', { vendu_avec_consigne: false }, null],
    ['a deposit of 0', { prix_consigne: '0.00' }, null],
    ['no deposit price', { prix_consigne: null }, null],
  ])('from the API, %s', (_name, extra, consigne) => {
    const product = fromApi(apiProduct(extra), fromPage(page));
    expect(product.consigneCents).toBe(consigne);
    expect(product).toMatchObject({ prix: '2600.00', stock: 12, image: '/img/a-320.webp', marque: 'Primus' });
  });

  it('from the page, prices become decimal strings', () => {
    expect(fromPage({ ...page, promoCents: 230000 })).toMatchObject({
      prix: '2500.00',
      prix_promo: '2300.00',
      prix_consigne: '500.00',
      consigneCents: 50000,
    });
  });

  it('a new line keeps the price paid (promo) and the deposit price', () => {
    expect(lineFromProduct(fromPage({ ...page, promoCents: 230000 }), 2, true)).toMatchObject({
      id: 1,
      produit: 1,
      prix: '2300.00',
      prix_consigne: '500.00',
      quantite: 2,
      avec_consigne: true,
    });
  });
});

describe('server cart to local lines', () => {
  it('takes names and pictures from the previous lines when the server sends bare product ids (DRF)', () => {
    const cart = serverCartSchema.parse({
      id: 3,
      articles: [{ id: 9, produit: 1, quantite: 2, prix_unitaire: '2500.00', prix_consigne_unitaire: null, avec_consigne: true }],
    });
    const previous = [{ ...lineFromProduct(fromPage(page), 1, false) }];
    expect(linesFromServer(cart, previous)).toEqual([
      {
        id: 1,
        produit: 1,
        articleId: 9,
        titre: 'Primus 72 cl',
        nom: 'Primus 72 cl',
        marque: 'Primus',
        prix: '2500.00',
        prix_consigne: '500.00',
        quantite: 2,
        image: '/img/a-320.webp',
        avec_consigne: true,
      },
    ]);
  });

  it('keeps the product unit (what one deposit is charged for): from the server product, else from the previous line', () => {
    const crate = { ...page, id: 4, nom: 'Primus casier 20 × 72 cl', unite: 'Casier de 20 bouteilles' };
    expect(lineFromProduct(fromPage(crate), 1, true)).toMatchObject({ unite: 'Casier de 20 bouteilles' });
    expect(lineFromProduct(fromPage(page), 1, true)).not.toHaveProperty('unite');
    const cart = serverCartSchema.parse({
      id: 3,
      articles: [
        { id: 9, produit: 4, quantite: 1, prix_unitaire: '48000.00', prix_consigne_unitaire: '12000.00', avec_consigne: true },
        {
          id: 10,
          produit: { id: 23, nom: 'Vitalo pack 6', unite: 'Pack de 6 canettes' },
          quantite: 1,
          prix_unitaire: '9000.00',
          prix_consigne_unitaire: null,
          avec_consigne: false,
        },
      ],
    });
    const lines = linesFromServer(cart, [lineFromProduct(fromPage(crate), 1, true)]);
    expect(lines.map((l) => l.unite)).toEqual(['Casier de 20 bouteilles', 'Pack de 6 canettes']);
  });

  it('an anonymous copy drops the server article id only', () => {
    const line = { ...lineFromProduct(fromPage(page), 1, false), articleId: 9 };
    const { articleId: _dropped, ...rest } = line;
    expect(anonymousLine(line)).toEqual(rest);
  });
});
