/** Cart texts of spec §8 (area `cart` of `messages`), kept apart so that the product page's island loads only these. */
export const cart = {
  addError: "Erreur lors de l'ajout au panier. Veuillez réessayer.",
  removeError: 'Erreur lors de la suppression du produit. Veuillez réessayer.',
  quantityError: 'Erreur lors de la mise à jour de la quantité. Veuillez réessayer.',
  consigneError: 'Erreur lors de la mise à jour de la consigne. Veuillez réessayer.',
  problemsHeading: 'Problèmes détectés dans votre panier',
  problemsContact: 'Veuillez contacter le support si ces erreurs persistent.',
  empty: 'Votre panier est vide.', // wording not in the spec
  continueShopping: 'Continuer mes achats',
  checkout: 'Passer la commande', // wording not in the spec
  remove: 'Supprimer', // wording not in the spec
  goods: 'Sous-total', // wording not in the spec
  deposits: 'Consignes', // wording not in the spec
  deliveryFee: 'Frais de livraison', // wording not in the spec
  freeDelivery: 'Gratuite', // wording not in the spec
  total: 'Total', // wording not in the spec
  invalidPrice: (product: string) => `${product} : prix invalide, article exclu du total.`, // wording not in the spec
  invalidQuantity: (product: string) => `${product} : quantité invalide, article exclu du total.`, // wording not in the spec
  missingConsigne: (product: string) => `${product} : prix de la consigne manquant, compté 0 FC.`, // wording not in the spec
  unnamedProduct: 'Produit sans nom', // wording not in the spec
} as const;
