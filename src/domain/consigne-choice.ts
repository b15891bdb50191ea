/**
 * One decision per add: the product page's « Avec consigne » checkbox and the consigne dialog agree.
 *
 * - The dialog asks only what the checkbox cannot know. While the customer has not touched the
 *   checkbox, « Ajouter au panier » opens the dialog (« Avez-vous des bouteilles vides à échanger ? »)
 *   and its answer is shown back in the checkbox (bottles to exchange: no deposit). Once they touched
 *   the checkbox, or answered the dialog, the checkbox is the answer and no dialog opens. Closing the
 *   dialog without answering decides nothing.
 * - When the product is already in the cart, the checkbox starts from that line's choice (the dialog
 *   still asks until the customer touches it).
 * - The cart keeps one line per product, so an add with another choice than the line's changes the
 *   deposit of the units already there: the success message says so, with the line's units after the add
 *   (consigne-change.ts).
 * - A product sold without a deposit has neither checkbox nor dialog.
 */
/** The customer's choice on the page: the checkbox's state, and whether they decided it (touched it or answered the dialog). */
export interface ConsigneChoice {
  withConsigne: boolean;
  decided: boolean;
}

/** What « Ajouter au panier » does: open the dialog, or add with this choice. */
export type ConsigneStep = { ask: true } | { ask: false; withConsigne: boolean };

export function consigneStep(soldWithDeposit: boolean, choice: ConsigneChoice): ConsigneStep {
  if (!soldWithDeposit) return { ask: false, withConsigne: false };
  return choice.decided ? { ask: false, withConsigne: choice.withConsigne } : { ask: true };
}

/** The dialog's answer as the checkbox shows it: with empty bottles to exchange, no deposit. */
export const answeredChoice = (hasBottles: boolean): ConsigneChoice => ({ withConsigne: !hasBottles, decided: true });

/** A product's line in the cart as the rule needs it. */
export interface LineChoice {
  quantity: number;
  withConsigne: boolean;
}
