import { describe, expect, it } from 'vitest';
import { inBottles, maxEmptiesBack } from '../../../src/domain/empties.ts';
import { emptiesByProduct, type ProductEmpties, type ProductEmptiesLine, productEmptiesText } from '../../../src/domain/empties-units.ts';

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
    [{ nom: 'Primus 72 cl', casiers: 2, bouteilles: 12 }, 'Primus 72 cl : 2 casiers et 12 bouteilles'],
    [{ nom: 'Primus 72 cl', casiers: 1, bouteilles: 0 }, 'Primus 72 cl : 1 casier'],
    [{ nom: 'Eau Vitale 19 L', casiers: 0, bouteilles: 1 }, 'Eau Vitale 19 L : 1 bouteille'],
  ])('%j → %s', (p, text) => {
    expect(productEmptiesText(p)).toBe(text);
  });
});
