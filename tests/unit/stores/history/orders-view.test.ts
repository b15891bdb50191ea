import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../src/contract/order.ts';

type OrderArticle = Order['articles'][number];

import { orderView, reviewableProductIds } from '../../../../src/islands/history/order-view.ts';
import { amountText } from '../../../amount-text.ts';

const article = (over: Partial<OrderArticle>): OrderArticle => ({ quantite: 1, prix_unitaire: '1000.00', avec_consigne: false, ...over });
const order = (over: Partial<Order>): Order => ({
  id: 1,
  numero_commande: 'KB-1',
  date_commande: '2026-11-21T10:00:00Z',
  statut: 'livree',
  total_commande: '0.00',
  frais_livraison: '6000.00',
  adresse_livraison: 'Av. du Port, N°3, Gombe',
  telephone_livraison: '2430812345678',
  nom_client: 'Awa',
  articles: [],
  ...over,
});

describe('orderView', () => {
  it('names every line whatever the wire shape, with consigne, line totals and the recorded fee and total', () => {
    const view = orderView(
      order({
        total_commande: '16100.00',
        articles: [
          article({
            produit: { id: 4, nom: 'Primus 72 cl', unite: 'Bouteille 72 cl' },
            quantite: 2,
            prix_unitaire: '2500.00',
            avec_consigne: true,
            prix_consigne: '300.00',
          }),
          article({ produit_info: { id: 7, nom: 'Maltina' }, prix_unitaire: '1500.50' }),
          article({ produit: 9, libelle: 'Eau Kin 1,5 l', prix_unitaire: '1000', avec_consigne: true, prix_consigne_unitaire: '0' }),
        ],
      }),
    );
    expect(view.lines.map((l) => [l.productId, l.name, l.quantity, l.unitPrice, l.consigne, l.total])).toEqual([
      [4, 'Primus 72 cl', 2, amountText('2 500 FC'), amountText('300 FC par bouteille'), amountText('5 600 FC')],
      [7, 'Maltina', 1, amountText('1 501 FC'), 'Sans consigne', amountText('1 501 FC')],
      [9, 'Eau Kin 1,5 l', 1, amountText('1 000 FC'), amountText('0 FC par article'), amountText('1 000 FC')],
    ]);
    expect([view.subtotal, view.deposits, view.deliveryFee, view.total]).toEqual([
      amountText('7 501 FC'),
      amountText('600 FC'),
      amountText('6 000 FC'),
      amountText('16 100 FC'),
    ]);
  });

  it('says what one deposit is charged for, from the product unit the order line carries', () => {
    const crate = article({
      produit: 4,
      produit_info: { id: 4, nom: 'Primus casier 20 × 72 cl', unite: 'Casier de 20 bouteilles' },
      prix_unitaire: '48000.00',
      avec_consigne: true,
      prix_consigne: '12000.00',
    });
    expect(orderView(order({ articles: [crate] })).lines[0]?.consigne).toBe(amountText('12 000 FC par casier'));
  });

  it.each([
    [
      'fee and total recomputed when unreadable',
      { total_commande: 'abc', frais_livraison: '' },
      [amountText('6 000 FC'), amountText('8 000 FC')],
    ],
    [
      'free delivery from 58 000 FC',
      { total_commande: 'x', frais_livraison: 'x', articles: [article({ quantite: 58 })] },
      ['Gratuite', amountText('58 000 FC')],
    ],
  ] as const)('%s', (_name, over, [fee, total]) => {
    const view = orderView(order({ articles: [article({ quantite: 2 })], ...(over as Partial<Order>) }));
    expect([view.deliveryFee, view.total]).toEqual([fee, total]);
  });

  it.each([
    ['not delivered yet: nothing paid shown', {}, null],
    [
      'delivered with every empty back: what was paid, no deposit added',
      { a_encaisser: '8000.00', consigne_manquante: '0.00' },
      { missingDeposit: null, collected: amountText('8 000 FC') },
    ],
    [
      'delivered with a crate missing: the deposit added and the total paid',
      { a_encaisser: '20000.00', consigne_manquante: '12000.00' },
      { missingDeposit: amountText('12 000 FC'), collected: amountText('20 000 FC') },
    ],
  ] as const)('%s', (_name, over, paid) => {
    expect(orderView(order({ articles: [article({ quantite: 2 })], ...(over as Partial<Order>) })).paid).toEqual(paid);
  });
});

describe('reviewableProductIds', () => {
  it('lists each product of delivered orders once', () => {
    const orders = [
      order({
        id: 1,
        statut: 'livree',
        articles: [article({ produit: 4 }), article({ produit_info: { id: 7 } }), article({ produit: { id: 4 } })],
      }),
      order({ id: 2, statut: 'en_livraison', articles: [article({ produit: 11 })] }),
      order({ id: 3, statut: 'livree', articles: [article({ produit: 12 }), article({ libelle: 'sans produit' })] }),
    ];
    expect(reviewableProductIds(orders)).toEqual([4, 7, 12]);
  });
});
