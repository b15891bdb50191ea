/**
 * The sentence that says an add changed the deposit of units already in the cart (one decision per add,
 * consigne-choice.ts). Apart from the rule so that it loads with the contract's readers, which the product
 * page downloads when the customer acts (src/stores/page/contract-readers.ts), not with the page: it is only said
 * after an add.
 */

import { consigneChoiceMessages } from '../messages/consigne-choice.ts';
import type { LineChoice } from './consigne-choice.ts';

/**
 * The sentence added to the success message when the add changed the deposit of units already in
 * the cart (`before`: the line before the add, `after`: after it); null when nothing changed for them.
 */
export function consigneChangeText(before: LineChoice | null, after: LineChoice | null, product: string): string | null {
  if (before === null || after === null || before.withConsigne === after.withConsigne) return null;
  return after.withConsigne
    ? consigneChoiceMessages.nowApplies(after.quantity, product)
    : consigneChoiceMessages.noLongerApplies(after.quantity, product);
}
