import { describe, expect, it } from 'vitest';
import { emptiesByProductTexts, emptiesUnitsText, type NamedEmptiesLine } from '../../../src/domain/empties-units.ts';

const crate20 = 'Casier de 20 bouteilles';
const primus = (over: Partial<NamedEmptiesLine>): NamedEmptiesLine => ({
  libelle: 'Primus 72 cl',
  quantite: 1,
  unite: crate20,
  exchange: false,
  bouteillesEchangees: 0,
  ...over,
});

describe('emptiesUnitsText: whole crates and loose bottles, joined by a plus', () => {
  it.each([
    [0, 0, '0 bouteille'],
    [1, 0, '1 casier'],
    [3, 0, '3 casiers'],
    [0, 1, '1 bouteille'],
    [0, 12, '12 bouteilles'],
    [2, 12, '2 casiers + 12 bouteilles'],
    [1, 1, '1 casier + 1 bouteille'],
  ])('%i crates and %i bottles read « %s »', (casiers, bouteilles, text) => {
    expect(emptiesUnitsText({ casiers, bouteilles })).toBe(text);
  });
});

describe('emptiesByProductTexts: each product in the units its empties come in', () => {
  it.each<[string, NamedEmptiesLine[], string[]]>([
    ['crates only: two exchanged crates', [primus({ quantite: 2, exchange: true })], ['Primus 72 cl : 2 casiers']],
    ['bottles only: loose bottles declared on a crate line', [primus({ bouteillesEchangees: 12 })], ['Primus 72 cl : 12 bouteilles']],
    [
      'bottles only: a product sold by the bottle',
      [{ libelle: 'Fanta 1,5 L', quantite: 6, unite: 'Bouteille 1,5 L', exchange: true, bouteillesEchangees: 0 }],
      ['Fanta 1,5 L : 6 bouteilles'],
    ],
    [
      'a mix: two crates exchanged and twelve bottles on top',
      [primus({ quantite: 2, exchange: true, bouteillesEchangees: 12 })],
      ['Primus 72 cl : 2 casiers + 12 bouteilles'],
    ],
    [
      'lines of one product are summed before splitting: 12 + 8 loose bottles make a crate',
      [primus({ bouteillesEchangees: 12 }), primus({ bouteillesEchangees: 8 })],
      ['Primus 72 cl : 1 casier'],
    ],
    [
      'several products, in the order of the lines, each in its own unit',
      [
        primus({ quantite: 2, exchange: true }),
        { libelle: 'Turbo King 65 cl', quantite: 1, unite: 'Casier de 24 bouteilles', exchange: true, bouteillesEchangees: 30 },
        { libelle: 'Eau Vitale 19 L', quantite: 2, unite: 'Bonbonne 19 L', exchange: true, bouteillesEchangees: 0 },
      ],
      ['Primus 72 cl : 2 casiers', 'Turbo King 65 cl : 2 casiers + 6 bouteilles', 'Eau Vitale 19 L : 2 bouteilles'],
    ],
    [
      'a product with nothing to take back is left out',
      [
        primus({ quantite: 3 }),
        { libelle: 'Jus Maracuja 1 L', quantite: 4, unite: 'Bouteille 1 L', exchange: false, bouteillesEchangees: 0 },
      ],
      [],
    ],
    [
      'a crate of unknown size counts crates',
      [{ libelle: 'Simba', quantite: 3, unite: 'Casier', exchange: true, bouteillesEchangees: 0 }],
      ['Simba : 3 casiers'],
    ],
  ])('%s', (_rule, lines, texts) => {
    expect(emptiesByProductTexts(lines)).toEqual(texts);
  });
});
