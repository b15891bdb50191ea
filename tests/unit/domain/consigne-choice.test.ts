import { describe, expect, it } from 'vitest';
import { consigneChangeText } from '../../../src/domain/consigne-change.ts';
import { answeredChoice, consigneStep, type LineChoice } from '../../../src/domain/consigne-choice.ts';

describe('consigneStep: the dialog asks only what the checkbox cannot know', () => {
  it.each([
    ['sold without deposit', false, { withConsigne: false, decided: false }, { ask: false, withConsigne: false }],
    ['sold without deposit, whatever the state says', false, { withConsigne: true, decided: true }, { ask: false, withConsigne: false }],
    ['checkbox untouched, unticked', true, { withConsigne: false, decided: false }, { ask: true }],
    ['checkbox untouched but ticked from the cart’s line', true, { withConsigne: true, decided: false }, { ask: true }],
    ['checkbox ticked by the customer', true, { withConsigne: true, decided: true }, { ask: false, withConsigne: true }],
    ['checkbox unticked by the customer', true, { withConsigne: false, decided: true }, { ask: false, withConsigne: false }],
  ])('%s', (_name, soldWithDeposit, choice, step) => {
    expect(consigneStep(soldWithDeposit, choice)).toEqual(step);
  });

  it.each([
    [true, { withConsigne: false, decided: true }],
    [false, { withConsigne: true, decided: true }],
  ])('the dialog’s answer (bottles to exchange: %s) is shown back in the checkbox as a decision', (hasBottles, choice) => {
    expect(answeredChoice(hasBottles)).toEqual(choice);
  });
});

describe('consigneChangeText: an add never changes units already in the cart without saying so', () => {
  const line = (quantity: number, withConsigne: boolean): LineChoice => ({ quantity, withConsigne });
  it.each<[string, LineChoice | null, LineChoice | null, string | null]>([
    ['a new line', null, line(2, true), null],
    ['the line unreadable after the add', line(2, true), null, null],
    ['the same choice, with deposit', line(2, true), line(3, true), null],
    ['the same choice, without deposit', line(2, false), line(3, false), null],
    [
      'the deposit now charged',
      line(4, false),
      line(5, true),
      "La consigne s'applique maintenant aux 5 unités de Primus casier dans votre panier.",
    ],
    [
      'the deposit no longer charged',
      line(4, true),
      line(5, false),
      "La consigne ne s'applique plus aux 5 unités de Primus casier dans votre panier.",
    ],
  ])('%s', (_name, before, after, text) => {
    expect(consigneChangeText(before, after, 'Primus casier')).toBe(text);
  });
});
