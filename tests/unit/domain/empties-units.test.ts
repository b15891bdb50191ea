import { describe, expect, it } from 'vitest';
import { inBottles, maxEmptiesBack } from '../../../src/domain/empties.ts';
import {
  emptiesByProduct,
  type OrderEmptiesLine,
  orderEmpties,
  type ProductEmpties,
  type ProductEmptiesLine,
  productEmptiesText,
} from '../../../src/domain/empties-units.ts';
import { emptiesMessages } from '../../../src/messages/empties.ts';

const primus = { key: 'id:1', nom: 'Primus 72 cl', unite: 'Casier de 20 bouteilles' };
const coca = { key: 'id:2', nom: 'Coca-Cola 33 cl', unite: 'Casier de 24 bouteilles' };
const eau = { key: 'id:3', nom: 'Eau Vitale 19 L', unite: 'Bonbonne 19 L' };
type Product = typeof primus;
const line = (p: Product, quantite: number, exchange: boolean, bouteillesEchangees: number): ProductEmptiesLine => ({
  ...p,
  quantite,
  exchange,
  bouteillesEchangees,
});

describe('emptiesByProduct: each product its own crates and loose bottles, never crates of two products added', () => {
  it.each<[string, ProductEmptiesLine[], ProductEmpties[]]>([
    ['no line, nothing to collect', [], []],
    ['a line whose deposit is paid and nothing handed back is left out', [line(primus, 2, false, 0)], []],
    ['2 crates exchanged', [line(primus, 2, true, 0)], [{ nom: 'Primus 72 cl', casiers: 2, bouteilles: 0 }]],
    ['12 loose bottles handed back', [line(primus, 1, false, 12)], [{ nom: 'Primus 72 cl', casiers: 0, bouteilles: 12 }]],
    ['2 crates exchanged and 12 bottles more', [line(primus, 2, true, 12)], [{ nom: 'Primus 72 cl', casiers: 2, bouteilles: 12 }]],
    [
      'two products: 1 crate + 12 bottles of Primus and 1 crate + 20 bottles of Coca stay apart',
      [line(primus, 1, true, 12), line(coca, 1, true, 20)],
      [
        { nom: 'Primus 72 cl', casiers: 1, bouteilles: 12 },
        { nom: 'Coca-Cola 33 cl', casiers: 1, bouteilles: 20 },
      ],
    ],
    [
      'two lines of one product add in bottles before splitting into crates (12 + 8 loose bottles make a crate)',
      [line(primus, 1, false, 12), line(primus, 1, true, 8), line(coca, 2, true, 0)],
      [
        { nom: 'Primus 72 cl', casiers: 2, bouteilles: 0 },
        { nom: 'Coca-Cola 33 cl', casiers: 2, bouteilles: 0 },
      ],
    ],
    ['a bonbonne is counted in bottles', [line(eau, 3, true, 0)], [{ nom: 'Eau Vitale 19 L', casiers: 0, bouteilles: 3 }]],
  ])('%s', (_rule, lines, expected) => {
    expect(emptiesByProduct(lines)).toEqual(expected);
  });

  it('counts as many bottles per product as the lines do, summed either way', () => {
    const lines = [line(primus, 2, true, 12), line(coca, 1, false, 7), line(primus, 1, false, 19), line(eau, 2, true, 0)];
    const byLine = lines.reduce((sum, l) => sum + (l.exchange ? maxEmptiesBack(l.quantite, l.unite) : 0) + l.bouteillesEchangees, 0);
    const units = new Map(lines.map((l) => [l.nom, l.unite]));
    const byProduct = emptiesByProduct(lines).reduce((sum, p) => sum + inBottles(p, units.get(p.nom)), 0);
    expect(byProduct).toBe(byLine);
  });
});

describe('productEmptiesText: the product, then its crates and bottles', () => {
  it.each<[ProductEmpties, string]>([
    [{ nom: 'Primus 72 cl', casiers: 2, bouteilles: 12 }, 'Primus 72 cl : 2 casiers + 12 bouteilles'],
    [{ nom: 'Primus 72 cl', casiers: 1, bouteilles: 0 }, 'Primus 72 cl : 1 casier'],
    [{ nom: 'Eau Vitale 19 L', casiers: 0, bouteilles: 1 }, 'Eau Vitale 19 L : 1 bouteille'],
  ])('%j → %s', (p, text) => {
    expect(productEmptiesText(p)).toBe(text);
  });
});

describe('whole crates and loose bottles, joined by a plus', () => {
  it.each([
    [0, 0, '0 bouteille'],
    [1, 0, '1 casier'],
    [3, 0, '3 casiers'],
    [0, 1, '1 bouteille'],
    [0, 12, '12 bouteilles'],
    [2, 12, '2 casiers + 12 bouteilles'],
    [1, 1, '1 casier + 1 bouteille'],
  ])('%i crates and %i bottles read « %s »', (casiers, bouteilles, text) => {
    expect(emptiesMessages.count(casiers, bouteilles)).toBe(text);
  });
});

describe("orderEmpties: an order's lines (the slip's, the rider's stop) as each product's empties", () => {
  const article = (over: Partial<OrderEmptiesLine>): OrderEmptiesLine => ({
    produit: 1,
    libelle: 'Primus 72 cl',
    quantite: 1,
    unite: 'Casier de 20 bouteilles',
    consigne: 'facturee',
    bouteilles_echangees: 0,
    ...over,
  });
  it.each<[string, OrderEmptiesLine[], string[]]>([
    ['crates only: two exchanged crates', [article({ quantite: 2, consigne: 'echange' })], ['Primus 72 cl : 2 casiers']],
    ['bottles only: loose bottles declared on a crate line', [article({ bouteilles_echangees: 12 })], ['Primus 72 cl : 12 bouteilles']],
    [
      'a mix: two crates exchanged and twelve bottles on top',
      [article({ quantite: 2, consigne: 'echange', bouteilles_echangees: 12 })],
      ['Primus 72 cl : 2 casiers + 12 bouteilles'],
    ],
    [
      'several products, in the order of the lines, each in its own unit',
      [
        article({ quantite: 2, consigne: 'echange' }),
        article({
          produit: 7,
          libelle: 'Turbo King 65 cl',
          unite: 'Casier de 24 bouteilles',
          consigne: 'echange',
          bouteilles_echangees: 30,
        }),
        article({ produit: 9, libelle: 'Eau Vitale 19 L', quantite: 2, unite: 'Bonbonne 19 L', consigne: 'echange' }),
      ],
      ['Primus 72 cl : 2 casiers', 'Turbo King 65 cl : 2 casiers + 6 bouteilles', 'Eau Vitale 19 L : 2 bouteilles'],
    ],
    [
      'a product gone from the catalogue is told apart by its name',
      [article({ produit: null, consigne: 'echange' }), article({ produit: null, libelle: 'Simba', unite: 'Casier', consigne: 'echange' })],
      ['Primus 72 cl : 1 casier', 'Simba : 1 casier'],
    ],
    ['a line without deposit to take back is left out', [article({ quantite: 3, consigne: 'sans' })], []],
  ])('%s', (_rule, articles, texts) => {
    expect(orderEmpties(articles).map(productEmptiesText)).toEqual(texts);
  });
});
