import { describe, expect, it } from 'vitest';
import { type AnonymousProductStatus, type LocalCartLine, localCartSchema } from '../../../src/contract/cart.ts';
import { checkoutChanges, correctCart, orderedProductIds } from '../../../src/domain/cart-check.ts';
import { amountText } from '../../amount-text.ts';
import { productStatus } from '../contract/samples.ts';

type CartChange = ReturnType<typeof correctCart>['changes'][number];

const line = (id: number, nom: string, prix: string, quantite: number, avec_consigne = false, prix_consigne: string | null = '500.00') => ({
  id,
  produit: id,
  nom,
  titre: nom,
  prix,
  prix_consigne,
  quantite,
  avec_consigne,
});
const product = productStatus;
const today = (produits: AnonymousProductStatus[], ids_invalides: number[] = []) => ({ produits, ids_invalides });

describe('the checkout: fresh prices before sending', () => {
  it.each<[string, ReturnType<typeof line>[], AnonymousProductStatus[], string[]]>([
    ['nothing changed', [line(1, 'Primus 72 cl', '2500.00', 2, true)], [product(1, 'Primus 72 cl', '2500.00', 240)], []],
    [
      'a promotion started',
      [line(23, 'Sprite 33 cl', '1500.00', 3)],
      [product(23, 'Sprite 33 cl', '1500.00', 160, null, '1300.00')],
      [amountText('Sprite 33 cl : le prix passe de 1 500 FC à 1 300 FC.')],
    ],
    [
      'the consigne changed (chosen)',
      [line(1, 'Primus 72 cl', '2500.00', 1, true)],
      [product(1, 'Primus 72 cl', '2500.00', 240, '600.00')],
      [amountText('Primus 72 cl : la consigne passe de 500 FC à 600 FC.')],
    ],
    [
      'the consigne changed (not chosen)',
      [line(1, 'Primus 72 cl', '2500.00', 1, false)],
      [product(1, 'Primus 72 cl', '2500.00', 240, '600.00')],
      [],
    ],
    [
      'short of stock',
      [line(46, 'XXL Energy 50 cl', '2500.00', 9)],
      [product(46, 'XXL Energy 50 cl', '2500.00', 8, null)],
      ['XXL Energy 50 cl : Désolé, il ne reste que 8 unités en stock.'],
    ],
    [
      'sold out',
      [line(5, 'Skol casier', '30000.00', 1)],
      [product(5, 'Skol casier', '30000.00', 0, null)],
      ['Désolé, Skol casier est actuellement en rupture de stock.'],
    ],
    ['no longer sold', [line(7, 'Ancienne bière', '2000.00', 1)], [], ["Ancienne bière n'est plus disponible."]],
    [
      'a line that is not ordered (unreadable price) is not compared',
      [line(1, 'Primus 72 cl', 'abc', 1), line(7, 'Ancienne bière', '2000.00', 0)],
      [product(1, 'Primus 72 cl', '2500.00', 0)],
      [],
    ],
  ])('%s', (_label, lines, produits, messages) => {
    expect(checkoutChanges(lines, today(produits)).map((c) => c.message)).toEqual(messages);
  });

  it('compares a server cart line (its id is the article) by its product', () => {
    const serverLine = { id: 300, produit: { id: 4, nom: 'Tembo' }, prix_unitaire: '2000.00', quantite: 1 };
    expect(checkoutChanges([serverLine], today([product(4, 'Tembo', '2200.00', 5)]))).toEqual([
      { kind: 'price', productId: 4, message: amountText('Tembo : le prix passe de 2 000 FC à 2 200 FC.') },
    ]);
  });

  it('keeps the kind and the product of each change beside its text', () => {
    expect(checkoutChanges([line(1, 'Primus 72 cl', '2000.00', 2)], today([product(1, 'Primus 72 cl', '2500.00', 240)]))).toEqual([
      { kind: 'price', productId: 1, message: amountText('Primus 72 cl : le prix passe de 2 000 FC à 2 500 FC.') },
    ]);
  });

  it('asks only about the lines that are ordered, once each', () => {
    expect(
      orderedProductIds([line(1, 'A', '10.00', 1), line(2, 'B', 'abc', 1), line(1, 'A', '10.00', 2), line(3, 'C', '5.00', 0)]),
    ).toEqual([1]);
  });
});

