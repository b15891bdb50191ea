/** Cart texts the spec does not word (spec wording lives in src/domain/messages.ts). */

// wording not in the spec
export const cartMessages = {
  priceChanged: (product: string, before: string, after: string) => `Le prix de ${product} est passé de ${before} à ${after}.`,
  // wording not in the spec
  productGone: (product: string) => `${product} n'est plus disponible et a été retiré de votre panier.`,
  // wording not in the spec
  removedFromCart: 'Il a été retiré de votre panier.',
  // wording not in the spec
  pagePriceChanged: (before: string, after: string) => `Le prix a changé depuis la publication de cette page : ${after} au lieu de ${before}.`,
  // wording not in the spec
  changesHeading: 'Votre panier a été mis à jour',
  // wording not in the spec
  quantity: 'Quantité',
  // wording not in the spec
  decrease: (product: string) => `Diminuer la quantité de ${product}`,
  // wording not in the spec
  increase: (product: string) => `Augmenter la quantité de ${product}`,
  // wording not in the spec
  quantityOf: (product: string) => `Quantité de ${product}`,
  // wording not in the spec
  removeNamed: (product: string) => `Supprimer ${product} du panier`,
  // wording not in the spec
  consigneOf: (product: string) => `Consigne pour ${product}`,
  // wording not in the spec
  unitPrice: 'Prix unitaire',
  // wording not in the spec
  perBottle: (price: string) => `${price} par bouteille`,
  // wording not in the spec
  badgeLabel: (n: number) => (n > 1 ? `${n} articles dans le panier` : `${n} article dans le panier`),
  // wording not in the spec
  freeDeliveryFrom: (threshold: string) => `Livraison gratuite dès ${threshold} d'achat.`,
  // wording not in the spec
  close: 'Fermer',
  // wording not in the spec
  depositExplained: (price: string) => `Sans bouteilles vides à échanger, une consigne de ${price} par bouteille est ajoutée au prix.`,
} as const;
