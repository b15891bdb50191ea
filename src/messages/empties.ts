import { plural } from './plural.ts';

/**
 * Empties (« vides ») as the depot counts them, per product: apart from `gestion` so the customer's account page,
 * which shows the empties they hold, loads only these.
 */

/** Our own wording (the spec words none of these). */
const own = {
  /** « 2 casiers + 12 bouteilles », « 1 casier », « 12 bouteilles ». */
  count: (casiers: number, bouteilles: number) =>
    [
      casiers > 0 ? plural(casiers, 'casier', 'casiers') : '',
      bouteilles > 0 || casiers === 0 ? plural(bouteilles, 'bouteille', 'bouteilles') : '',
    ]
      .filter((part) => part !== '')
      .join(' + '),
  /** One product's empties: « Primus 72 cl : 2 casiers + 12 bouteilles ». */
  ofProduct: (product: string, empties: string) => `${product} : ${empties}`,
} as const;

export const emptiesMessages = { ...own } as const;
