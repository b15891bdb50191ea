/**
 * Lines that reach the cart by a link (a shared cart, the product page's plain form, « Commander à
 * nouveau »): the link's refusals, the confirmation of a shared cart, what was added, the share panel.
 * Apart from the cart page's texts: only the code that loads when a link is made or opened reads them.
 */
import { plural } from './plural.ts';

/** Our own wording (the spec words none of these). */
const own = {
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

export const cartLinkMessages = { ...own } as const;
