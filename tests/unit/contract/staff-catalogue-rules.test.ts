import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { MAX_ORDER_LINES } from '../../../src/contract/order.ts';
import { MAX_PRICE_FRANCS, MAX_STOCK, productWriteSchema } from '../../../src/contract/staff-catalogue.ts';
import { hasControlCharacter } from '../../../src/contract/text.ts';

const product = (fields: Record<string, unknown>) =>
  z.safeParse(productWriteSchema, { nom: 'Primus 72 cl', prix: '2600', stock: 5, ...fields });
const messages = (fields: Record<string, unknown>) => {
  const parsed = product(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('catalogue writes', () => {
  it('the price ceiling leaves a margin of 10 under the largest safe integer for the largest possible order', () => {
    const largestOrderHundredths = MAX_ORDER_LINES * MAX_STOCK * 2 * MAX_PRICE_FRANCS * 100;
    expect(largestOrderHundredths * 10).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    ['2600', '2600'],
    [' 2600.5 ', '2600.5'],
    ['2600.50', '2600.50'],
    [2600.5, '2600.5'],
    [0, '0'],
    [MAX_PRICE_FRANCS, String(MAX_PRICE_FRANCS)],
  ])('a price of %j is kept as %j', (prix, kept) => {
    const parsed = product({ prix });
    expect(parsed.success && parsed.data.prix).toBe(kept);
  });

  it.each([
    ['1.005', "Assurez-vous qu'il n'y a pas plus de 2 chiffres après la virgule."],
    [1.005, "Assurez-vous qu'il n'y a pas plus de 2 chiffres après la virgule."],
    [1e-7, "Assurez-vous qu'il n'y a pas plus de 2 chiffres après la virgule."],
    ['90000000000000', `Assurez-vous que cette valeur est inférieure ou égale à ${MAX_PRICE_FRANCS}.`],
    [1e21, `Assurez-vous que cette valeur est inférieure ou égale à ${MAX_PRICE_FRANCS}.`],
    [`${MAX_PRICE_FRANCS}.01`, `Assurez-vous que cette valeur est inférieure ou égale à ${MAX_PRICE_FRANCS}.`],
    ['-5', 'Saisissez un montant positif en francs, par exemple 2500.'],
    ['1e3', 'Saisissez un montant positif en francs, par exemple 2500.'],
    [true, 'Saisissez un montant positif en francs, par exemple 2500.'],
  ])('a price of %j is refused: %s', (prix, message) => {
    expect(messages({ prix })).toEqual([message]);
    expect(messages({ prix: '10', prix_consigne: prix })).toEqual([message]);
  });

  it.each([
    [-1, 'Le stock est un nombre entier de 0 ou plus.'],
    [MAX_STOCK + 1, `Assurez-vous que cette valeur est inférieure ou égale à ${MAX_STOCK}.`],
    [1e15, `Assurez-vous que cette valeur est inférieure ou égale à ${MAX_STOCK}.`],
    [1.5, 'Le stock est un nombre entier de 0 ou plus.'],
  ])('a stock of %j is refused: %s', (stock, message) => {
    expect(messages({ stock })).toEqual([message]);
  });

  it.each([
    ['nom', 'Pri\u0000mus', 'Les caractères nuls ne sont pas autorisés.'],
    ['nom', 'Pri\u0007mus', 'Les caractères de contrôle ne sont pas autorisés.'],
    ['nom', 'Primus\nBralima', 'Ce champ tient sur une seule ligne : retirez les retours à la ligne et les tabulations.'],
    ['nom', 'Primus\u202eamilarB', "Les caractères qui inversent le sens d'écriture du texte ne sont pas autorisés."],
    ['nom', 'x'.repeat(201), 'Assurez-vous que ce champ ne comporte pas plus de 200 caractères.'],
    ['description', 'une\u001bligne', 'Les caractères de contrôle ne sont pas autorisés.'],
    ['unite', 'Casier\u0085', 'Les caractères de contrôle ne sont pas autorisés.'],
  ])('the text of %s %j is refused', (field, text, message) => {
    expect(messages({ [field]: text })).toEqual([message]);
  });

  it.each([
    ['Bières du Congo 🍺', false, false],
    ['Пиво', false, false],
    ['deux\nlignes\tet une tabulation', true, false],
    ['deux\nlignes', false, true],
    ['\ud83c', true, true],
    ['\u009b', true, true],
    ['\uffff', true, true],
  ])('%j holds a control character (multi-line %s): %s', (text, multiline, expected) => {
    expect(hasControlCharacter(text, multiline)).toBe(expected);
  });
});