describe('one vocabulary of changes (as the cart page gets them)', () => {
  it.each<[string, object[], AnonymousProductStatus[], number[], CartChange[]]>([
    [
      'price and deposit together, in hundredths, named as the cart names the product',
      [{ ...line(1, 'Ma Primus', '2500.00', 1, true) }],
      [product(1, 'Primus 72 cl', '2700.00', 10, '600.00')],
      [],
      [
        { kind: 'price', productId: 1, name: 'Ma Primus', before: 250_000, after: 270_000 },
        { kind: 'consigne', productId: 1, name: 'Ma Primus', before: 50_000, after: 60_000 },
      ],
    ],
    [
      'a chosen deposit the line has no price for counts 0',
      [line(1, 'Primus', '2500.00', 1, true, null)],
      [product(1, 'Primus', '2500.00', 10, '500.00')],
      [],
      [{ kind: 'consigne', productId: 1, name: 'Primus', before: 0, after: 50_000 }],
    ],
    [
      'a product listed as invalid is gone even if described',
      [line(1, 'Primus', '2500.00', 1)],
      [product(1, 'Primus', '2500.00', 10)],
      [1],
      [{ kind: 'gone', productId: 1, name: 'Primus' }],
    ],
    [
      'a sold-out product is only told sold out',
      [line(1, 'Primus', '2000.00', 3, true)],
      [product(1, 'Primus', '2500.00', 0, '900.00')],
      [],
      [{ kind: 'stock', productId: 1, name: 'Primus', available: 0 }],
    ],
    [
      'negative stock counts as sold out',
      [line(1, 'Primus', '2500.00', 1)],
      [product(1, 'Primus', '2500.00', -2)],
      [],
      [{ kind: 'stock', productId: 1, name: 'Primus', available: 0 }],
    ],
    [
      'the lines of one product count together, and are told once',
      [line(1, 'Primus', '2000.00', 2), line(1, 'Primus', '2000.00', 2)],
      [product(1, 'Primus', '2500.00', 3)],
      [],
      [
        { kind: 'price', productId: 1, name: 'Primus', before: 200_000, after: 250_000 },
        { kind: 'stock', productId: 1, name: 'Primus', available: 3 },
      ],
    ],
    ['exactly the stock is no change', [line(1, 'Primus', '2500.00', 3)], [product(1, 'Primus', '2500.00', 3)], [], []],
    ['an unreadable price has nothing to compare', [line(1, 'Primus', 'abc', 1)], [product(1, 'Primus', '2500.00', 5)], [], []],
  ])('%s', (_label, lines, produits, invalid, changes) => {
    expect(correctCart(localCartSchema.parse(lines), today(produits, invalid)).changes).toEqual(changes);
  });
});

