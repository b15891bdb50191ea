/**
 * Cart page: its lines, its alerts and the problems found in it; what changed in today's catalogue (the
 * cart page and the checkout say it with the same words); and the names of a cart's or an order's
 * amounts, the same words on the cart, the checkout, the orders page and the invoice.
 */

/** Worded by the spec: verbatim. */
const quoted = {
  addError: "Erreur lors de l'ajout au panier. Veuillez réessayer.",
  quantityError: 'Erreur lors de la mise à jour de la quantité. Veuillez réessayer.',
  consigneError: 'Erreur lors de la mise à jour de la consigne. Veuillez réessayer.',
  problemsHeading: 'Problèmes détectés dans votre panier',
  problemsContact: 'Veuillez contacter le support si ces erreurs persistent.',
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  empty: 'Votre panier est vide.',
  continueShopping: 'Continuer mes achats',
  checkout: 'Passer la commande',
  remove: 'Supprimer',
  lineTotal: 'Total',
  goods: 'Sous-total',
  deposits: 'Consignes',
  deliveryFee: 'Frais de livraison',
  freeDelivery: 'Gratuite',
  total: 'Total',
  invalidPrice: (product: string) => `${product} : prix invalide, article exclu du total.`,
  invalidQuantity: (product: string) => `${product} : quantité invalide, article exclu du total.`,
  missingConsigne: (product: string) => `${product} : prix de la consigne manquant, compté 0 FC.`,
  unnamedProduct: 'Produit sans nom',
  /** What changed in today's catalogue: the cart page's notices and the checkout's list of changes to accept. */
  priceChanged: (product: string, before: string, after: string) => `${product} : le prix passe de ${before} à ${after}.`,
  consigneChanged: (product: string, before: string, after: string) => `${product} : la consigne passe de ${before} à ${after}.`,
  productGone: (product: string) => `${product} n'est plus disponible.`,
  removedFromCart: 'Il a été retiré de votre panier.',
  changesHeading: 'Votre panier a été mis à jour',
  quantityOf: (product: string) => `Quantité de ${product}`,
  removeNamed: (product: string) => `Supprimer ${product} du panier`,
  consigneOf: (product: string) => `Consigne pour ${product}`,
  freeDeliveryFrom: (threshold: string) => `Livraison gratuite dès ${threshold} d'achat.`,
} as const;

export const cartMessages = { ...quoted, ...own } as const;
