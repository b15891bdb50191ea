import { describe, expect, it } from 'vitest';
import type { AnonymousProductStatus, LocalCartLine } from '../../../src/contract/cart.ts';
import { checkIncoming } from '../../../src/domain/cart-incoming.ts';
import { amountText } from '../../amount-text.ts';
import { productStatus } from '../contract/samples.ts';

const line = (id: number, nom: string, prix: string | null, quantite: number, avec_consigne = false): LocalCartLine => ({
  id,
  produit: id,
  nom,
  titre: nom,
  marque: null,
  prix,
  prix_consigne: avec_consigne && prix !== null ? '500.00' : null,
  quantite,
  image: null,
  avec_consigne,
});
const product = productStatus;

describe('lines arriving in the cart, against today’s catalogue', () => {
  it.each<[string, LocalCartLine[], AnonymousProductStatus[], number[], Partial<LocalCartLine>[], string[]]>([
    [
      'a past order whose price rose: today’s price, and the change told',
      [line(1, 'Primus 72 cl', '2500.00', 2, true)],
      [product(1, 'Primus 72 cl', '2800.00', 240)],
      [],
      [{ prix: '2800.00', quantite: 2, avec_consigne: true }],
      [amountText('Primus 72 cl : le prix passe de 2 500 FC à 2 800 FC.')],
    ],
    [
      'a shared line without a price: today’s price and name, silently',
      [line(1, 'Le produit n° 1', null, 3, true)],
      [product(1, 'Primus 72 cl', '2500.00', 240)],
      [],
      [{ prix: '2500.00', nom: 'Primus 72 cl', titre: 'Primus 72 cl', quantite: 3 }],
      [],
    ],
    [
      'more than the stock: lowered and told',
      [line(2, 'Eau Vive 1,5 L', null, 50)],
      [product(2, 'Eau Vive 1,5 L', '1000.00', 12, null)],
      [],
      [{ quantite: 12 }],
      ['Eau Vive 1,5 L : Désolé, il ne reste que 12 unités en stock.'],
    ],
    [
      'an unknown product: not added, and said so',
      [line(9999, 'Le produit n° 9999', null, 1)],
      [],
      [9999],
      [],
      ["Le produit n° 9999 n'est plus disponible. Il n'est pas ajouté à votre panier."],
    ],
    [
      'a sold-out product: not added',
      [line(3, 'Fanta 33 cl', '1500.00', 1)],
      [product(3, 'Fanta 33 cl', '1500.00', 0, null)],
      [],
      [],
      ["Désolé, Fanta 33 cl est actuellement en rupture de stock. Il n'est pas ajouté à votre panier."],
    ],
    [
      'a deposit asked for a product sold without one: no deposit',
      [line(4, 'Jus 1 L', null, 1, true)],
      [product(4, 'Jus 1 L', '3000.00', 5, null)],
      [],
      [{ avec_consigne: false }],
      [],
    ],
  ])('%s', (_name, lines, produits, ids_invalides, expected, notices) => {
    const result = checkIncoming(lines, { produits, ids_invalides });
    expect(result.lines).toHaveLength(expected.length);
    for (const [index, entering] of result.lines.entries()) expect(entering).toMatchObject(expected[index]!);
    expect(result.notices).toEqual(notices);
  });
});
