import { describe, expect, it } from 'vitest';
import { consigneWords } from '../../../src/domain/consigne-words.ts';
import { depositPerUnit, depositUnit } from '../../../src/domain/deposit-unit.ts';

describe('depositUnit: the first word of the product unit says what one deposit is charged for', () => {
  it.each<[unknown, string]>([
    ['Casier de 20 bouteilles', 'casier'],
    ['Casier de 24 bouteilles', 'casier'],
    ['Pack de 6 canettes', 'pack'],
    ['Pack de 12 bouteilles', 'pack'],
    ['Bouteille 72 cl', 'bouteille'],
    ['Bouteille 1,5 L', 'bouteille'],
    ['Canette 33 cl', 'canette'],
    ['Brique 1 L', 'brique'],
    ['Bonbonne 19 L', 'bonbonne'],
    ['  casier de 12', 'casier'],
    ['CANETTES 33 cl', 'canette'],
    ['Bouteilles', 'bouteille'],
    ['Fût de 30 L', 'article'],
    ['Caisse', 'article'],
    ['6 × 33 cl', 'article'],
    ['Casiers', 'casier'],
    ['Bouteillerie', 'article'],
    ['', 'article'],
    ['   ', 'article'],
    [null, 'article'],
    [undefined, 'article'],
    [42, 'article'],
  ])('%j → %s', (unite, expected) => {
    expect(depositUnit(unite)).toBe(expected);
  });
});

describe('depositPerUnit: the words every screen shows', () => {
  const nb = (text: string) => text.replaceAll(' FC', '\u00a0FC').replace(/(\d) (\d{3})/g, '$1\u00a0$2');
  it.each<[unknown, string]>([
    ['Casier de 20 bouteilles', '12 000 FC par casier'],
    ['Pack de 6 canettes', '12 000 FC par pack'],
    ['Bouteille 72 cl', '12 000 FC par bouteille'],
    ['Canette 33 cl', '12 000 FC par canette'],
    ['Brique 1 L', '12 000 FC par brique'],
    ['Bonbonne 19 L', '12 000 FC par bonbonne'],
    ['', '12 000 FC par article'],
    [null, '12 000 FC par article'],
  ])('%j → %s', (unite, expected) => {
    expect(depositPerUnit(1_200_000, unite)).toBe(nb(expected));
  });
});

describe('consigneWords: the consigne question speaks of the unit sold', () => {
  it.each<[unknown, [string, string, string, string]]>([
    [
      'Casier de 20 bouteilles',
      ['Avez-vous des casiers vides à échanger ?', "Oui, j'ai des casiers à échanger", "Non, je n'ai pas de casiers", 'casiers'],
    ],
    [
      'Pack de 6 canettes',
      ['Avez-vous des packs vides à échanger ?', "Oui, j'ai des packs à échanger", "Non, je n'ai pas de packs", 'packs'],
    ],
    [
      'Bouteille 72 cl',
      [
        'Avez-vous des bouteilles vides à échanger ?',
        "Oui, j'ai des bouteilles à échanger",
        "Non, je n'ai pas de bouteilles",
        'bouteilles',
      ],
    ],
    [
      'Bonbonne 19 L',
      ['Avez-vous des bonbonnes vides à échanger ?', "Oui, j'ai des bonbonnes à échanger", "Non, je n'ai pas de bonbonnes", 'bonbonnes'],
    ],
    [
      'Fût de 30 L',
      ['Avez-vous des emballages vides à échanger ?', "Oui, j'ai des emballages à échanger", "Non, je n'ai pas d'emballages", 'emballages'],
    ],
  ])('%j', (unite, [question, yes, no, empties]) => {
    expect(consigneWords(unite)).toMatchObject({ question, yes, no, empties });
  });
});
