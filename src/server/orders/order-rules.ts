/**
 * What an order must be beyond its schema, whoever sends it: the checkout's phone rule, 'Je paie avec' among the
 * amounts offered, and the empties handed back within what the lines sell.
 */

import { maxEmptiesBack } from '../../domain/empties.ts';
import { payWithFromNotes } from '../../domain/pay-with.ts';
import { isOfferedPayWith } from '../../domain/payment.ts';
import { orderPhoneDigits, toOrderPhone } from '../../domain/phone.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { serverMessages } from '../../messages/server.ts';
import type { ProductRow } from '../db/products.ts';
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

/**
 * The empties handed back on each line (`bouteilles_echangees`, in bottles), or 400 naming every line refused: only
 * on a product sold with a deposit, on a line that pays it (a line without it is an exchange, unit for unit, already
 * collected), and no more bottles than the line sells (src/domain/empties.ts). They change no amount.
 */
export function checkEmptiesBack(
  articles: readonly { produit: number; quantite: number; avec_consigne: boolean; bouteilles_echangees?: number }[],
  products: ReadonlyMap<number, Pick<ProductRow, 'nom' | 'vendu_avec_consigne' | 'unite'>>,
): void {
  const refused = articles.flatMap((a) => {
    const back = a.bouteilles_echangees ?? 0;
    const product = products.get(a.produit);
    if (back === 0 || !product) return [];
    if (product.vendu_avec_consigne !== 1) return [gestionMessages.emptiesWithoutDeposit(product.nom)];
    if (!a.avec_consigne) return [gestionMessages.emptiesOnExchange(product.nom)];
    const max = maxEmptiesBack(a.quantite, product.unite);
    return back > max ? [gestionMessages.emptiesTooMany(product.nom, max)] : [];
  });
  if (refused.length > 0) throw new HttpProblem(400, { articles: refused });
}
