import { describe, expect, it } from 'vitest';
import { cartProductIds, compareWithCatalogue } from '../../../src/stores/checkout-prices.ts';
import { amountText } from '../../amount-text.ts';

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
const product = (
  id: number,
  nom: string,
  prix: string,
  stock: number,
  prix_consigne: string | null = '500.00',
  prix_promo: string | null = null,
) => ({ id, nom, prix, prix_promo, prix_consigne, stock, vendu_avec_consigne: prix_consigne !== null });

describe('fresh prices before sending', () => {
  it.each<[string, ReturnType<typeof line>[], ReturnType<typeof product>[], string[], boolean]>([
    ['nothing changed', [line(1, 'Primus 72 cl', '2500.00', 2, true)], [product(1, 'Primus 72 cl', '2500.00', 240)], [], false],
    [
      'a promotion started',
      [line(23, 'Sprite 33 cl', '1500.00', 3)],
      [product(23, 'Sprite 33 cl', '1500.00', 160, null, '1300.00')],
      [amountText('Sprite 33 cl : le prix passe de 1 500 FC à 1 300 FC.')],
      false,
    ],
    [
      'the consigne changed (chosen)',
      [line(1, 'Primus 72 cl', '2500.00', 1, true)],
      [product(1, 'Primus 72 cl', '2500.00', 240, '600.00')],
      [amountText('Primus 72 cl : la consigne passe de 500 FC à 600 FC.')],
      false,
    ],
    [
      'the consigne changed (not chosen)',
      [line(1, 'Primus 72 cl', '2500.00', 1, false)],
      [product(1, 'Primus 72 cl', '2500.00', 240, '600.00')],
      [],
      false,
    ],
    [
      'short of stock',
      [line(46, 'XXL Energy 50 cl', '2500.00', 9)],
      [product(46, 'XXL Energy 50 cl', '2500.00', 8, null)],
      ['XXL Energy 50 cl : Désolé, il ne reste que 8 unités en stock.'],
      true,
    ],
    [
      'sold out',
      [line(5, 'Skol casier', '30000.00', 1)],
      [product(5, 'Skol casier', '30000.00', 0, null)],
      ['Skol casier : Stock insuffisant pour la quantité demandée.'],
      true,
    ],
    ['no longer sold', [line(7, 'Ancienne bière', '2000.00', 1)], [], ["Ancienne bière n'est plus disponible."], true],
  ])('%s', (_label, lines, produits, messages, blocking) => {
    const check = compareWithCatalogue(lines, { produits, ids_invalides: [] });
    expect(check.changes.map((c) => c.message)).toEqual(messages);
    expect(check.blocking).toBe(blocking);
  });

  it('asks only about the lines that are ordered, once each', () => {
    expect(cartProductIds([line(1, 'A', '10.00', 1), line(2, 'B', 'abc', 1), line(1, 'A', '10.00', 2), line(3, 'C', '5.00', 0)])).toEqual([
      1,
    ]);
  });
});
