/** Checkout and order confirmation pages; the amounts and the catalogue's changes are named by `cart.ts`, the fields' labels in server errors by `fields.ts`. */

/** Worded by the spec: verbatim. */
const quoted = {
  personalFieldsRequired: 'Veuillez remplir tous les champs personnels.',
  phoneNineDigits: 'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).',
  addressFieldsRequired: "Veuillez remplir tous les champs d'adresse.",
  paymentRequired: 'Veuillez sélectionner un mode de paiement.',
  emptyCart: 'Votre panier est vide. Veuillez ajouter des produits avant de procéder au paiement.',
  missingAddress: 'Adresse de livraison manquante',
  missingAddressId: "ID d'adresse manquant",
  missingPhone: 'Numéro de téléphone manquant',
  missingArticles: 'Articles de commande manquants ou format incorrect',
  createErrorGeneric: 'Une erreur est survenue lors de la création de la commande.',
  createErrorRetry: 'Erreur lors de la création de la commande. Veuillez réessayer.',
  unavailable: "non disponible pour l'instant",
  continueShopping: 'Continuer mes achats',
  viewOrders: 'Voir mes commandes',
  signIn: 'Se connecter',
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  cashOnDelivery: 'Paiement à la livraison',
  card: 'Carte bancaire',
  mobileMoney: 'Mobile Money',
  waitingToSend: "Commande en attente d'envoi. Nouvel essai dès le retour de la connexion.",
  placeOrder: 'Confirmer la commande',
  personalTitle: 'Vos coordonnées',
  fullName: 'Nom complet',
  phone: 'Téléphone (9 chiffres, sans le préfixe 243)',
  email: 'Email (facultatif)',
  addressTitle: 'Adresse de livraison',
  newAddress: 'Nouvelle adresse',
  rue: 'Avenue / Rue',
  numero: 'Numéro',
  quartier: 'Quartier',
  commune: 'Commune',
  ville: 'Ville',
  paymentTitle: 'Mode de paiement',
  notes: 'Note pour le livreur (facultatif)',
  payWith: 'Je paie avec',
  payWithHelp: 'Le livreur apporte la monnaie.',
  exactAmount: 'Le montant exact',
  payWithNote: (amount: string, change: string) => `Je paie avec : ${amount} (monnaie à rendre : ${change})`,
  payWithChanged: 'Le total de votre commande a changé : choisissez de nouveau le montant « Je paie avec ».',
  summaryTitle: 'Récapitulatif',
  withConsigne: 'avec consigne',
  /** `pricePerUnit`: « 12 000 FC par casier » (depositPerUnit). */
  withConsigneOf: (pricePerUnit: string) => `avec consigne de ${pricePerUnit}`,
  checking: 'Vérification des prix et du stock…',
  sending: 'Envoi de votre commande…',
  /** A press on « Confirmer la commande » before the page's scripts have arrived: the order leaves once they have. */
  pressKept: 'Votre commande partira dès que la page sera prête…',
  retryNow: 'Réessayer maintenant',
  /** The server failed without saying why (a 5xx): nothing the customer did, nothing lost. */
  shopFault:
    "La boutique n'a pas pu enregistrer votre commande : le problème vient de notre côté. Votre panier et vos informations sont gardés ; appuyez sur « Réessayer » dans un instant.",
  /** The button under a server's error: sends the same order again, with the same Idempotency-Key. */
  retry: 'Réessayer',
  pendingExpired:
    "Votre commande en attente depuis plus de 24 h n'a pas pu être envoyée : elle a été abandonnée. Votre panier est intact ; vérifiez-le et commandez à nouveau, ou appelez-nous.",
  pendingSince:
    'Votre commande est gardée sur ce téléphone : elle partira toute seule dès que la connexion revient, sans être passée deux fois.',
  changesTitle: 'Des prix ou des stocks ont changé depuis que vous avez rempli votre panier :',
  acceptChanges: 'Accepter les nouveaux prix et commander',
  fixCart: 'Modifier mon panier',
  phoneFallbackTitle: 'Commander par téléphone',
  phoneFallbackText: 'La connexion ne passe pas ? Appelez-nous ou envoyez-nous votre commande par WhatsApp.',
  call: (phone: string) => `Appeler le ${phone}`,
  whatsapp: 'Envoyer par WhatsApp',
  whatsappGreeting: 'Bonjour Kin Boissons, je voudrais commander :',
  whatsappLine: (quantity: number, name: string, consigne: boolean) => `- ${quantity} × ${name}${consigne ? ' (avec consigne)' : ''}`,
  whatsappTotal: (total: string) => `Total : ${total}`,
  whatsappName: (name: string) => `Nom : ${name}`,
  whatsappPhone: (phone: string) => `Téléphone : ${phone}`,
  whatsappAddress: (address: string) => `Adresse : ${address}`,
  /** The confirmation page's title: the shop has the order, it has not confirmed it yet (« En attente »). */
  receivedTitle: 'Commande reçue',
  receivedDescription: 'Votre commande Kin Boissons est bien reçue : nous vous appelons pour la confirmer.',
  confirmationTitle: 'Merci pour votre commande !',
  orderNumber: (numero: string) => `Commande n° ${numero}`,
  confirmationCall: 'Nous vous appelons pour confirmer l’heure de livraison. Paiement à la livraison.',
  confirmationMissing: 'Votre commande a bien été reçue. Vous trouverez son détail dans vos commandes.',
  noRecentOrder: 'Aucune commande récente sur cet appareil.',
  deliveredTo: 'Livraison',
  orderedLines: 'Vos articles',
} as const;

export const checkoutMessages = { ...quoted, ...own } as const;
