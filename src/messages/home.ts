/** Home page. */

/** Worded by the spec: verbatim (the home page has no text of our own here). */
const quoted = {
  learnMore: 'En savoir plus',
  orderHere: 'Commander ici',
  seeAllProducts: 'Voir tous les produits',
} as const;

export const homeMessages = { ...quoted } as const;