describe('correctCart: the cart page brings its lines to today', () => {
  const local = (over: Partial<LocalCartLine> & { id: number }): LocalCartLine => ({
    produit: over.id,
    titre: `Produit ${over.id}`,
    marque: null,
    prix: '2500.00',
    prix_consigne: '1000.00',
    quantite: 1,
    image: null,
    avec_consigne: false,
    ...over,
  });

  it.each<[string, LocalCartLine[], AnonymousProductStatus[], Partial<LocalCartLine>[], string[]]>([
    ['nothing changed', [local({ id: 1 })], [product(1, 'Primus', '2500.00', 10, '1000.00')], [{ id: 1, prix: '2500.00' }], []],
    [
      "a new price is taken, with today's deposit",
      [local({ id: 1 })],
      [product(1, 'Primus', '2700.00', 10, '1200.00')],
      [{ id: 1, prix: '2700.00', prix_consigne: '1200.00' }],
      [amountText('Produit 1 : le prix passe de 2 500 FC à 2 700 FC.')],
    ],
    [
      'a promotion is taken as the price paid',
      [local({ id: 1 })],
      [product(1, 'Primus', '2500.00', 10, '1000.00', '2300.00')],
      [{ id: 1, prix: '2300.00' }],
      [amountText('Produit 1 : le prix passe de 2 500 FC à 2 300 FC.')],
    ],
    [
      'a chosen deposit that changed is taken and told',
      [local({ id: 1, avec_consigne: true })],
      [product(1, 'Primus', '2500.00', 10, '1200.00')],
      [{ id: 1, prix_consigne: '1200.00', avec_consigne: true }],
      [amountText('Produit 1 : la consigne passe de 1 000 FC à 1 200 FC.')],
    ],
    [
      'a chosen deposit the product no longer has becomes 0',
      [local({ id: 1, avec_consigne: true })],
      [product(1, 'Primus', '2500.00', 10, null)],
      [{ id: 1, prix_consigne: '0.00' }],
      [amountText('Produit 1 : la consigne passe de 1 000 FC à 0 FC.')],
    ],
    [
      "a deposit not chosen follows today's without a word",
      [local({ id: 1 })],
      [product(1, 'Primus', '2500.00', 10, '1200.00')],
      [{ id: 1, prix_consigne: '1200.00' }],
      [],
    ],
    [
      'an unreadable price is kept, for the problems list, never repriced',
      [local({ id: 1, prix: 'abc' })],
      [product(1, 'Primus', '2600.00', 10, '1000.00')],
      [{ id: 1, prix: 'abc' }],
      [],
    ],
    [
      'a quantity above the stock is lowered',
      [local({ id: 2, quantite: 5 })],
      [product(2, 'Eau', '2500.00', 3, '1000.00')],
      [{ id: 2, quantite: 3 }],
      ['Produit 2 : Désolé, il ne reste que 3 unités en stock.'],
    ],
    [
      'a sold-out product is removed',
      [local({ id: 3 }), local({ id: 1 })],
      [product(3, 'Jus', '2500.00', 0), product(1, 'Primus', '2500.00', 10, '1000.00')],
      [{ id: 1 }],
      ['Désolé, Produit 3 est actuellement en rupture de stock. Il a été retiré de votre panier.'],
    ],
    [
      'a product no longer sold is removed',
      [local({ id: 99 })],
      [],
      [],
      ["Produit 99 n'est plus disponible. Il a été retiré de votre panier."],
    ],
    [
      'an unreadable quantity is left for the problems list',
      [local({ id: 1, quantite: 0 })],
      [product(1, 'Primus', '2500.00', 10, '1000.00')],
      [{ id: 1, quantite: 0 }],
      [],
    ],
  ])('%s', (_label, lines, produits, expected, notices) => {
    const result = correctCart(lines, today(produits));
    expect(result.lines).toHaveLength(expected.length);
    expect(result.lines).toMatchObject(expected);
    expect(result.notices).toEqual(notices);
  });

  it('keeps the lines it does not touch as they were, and learns the stock of every product still sold', () => {
    const untouched = local({ id: 1, articleId: 300, marque: 'Bralima', image: '/media/1.svg' });
    const result = correctCart(
      [untouched, local({ id: 99 })],
      today([product(1, 'Primus', '2500.00', 10, '1000.00'), product(5, 'Skol', '1.00', 0)], [5]),
    );
    expect(result.lines).toEqual([untouched]);
    expect(result.stock).toEqual({ 1: 10 });
    expect(result.changes).toEqual([{ kind: 'gone', productId: 99, name: 'Produit 99' }]);
  });
});
