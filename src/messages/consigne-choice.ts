/**
 * What the product page says when an add changes the deposit of units already in the cart (one
 * decision per add, src/domain/consigne-choice.ts). Kept apart so that only the product page loads them.
 */

/** Our own wording (the spec words none of these). */
const own = {
  nowApplies: (units: number, product: string) => `La consigne s'applique maintenant aux ${units} unités de ${product} dans votre panier.`,
  noLongerApplies: (units: number, product: string) =>
    `La consigne ne s'applique plus aux ${units} unités de ${product} dans votre panier.`,
} as const;

export const consigneChoiceMessages = { ...own } as const;
