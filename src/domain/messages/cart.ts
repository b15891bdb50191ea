/**
 * Cart page: its lines, its alerts and the problems found in it; what changed in today's catalogue (the
 * cart page and the checkout say it with the same words); and the names of a cart's or an order's
 * amounts, the same words on the cart, the checkout, the orders page and the invoice.
 */

import { plural } from './plural.ts';

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
  /** Lines arriving by a link (a shared cart, the product page's form, « Commander à nouveau »). */
  linkBroken: "Ce lien de panier est incomplet ou abîmé : rien n'a été ajouté à votre panier.",
  linkTooLong: "Ce lien de panier est trop long : rien n'a été ajouté à votre panier.",
  linkQuantityOutOfBounds: (max: number) =>
    `Ce lien de panier demande une quantité impossible (de 1 à ${max} par produit) : rien n'a été ajouté à votre panier.`,
  linkCheckFailed: 'Impossible de vérifier ces articles auprès de la boutique pour le moment. Veuillez réessayer.',
  unknownProduct: (id: number) => `Le produit n° ${id}`,
  notAdded: "Il n'est pas ajouté à votre panier.",
  nothingAdded: "Aucun de ces articles ne peut être ajouté à votre panier aujourd'hui.",
  linesAdded: (n: number) => plural(n, 'article ajouté à votre panier.', 'articles ajoutés à votre panier.'),
  checkingLines: 'Vérification des articles auprès de la boutique…',
  sharedHeading: 'Un panier partagé avec vous',
  sharedIntro: 'Ces articles seront ajoutés à votre panier, aux prix et au stock du jour :',
  confirmShared: 'Ajouter à mon panier',
  dismissShared: 'Ne pas ajouter',
  share: 'Partager mon panier',
  shareIntro: "Ce lien remplit le panier de la personne qui l'ouvre : produits, quantités et consignes, rien de personnel.",
  shareLinkLabel: 'Lien de votre panier',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié.',
  shareWhatsapp: 'Envoyer par WhatsApp',
  shareText: (link: string) => `Mon panier Kin Boissons : ${link}`,
  reorder: 'Commander à nouveau',
  reorderOf: (order: string) => `Commander à nouveau la commande ${order}`,
  viewCart: 'Voir mon panier',
} as const;

export const cartMessages = { ...quoted, ...own } as const;
