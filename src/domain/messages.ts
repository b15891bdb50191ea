/**
 * Every French string a customer can see, defined once. Wording quoted by spec.md is copied
 * exactly; strings the spec does not word are marked `// wording not in the spec`.
 * Callers write `messages.area.key` (or call it when it takes a value).
 */

import { cart } from './messages/cart.ts';
import { nav } from './messages/nav.ts';
import { plural } from './messages/plural.ts';
import { product, stock } from './messages/product.ts';

export const messages = {
  nav,
  home: {
    learnMore: 'En savoir plus',
    orderHere: 'Commander ici',
    seeAllProducts: 'Voir tous les produits',
    featuredLoadError: 'Impossible de charger les produits en vedette. Affichage des produits par défaut.',
    categoriesLoadError: 'Impossible de charger les catégories. Affichage des catégories par défaut.',
  },
  catalogue: {
    categoriesTitle: 'Nos Catégories de Produits',
    brandFilterDefault: 'Filtrer par Marque',
    searchPlaceholder: 'Rechercher un produit ou une marque', // wording not in the spec
    loading: 'Chargement...', // wording not in the spec
    emptyCategory: 'Aucun produit disponible dans cette catégorie pour le moment.',
    noMatch: 'Aucun produit ne correspond à vos critères de recherche.',
    backHome: "Retourner à l'accueil",
    categoryNotFound: (name: string, available: readonly string[] | string) =>
      `Catégorie "${name}" non trouvée. Catégories disponibles: ${typeof available === 'string' ? available : available.join(', ')}`,
  },
  product,
  stock,
  cart,
  auth: {
    checking: "Vérification de l'authentification...",
    mustBeLoggedIn: 'Vous devez être connecté pour accéder à cette page.',
    unauthenticated: 'Utilisateur non authentifié',
    loginError: 'Erreur de connexion',
    registerError: "Erreur lors de l'inscription",
    registerContextError: "Erreur d'inscription",
    passwordMismatch: 'Les mots de passe ne correspondent pas',
    invalidPhoneFormat: (example: string) => `Format de numéro de téléphone invalide. Utilisez le format international (ex: ${example})`,
    forgotPasswordNotice: 'Si cette adresse email existe, vous recevrez un lien de réinitialisation.',
    resetRequestError: "Erreur lors de l'envoi de l'email",
    resetRequestSuccess: 'Email de réinitialisation envoyé',
    resetConfirmError: 'Erreur lors de la réinitialisation du mot de passe',
    resetConfirmSuccess: 'Mot de passe réinitialisé avec succès',
    resetPageError: 'Une erreur est survenue lors de la réinitialisation du mot de passe.',
    resetInvalidLink: 'Lien de réinitialisation invalide ou expiré.',
    resetPasswordMismatch: 'Les mots de passe ne correspondent pas.',
    resetPasswordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
    loggedOut: "Vous avez été déconnecté. Redirection vers l'accueil...", // wording not in the spec
    loginSuccess: 'Connexion réussie. Redirection...', // wording not in the spec
    registerSuccess: 'Compte créé avec succès.', // wording not in the spec
    signIn: 'Se connecter',
    /** Server field errors are shown one per line as 'Label: message' (spec §5). */
    fieldError: (label: string, message: string) => `${label}: ${message}`,
    // Labels of the registration fields in server errors: wording not in the spec
    fieldLabels: {
      username: "Nom d'utilisateur",
      email: 'Email',
      password: 'Mot de passe',
      password_confirm: 'Confirmation du mot de passe',
      first_name: 'Prénom',
      last_name: 'Nom',
      phone_number: 'Téléphone',
    },
  },
  profile: {
    requiredFields: 'Veuillez remplir tous les champs obligatoires',
    currentPasswordRequired: 'Veuillez entrer votre mot de passe actuel',
    newPasswordMismatch: 'Les nouveaux mots de passe ne correspondent pas',
    newPasswordTooShort: 'Le nouveau mot de passe doit contenir au moins 8 caractères',
    fetchError: 'Erreur lors de la récupération des données utilisateur',
    updateError: 'Erreur lors de la mise à jour du profil',
    passwordUpdateError: 'Erreur lors de la mise à jour du mot de passe',
    updateSuccess: 'Profil mis à jour avec succès', // wording not in the spec
  },
  orders: {
    loadFailed: 'Impossible de charger vos commandes',
    noneFound: 'Aucune commande trouvée',
    loadError: (status: number) => `Erreur lors de la récupération des commandes (${status})`,
    notFound: 'Commande non trouvée',
    createError: (status: number) => `Erreur lors de la création de la commande (${status})`,
    guestCreateError: (status: number) => `Erreur lors de la création de la commande anonyme (${status})`,
    accountLoadError: 'Impossible de charger les commandes pour le moment',
    retry: 'Réessayer',
    cancel: 'Annuler la commande',
    viewOrders: 'Voir mes commandes',
    downloadInvoice: 'Télécharger la facture', // wording not in the spec
    resetFilters: 'Réinitialiser', // wording not in the spec
    allStatuses: 'Tous les statuts', // wording not in the spec
  },
  invoice: {
    downloadFailed: 'Impossible de télécharger la facture. Veuillez réessayer plus tard.',
    downloadError: 'Une erreur est survenue lors du téléchargement de la facture.',
    generationError: 'Erreur lors de la génération de la facture',
    title: 'Facture', // wording not in the spec
    orderNumber: 'Commande n°', // wording not in the spec
    date: 'Date', // wording not in the spec
    status: 'Statut', // wording not in the spec
    customer: 'Client', // wording not in the spec
    address: 'Adresse de livraison', // wording not in the spec
    phone: 'Téléphone', // wording not in the spec
    product: 'Produit', // wording not in the spec
    quantity: 'Quantité', // wording not in the spec
    unitPrice: 'Prix unitaire', // wording not in the spec
    consigne: 'Consigne', // wording not in the spec
    lineTotal: 'Total ligne', // wording not in the spec
    subtotal: 'Sous-total', // wording not in the spec
    deposits: 'Consignes', // wording not in the spec
    deliveryFee: 'Frais de livraison', // wording not in the spec
    total: 'Total', // wording not in the spec
    noConsigne: 'Sans consigne', // wording not in the spec
    thanks: 'Merci pour votre commande !', // wording not in the spec
  },
  reviews: {
    leave: 'Laisser un avis',
    pending: 'Avis en attente de modération',
    edit: 'Modifier mon avis',
    loginRequired: 'Vous devez être connecté pour laisser un avis.',
    productNotSelected: 'Produit non sélectionné.',
    submitError: 'Une erreur est survenue lors de la soumission de votre avis. Veuillez réessayer.',
    ratingRequired: 'Veuillez sélectionner une note.',
    authRequiredAdd: 'Authentification requise pour ajouter un avis',
    authRequiredEdit: 'Authentification requise pour modifier un avis', // spec: "same for modifying"
    commentRequired: 'Veuillez écrire un commentaire.', // wording not in the spec
    submitted: 'Merci ! Votre avis sera visible après modération.', // wording not in the spec
  },
  addresses: {
    streetRequired: 'Rue/Avenue requise',
    numberRequired: 'Numéro requis',
    quartierRequired: 'Quartier requis',
    communeRequired: 'Commune requise',
    phoneRequired: 'Téléphone requis',
    cannotDeleteOnly: 'Impossible de supprimer la seule adresse',
    cannotDeleteDefault: "Vous ne pouvez pas supprimer l'adresse par défaut.",
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette adresse ?',
    notFound: 'Adresse non trouvée',
    loadError: 'Erreur lors du chargement des adresses',
    addError: "Erreur lors de l'ajout de l'adresse",
    updateError: "Erreur lors de la mise à jour de l'adresse",
    deleteError: "Erreur lors de la suppression de l'adresse",
    setDefaultError: "Erreur lors de la définition de l'adresse par défaut",
    types: { Maison: 'Maison', Bureau: 'Bureau', Autre: 'Autre' },
    defaultBadge: 'Par défaut', // wording not in the spec
  },
  notifications: {
    loadError: 'Impossible de charger vos notifications. Veuillez réessayer plus tard.',
    loginRequired: 'Veuillez vous connecter pour voir vos notifications.',
    markReadError: 'Impossible de marquer la notification comme lue. Veuillez réessayer.', // wording not in the spec
    markUnreadError: 'Impossible de marquer la notification comme non lue. Veuillez réessayer.', // wording not in the spec
    markAllReadError: 'Impossible de marquer toutes les notifications comme lues. Veuillez réessayer.', // wording not in the spec
    deleteError: 'Impossible de supprimer la notification. Veuillez réessayer.', // wording not in the spec
    filterAll: 'Toutes', // wording not in the spec (spec: All)
    filterUnread: 'Non lues', // wording not in the spec (spec: Unread)
    filterRead: 'Lues', // wording not in the spec (spec: Read)
    markAllRead: 'Tout marquer comme lu', // wording not in the spec
    none: 'Aucune notification', // wording not in the spec
  },
  orderStatus: {
    en_attente: 'En attente',
    confirmee: 'Confirmée',
    en_preparation: 'En préparation',
    prete_livraison: 'Prête pour livraison',
    en_livraison: 'En livraison',
    livree: 'Livrée',
    annulee: 'Annulée',
  },
  // Display labels of the 11 notification types: wording not in the spec
  notificationTypes: {
    commande_recue: 'Commande reçue',
    commande_confirmee: 'Commande confirmée',
    commande_en_preparation: 'Commande en préparation',
    commande_prete: 'Commande prête pour livraison',
    commande_en_livraison: 'Commande en livraison',
    commande_livree: 'Commande livrée',
    commande_annulee: 'Commande annulée',
    paiement_recu: 'Paiement reçu',
    paiement_refuse: 'Paiement refusé',
    promotion: 'Promotion',
    systeme: 'Système',
  },
  // The 3 built-in sample notifications (spec §7: one mentions a 10% promotion code): wording not in the spec
  sampleNotifications: {
    orderConfirmedTitle: 'Commande confirmée',
    orderConfirmedMessage: 'Votre commande a été confirmée. Nous la préparons pour la livraison.',
    promotionTitle: 'Promotion spéciale',
    promotionMessage: 'Profitez de 10% de réduction sur votre prochaine commande avec le code KIN10.',
    welcomeTitle: 'Bienvenue chez Kin Boissons',
    welcomeMessage: 'Merci de votre confiance ! Eau, bières et jus livrés à domicile à Kinshasa.',
  },
  time: {
    justNow: "À l'instant",
    minutesAgo: (n: number) => `Il y a ${plural(n, 'minute', 'minutes')}`,
    hoursAgo: (n: number) => `Il y a ${plural(n, 'heure', 'heures')}`,
    daysAgo: (n: number) => `Il y a ${plural(n, 'jour', 'jours')}`,
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  },
  checkout: {
    personalFieldsRequired: 'Veuillez remplir tous les champs personnels.',
    phoneNineDigits: 'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).',
    addressFieldsRequired: "Veuillez remplir tous les champs d'adresse.",
    paymentRequired: 'Veuillez sélectionner un mode de paiement.',
    emptyCart: 'Votre panier est vide. Veuillez ajouter des produits avant de procéder au paiement.',
    missingAddress: 'Adresse de livraison manquante',
    missingAddressId: "ID d'adresse manquant",
    missingPhone: 'Numéro de téléphone manquant',
    missingArticles: 'Articles de commande manquants ou format incorrect',
    createErrorRetry: 'Erreur lors de la création de la commande. Veuillez réessayer.',
    createErrorGeneric: 'Une erreur est survenue lors de la création de la commande.',
    unavailable: "non disponible pour l'instant",
    cashOnDelivery: 'Paiement à la livraison', // wording not in the spec
    card: 'Carte bancaire', // wording not in the spec
    mobileMoney: 'Mobile Money', // wording not in the spec
    waitingToSend: "Commande en attente d'envoi. Nouvel essai dès le retour de la connexion.", // wording not in the spec
    placeOrder: 'Confirmer la commande', // wording not in the spec
  },
  confirmation: {
    continueShopping: 'Continuer mes achats',
    viewOrders: 'Voir mes commandes',
    signIn: 'Se connecter',
  },
  support: {
    sendError: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
    sendSuccess: 'Votre message a été envoyé avec succès!',
    requiredFields: 'Veuillez remplir tous les champs (nom, email et message).', // wording not in the spec
    invalidEmail: 'Veuillez entrer une adresse email valide.', // wording not in the spec
  },
  network: {
    connectionError: 'Erreur de connexion au serveur',
    requestTimeout: (ms: number) => `Request timeout after ${ms} ms`,
    httpError: (status: number, statusText: string) => `Erreur ${status}: ${statusText}`,
    invalidResponse: (endpoint: string, problem: string) => `Réponse inattendue du serveur pour ${endpoint} : ${problem}`, // wording not in the spec
    paginationLoop: (endpoint: string) => `Pagination sans fin pour ${endpoint}`, // wording not in the spec
  },
} as const;

export type Messages = typeof messages;
