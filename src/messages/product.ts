/**
 * Product page: the product, its stock, the add-to-cart form and the consigne dialog. Kept apart so
 * that the product page's island loads only these (the quantity controls' labels serve the cart page too);
 * what only the built HTML shows lives in product-page.ts, never downloaded; the refusals of an add and the
 * shortages found later live in stock.ts, loaded with the cart; a price changed since the page was built, in
 * page-price.ts, loaded with the contract's readers that read the current price.
 */
/** Worded by the spec: verbatim. */
const quoted = {
  inStock: 'En stock',
  exactStock: (n: number) => `${n} en stock`,
  addedToCart: (product: string) => `${product} a été ajouté à votre panier.`,
  addError: "Une erreur est survenue lors de l'ajout au panier. Veuillez réessayer.",
  invalidQuantity: 'Veuillez sélectionner une quantité valide.',
  onlyNInStock: (n: number) => `Désolé, il n'y a que ${n} unités disponibles en stock pour ce produit.`,
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  outOfStockLabel: 'Rupture de stock',
  addToCart: 'Ajouter au panier',
  withConsigne: 'Avec consigne',
  total: 'Total',
  quantity: 'Quantité',
  decrease: (product: string) => `Diminuer la quantité de ${product}`,
  increase: (product: string) => `Augmenter la quantité de ${product}`,
  unitPrice: 'Prix unitaire',
  /** What one deposit is charged for, by the first word of the product's unit (src/domain/deposit-unit.ts). */
  depositUnit: {
    casier: 'par casier',
    pack: 'par pack',
    bouteille: 'par bouteille',
    canette: 'par canette',
    brique: 'par brique',
    bonbonne: 'par bonbonne',
    article: 'par article',
  },
  depositPrice: (price: string, perUnit: string) => `${price} ${perUnit}`,
  close: 'Fermer',
  /** `pricePerUnit`: « 12 000 FC par casier » (depositPerUnit); `empties`: « casiers » (the page's words of the unit sold). */
  depositExplained: (pricePerUnit: string, empties: string) =>
    `Sans ${empties} vides à échanger, une consigne de ${pricePerUnit} est ajoutée au prix.`,
} as const;

export const productMessages = { ...quoted, ...own } as const;
