/** What an order must be beyond its schema, whoever sends it: the checkout's phone rule, and 'Je paie avec' among the amounts offered. */

import { payWithFromNotes } from '../../domain/pay-with.ts';
import { isOfferedPayWith } from '../../domain/payment.ts';
import { orderPhoneDigits, toOrderPhone } from '../../domain/phone.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { serverMessages } from '../../messages/server.ts';
import { HttpProblem } from '../http/problem.ts';

/** The order's phone as the checkout sends it (`2430` and the 9 digits), or 400 with the checkout's message. */
export function orderPhone(telephone: string): string {
  const nine = orderPhoneDigits(telephone);
  if (nine === null) throw new HttpProblem(400, { telephone_livraison: [checkoutMessages.phoneNineDigits] });
  return toOrderPhone(nine);
}

/**
 * The 'Je paie avec' amount of the notes (hundredths, null: none), or 400 when the checkout would not have offered
 * it for this total: the courier's change is counted from it, so it is one of the round amounts just above the total.
 */
export function offeredPayWith(notes: string, totalCents: number): number | null {
  const amount = payWithFromNotes(notes);
  if (amount !== null && !isOfferedPayWith(totalCents, amount)) throw new HttpProblem(400, { notes: [serverMessages.payWithNotOffered] });
  return amount;
}
