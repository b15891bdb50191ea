import { describe, expect, it } from 'vitest';
import {
  type OrderArticleInput,
  type OrderSummaryInput,
  orderArticleName,
  orderArticleProductId,
  orderSummary,
} from '../../../src/domain/order-summary.ts';

const article = (over: OrderArticleInput = {}): OrderArticleInput => ({
  quantite: 1,
  prix_unitaire: '1000.00',
  avec_consigne: false,
  ...over,
});

describe('orderArticleName', () => {
  it.each<[string, OrderArticleInput, string | undefined]>([
    ['libelle first', { libelle: 'Primus 72 cl', produit_info: { nom: 'Primus' }, produit: { id: 4, nom: 'P' } }, 'Primus 72 cl'],
    ['then produit_info', { libelle: '  ', produit_info: { id: 4, nom: 'Maltina' }, produit: { id: 4, nom: 'M' } }, 'Maltina'],
    ['then the product object', { libelle: null, produit_info: null, produit: { id: 4, nom: 'Tembo' } }, 'Tembo'],
    ['a bare product id names nothing', { produit: 4 }, undefined],
    ['a name that is not text is skipped', { libelle: 12, produit_info: { nom: 'Fanta' } }, 'Fanta'],
  ])('%s', (_name, a, expected) => {
    expect(orderArticleName(a)).toBe(expected);
  });
});

describe('orderArticleProductId', () => {
  it.each<[string, OrderArticleInput & { id?: number }, number | null]>([
    ['produit as an id', { id: 90, produit: 4 }, 4],
    ['produit as an object', { id: 90, produit: { id: 5, nom: 'x' } }, 5],
    ['produit_info', { id: 90, produit: null, produit_info: { id: 7 } }, 7],
    ["never the article's own id", { id: 90 }, null],
  ])('%s', (_name, a, expected) => {
    expect(orderArticleProductId(a)).toBe(expected);
  });
});

describe('orderSummary', () => {
  const order = (over: Partial<OrderSummaryInput>): OrderSummaryInput => ({
    articles: [],
    frais_livraison: '6000.00',
    total_commande: '0.00',
    ...over,
  });

  it('names and prices every readable article, with the deposits chosen', () => {
    const summary = orderSummary(
      order({
        total_commande: '16100.00',
        articles: [
          article({
            produit: { id: 4, nom: 'Primus 72 cl' },
            quantite: 2,
            prix_unitaire: '2500.00',
            avec_consigne: true,
            prix_consigne: '300.00',
          }),
          article({ produit_info: { id: 7, nom: 'Maltina' }, prix_unitaire: '1500.50', prix_consigne: '200.00' }),
          article({ produit: 9, libelle: 'Eau Kin 1,5 l', prix_unitaire: '1000', avec_consigne: true, prix_consigne_unitaire: '0' }),
          article({ produit: 10, libelle: 'Cassée', prix_unitaire: 'abc' }),
          article({ produit: 11, libelle: 'Zéro', quantite: 0 }),
        ],
      }),
    );
    expect(
      summary.lines.map((l) => [l.index, l.productId, l.name, l.quantity, l.unitPriceCents, l.withConsigne, l.consigneCents, l.totalCents]),
    ).toEqual([
      [0, 4, 'Primus 72 cl', 2, 250_000, true, 30_000, 560_000],
      [1, 7, 'Maltina', 1, 150_050, false, 0, 150_050],
      [2, 9, 'Eau Kin 1,5 l', 1, 100_000, true, 0, 100_000],
    ]);
    expect([summary.goodsCents, summary.depositsCents, summary.deliveryFeeCents, summary.totalCents]).toEqual([
      750_050, 60_000, 600_000, 1_610_000,
    ]);
  });

  it.each<[string, OrderArticleInput, unknown]>([
    ['from produit_info', { produit: 4, produit_info: { id: 4, unite: 'Casier de 20 bouteilles' } }, 'Casier de 20 bouteilles'],
    ['from the product object', { produit: { id: 4, nom: 'Primus', unite: 'Pack de 6 canettes' } }, 'Pack de 6 canettes'],
    ['produit_info first', { produit: { id: 4, unite: 'Bouteille 72 cl' }, produit_info: { unite: 'Casier' } }, 'Casier'],
    ['a backend that sends no unit', { produit: 4 }, undefined],
  ])("carries the product's unit for the words of its deposit: %s", (_name, a, expected) => {
    expect(orderSummary(order({ articles: [article(a)] })).lines[0]?.unite).toBe(expected);
  });

  it('names an article without any name as the cart does', () => {
    expect(orderSummary(order({ articles: [article({ produit: 3 })] })).lines[0]?.name).toBe('Produit sans nom');
  });

  it.each<[string, Partial<OrderSummaryInput>, [number, number]]>([
    ['the recorded fee and total', { frais_livraison: '6000.00', total_commande: '8000.00' }, [600_000, 800_000]],
    ['a recorded free delivery', { frais_livraison: '0.00', total_commande: '2000.00' }, [0, 200_000]],
    ['a recorded total that differs from the lines is kept', { frais_livraison: '6000.00', total_commande: '9999.00' }, [600_000, 999_900]],
    ['an unreadable fee: recomputed, the recorded total kept', { frais_livraison: '', total_commande: '8000.00' }, [600_000, 800_000]],
    ['an unreadable total: lines + the recorded fee', { frais_livraison: '0.00', total_commande: 'abc' }, [0, 200_000]],
    ['both unreadable: recomputed', { frais_livraison: 'x', total_commande: 'x' }, [600_000, 800_000]],
    ['both missing: recomputed', { frais_livraison: undefined, total_commande: undefined }, [600_000, 800_000]],
    [
      'both unreadable, free from 58 000 FC',
      { frais_livraison: 'x', total_commande: 'x', articles: [article({ quantite: 58 })] },
      [0, 5_800_000],
    ],
    [
      'both unreadable, no readable line: no fee',
      { frais_livraison: 'x', total_commande: 'x', articles: [article({ quantite: 'x' })] },
      [0, 0],
    ],
  ])('%s', (_name, over, [fee, total]) => {
    const summary = orderSummary(order({ articles: [article({ quantite: 2 })], ...over }));
    expect([summary.deliveryFeeCents, summary.totalCents]).toEqual([fee, total]);
  });
});
