/** Texts of the product page's add-to-cart island the spec does not word, apart so that the product page loads only these. */
export const addToCartMessages = {
  // wording not in the spec
  pagePriceChanged: (before: string, after: string) =>
    `Le prix a changé depuis la publication de cette page : ${after} au lieu de ${before}.`,
  // wording not in the spec
  quantity: 'Quantité',
  // wording not in the spec
  decrease: (product: string) => `Diminuer la quantité de ${product}`,
  // wording not in the spec
  increase: (product: string) => `Augmenter la quantité de ${product}`,
  // wording not in the spec
  unitPrice: 'Prix unitaire',
  // wording not in the spec
  perBottle: (price: string) => `${price} par bouteille`,
  // wording not in the spec
  close: 'Fermer',
  // wording not in the spec
  depositExplained: (price: string) => `Sans bouteilles vides à échanger, une consigne de ${price} par bouteille est ajoutée au prix.`,
} as const;
