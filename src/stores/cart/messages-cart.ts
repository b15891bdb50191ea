/** Cart texts the spec does not word (spec wording lives in src/domain/messages.ts). */
import { addToCartMessages } from './messages-add-to-cart.ts';

export const cartMessages = {
  ...addToCartMessages,
  // wording not in the spec
  priceChanged: (product: string, before: string, after: string) => `Le prix de ${product} est passé de ${before} à ${after}.`,
  // wording not in the spec
  productGone: (product: string) => `${product} n'est plus disponible et a été retiré de votre panier.`,
  // wording not in the spec
  removedFromCart: 'Il a été retiré de votre panier.',
  // wording not in the spec
  changesHeading: 'Votre panier a été mis à jour',
  // wording not in the spec
  quantityOf: (product: string) => `Quantité de ${product}`,
  // wording not in the spec
  removeNamed: (product: string) => `Supprimer ${product} du panier`,
  // wording not in the spec
  consigneOf: (product: string) => `Consigne pour ${product}`,
  // wording not in the spec
  badgeLabel: (n: number) => (n > 1 ? `${n} articles dans le panier` : `${n} article dans le panier`),
  // wording not in the spec
  freeDeliveryFrom: (threshold: string) => `Livraison gratuite dès ${threshold} d'achat.`,
} as const;
