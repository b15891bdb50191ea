import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages.ts';

type Getter = (m: typeof messages) => string;

/** Wording copied from spec.md (§2, §4, §5, §6, §7, §8), not from the module. */
const spec: [string, Getter, string][] = [
  // §2 screens, labels and buttons
  ['home learn more', (m) => m.home.learnMore, 'En savoir plus'],
  ['home order here', (m) => m.home.orderHere, 'Commander ici'],
  ['home all products', (m) => m.home.seeAllProducts, 'Voir tous les produits'],
  ['categories title', (m) => m.catalogue.categoriesTitle, 'Nos Catégories de Produits'],
  ['brand filter', (m) => m.catalogue.brandFilterDefault, 'Filtrer par Marque'],
  ['empty category', (m) => m.catalogue.emptyCategory, 'Aucun produit disponible dans cette catégorie pour le moment.'],
  ['no match', (m) => m.catalogue.noMatch, 'Aucun produit ne correspond à vos critères de recherche.'],
  ['back home', (m) => m.catalogue.backHome, "Retourner à l'accueil"],
  ['no description', (m) => m.product.noDescription, 'Aucune description disponible.'],
  ['product not found', (m) => m.product.notFound, 'Produit non trouvé'],
  ['in stock', (m) => m.product.inStock, 'En stock'],
  ['exact stock', (m) => m.product.exactStock(7), '7 en stock'],
  ['auth check', (m) => m.auth.checking, "Vérification de l'authentification..."],
  ['reset invalid link', (m) => m.auth.resetInvalidLink, 'Lien de réinitialisation invalide ou expiré.'],
  ['forgot password', (m) => m.auth.forgotPasswordNotice, 'Si cette adresse email existe, vous recevrez un lien de réinitialisation.'],
  ['orders load failed', (m) => m.orders.loadFailed, 'Impossible de charger vos commandes'],
  ['orders none', (m) => m.orders.noneFound, 'Aucune commande trouvée'],
  ['must be logged in', (m) => m.auth.mustBeLoggedIn, 'Vous devez être connecté pour accéder à cette page.'],
  ['notifications login', (m) => m.notifications.loginRequired, 'Veuillez vous connecter pour voir vos notifications.'],
  ['continue shopping', (m) => m.confirmation.continueShopping, 'Continuer mes achats'],
  ['view orders', (m) => m.confirmation.viewOrders, 'Voir mes commandes'],
  ['sign in', (m) => m.confirmation.signIn, 'Se connecter'],
  ['greeting', (m) => m.nav.greeting('Mado'), 'Bonjour Mado'],
  ['menu shop', (m) => m.nav.shop, 'Boutique'],
  ['menu notifications', (m) => m.nav.notifications, 'Notifications'],
  ['menu about', (m) => m.nav.about, 'À propos'],
  ['menu help', (m) => m.nav.help, "Besoin d'aide"],
  ['menu contact', (m) => m.nav.contact, 'Contact'],
  // §4 states
  ['cancel order', (m) => m.orders.cancel, 'Annuler la commande'],
  ['leave review', (m) => m.reviews.leave, 'Laisser un avis'],
  ['review pending', (m) => m.reviews.pending, 'Avis en attente de modération'],
  ['edit review', (m) => m.reviews.edit, 'Modifier mon avis'],
  ['status en_attente', (m) => m.orderStatus.en_attente, 'En attente'],
  ['status confirmee', (m) => m.orderStatus.confirmee, 'Confirmée'],
  ['status en_preparation', (m) => m.orderStatus.en_preparation, 'En préparation'],
  ['status prete_livraison', (m) => m.orderStatus.prete_livraison, 'Prête pour livraison'],
  ['status en_livraison', (m) => m.orderStatus.en_livraison, 'En livraison'],
  ['status livree', (m) => m.orderStatus.livree, 'Livrée'],
  ['status annulee', (m) => m.orderStatus.annulee, 'Annulée'],
  // §5 validation
  ['sign-up mismatch', (m) => m.auth.passwordMismatch, 'Les mots de passe ne correspondent pas'],
  [
    'sign-up phone',
    (m) => m.auth.invalidPhoneFormat('+243812345678'),
    'Format de numéro de téléphone invalide. Utilisez le format international (ex: +243812345678)',
  ],
  ['field error line', (m) => m.auth.fieldError(m.auth.fieldLabels.email, 'Adresse invalide.'), 'Email: Adresse invalide.'],
  ['profile required', (m) => m.profile.requiredFields, 'Veuillez remplir tous les champs obligatoires'],
  ['profile current password', (m) => m.profile.currentPasswordRequired, 'Veuillez entrer votre mot de passe actuel'],
  ['profile new mismatch', (m) => m.profile.newPasswordMismatch, 'Les nouveaux mots de passe ne correspondent pas'],
  ['profile new too short', (m) => m.profile.newPasswordTooShort, 'Le nouveau mot de passe doit contenir au moins 8 caractères'],
  ['reset mismatch', (m) => m.auth.resetPasswordMismatch, 'Les mots de passe ne correspondent pas.'],
  ['reset too short', (m) => m.auth.resetPasswordTooShort, 'Le mot de passe doit contenir au moins 8 caractères.'],
  ['address rue', (m) => m.addresses.streetRequired, 'Rue/Avenue requise'],
  ['address numero', (m) => m.addresses.numberRequired, 'Numéro requis'],
  ['address quartier', (m) => m.addresses.quartierRequired, 'Quartier requis'],
  ['address commune', (m) => m.addresses.communeRequired, 'Commune requise'],
  ['address telephone', (m) => m.addresses.phoneRequired, 'Téléphone requis'],
  ['address only', (m) => m.addresses.cannotDeleteOnly, 'Impossible de supprimer la seule adresse'],
  ['address default', (m) => m.addresses.cannotDeleteDefault, "Vous ne pouvez pas supprimer l'adresse par défaut."],
  ['address confirm', (m) => m.addresses.confirmDelete, 'Êtes-vous sûr de vouloir supprimer cette adresse ?'],
  ['quantity invalid', (m) => m.stock.invalidQuantity, 'Veuillez sélectionner une quantité valide.'],
  ['only n in stock', (m) => m.stock.onlyNInStock(4), "Désolé, il n'y a que 4 unités disponibles en stock pour ce produit."],
  ['insufficient', (m) => m.stock.insufficient, 'Stock insuffisant pour la quantité demandée.'],
  ['only n left', (m) => m.stock.onlyNLeft(2), 'Désolé, il ne reste que 2 unités en stock.'],
  ['out of stock', (m) => m.stock.outOfStock('Primus'), 'Désolé, Primus est actuellement en rupture de stock.'],
  ['checkout personal', (m) => m.checkout.personalFieldsRequired, 'Veuillez remplir tous les champs personnels.'],
  [
    'checkout phone',
    (m) => m.checkout.phoneNineDigits,
    'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).',
  ],
  ['checkout address', (m) => m.checkout.addressFieldsRequired, "Veuillez remplir tous les champs d'adresse."],
  ['checkout payment', (m) => m.checkout.paymentRequired, 'Veuillez sélectionner un mode de paiement.'],
  ['checkout unavailable', (m) => m.checkout.unavailable, "non disponible pour l'instant"],
  ['review rating', (m) => m.reviews.ratingRequired, 'Veuillez sélectionner une note.'],
  ['review auth add', (m) => m.reviews.authRequiredAdd, 'Authentification requise pour ajouter un avis'],
  // §7
  ['timeout', (m) => m.network.requestTimeout(10000), 'Request timeout after 10000 ms'],
  // §8 errors
  ['http error', (m) => m.network.httpError(502, 'Bad Gateway'), 'Erreur 502: Bad Gateway'],
  ['network', (m) => m.network.connectionError, 'Erreur de connexion au serveur'],
  ['login error', (m) => m.auth.loginError, 'Erreur de connexion'],
  ['register error', (m) => m.auth.registerError, "Erreur lors de l'inscription"],
  ['register context', (m) => m.auth.registerContextError, "Erreur d'inscription"],
  ['reset request error', (m) => m.auth.resetRequestError, "Erreur lors de l'envoi de l'email"],
  ['reset request ok', (m) => m.auth.resetRequestSuccess, 'Email de réinitialisation envoyé'],
  ['reset confirm error', (m) => m.auth.resetConfirmError, 'Erreur lors de la réinitialisation du mot de passe'],
  ['reset confirm ok', (m) => m.auth.resetConfirmSuccess, 'Mot de passe réinitialisé avec succès'],
  ['reset page error', (m) => m.auth.resetPageError, 'Une erreur est survenue lors de la réinitialisation du mot de passe.'],
  ['unauthenticated', (m) => m.auth.unauthenticated, 'Utilisateur non authentifié'],
  ['orders load', (m) => m.orders.loadError(500), 'Erreur lors de la récupération des commandes (500)'],
  ['order not found', (m) => m.orders.notFound, 'Commande non trouvée'],
  ['order create', (m) => m.orders.createError(400), 'Erreur lors de la création de la commande (400)'],
  ['guest order create', (m) => m.orders.guestCreateError(400), 'Erreur lors de la création de la commande anonyme (400)'],
  ['retry', (m) => m.orders.retry, 'Réessayer'],
  ['account orders', (m) => m.orders.accountLoadError, 'Impossible de charger les commandes pour le moment'],
  ['invoice download failed', (m) => m.invoice.downloadFailed, 'Impossible de télécharger la facture. Veuillez réessayer plus tard.'],
  ['invoice download error', (m) => m.invoice.downloadError, 'Une erreur est survenue lors du téléchargement de la facture.'],
  ['invoice generation', (m) => m.invoice.generationError, 'Erreur lors de la génération de la facture'],
  ['review login', (m) => m.reviews.loginRequired, 'Vous devez être connecté pour laisser un avis.'],
  ['review product', (m) => m.reviews.productNotSelected, 'Produit non sélectionné.'],
  ['review submit', (m) => m.reviews.submitError, 'Une erreur est survenue lors de la soumission de votre avis. Veuillez réessayer.'],
  ['profile fetch', (m) => m.profile.fetchError, 'Erreur lors de la récupération des données utilisateur'],
  ['profile update', (m) => m.profile.updateError, 'Erreur lors de la mise à jour du profil'],
  ['password update', (m) => m.profile.passwordUpdateError, 'Erreur lors de la mise à jour du mot de passe'],
  ['address not found', (m) => m.addresses.notFound, 'Adresse non trouvée'],
  ['address load', (m) => m.addresses.loadError, 'Erreur lors du chargement des adresses'],
  ['address add', (m) => m.addresses.addError, "Erreur lors de l'ajout de l'adresse"],
  ['address update', (m) => m.addresses.updateError, "Erreur lors de la mise à jour de l'adresse"],
  ['address delete', (m) => m.addresses.deleteError, "Erreur lors de la suppression de l'adresse"],
  ['address default error', (m) => m.addresses.setDefaultError, "Erreur lors de la définition de l'adresse par défaut"],
  ['notifications load', (m) => m.notifications.loadError, 'Impossible de charger vos notifications. Veuillez réessayer plus tard.'],
  ['missing address', (m) => m.checkout.missingAddress, 'Adresse de livraison manquante'],
  ['missing address id', (m) => m.checkout.missingAddressId, "ID d'adresse manquant"],
  ['missing phone', (m) => m.checkout.missingPhone, 'Numéro de téléphone manquant'],
  ['missing articles', (m) => m.checkout.missingArticles, 'Articles de commande manquants ou format incorrect'],
  ['create retry', (m) => m.checkout.createErrorRetry, 'Erreur lors de la création de la commande. Veuillez réessayer.'],
  ['create generic', (m) => m.checkout.createErrorGeneric, 'Une erreur est survenue lors de la création de la commande.'],
  ['empty cart', (m) => m.checkout.emptyCart, 'Votre panier est vide. Veuillez ajouter des produits avant de procéder au paiement.'],
  ['cart add', (m) => m.cart.addError, "Erreur lors de l'ajout au panier. Veuillez réessayer."],
  ['cart remove', (m) => m.cart.removeError, 'Erreur lors de la suppression du produit. Veuillez réessayer.'],
  ['cart quantity', (m) => m.cart.quantityError, 'Erreur lors de la mise à jour de la quantité. Veuillez réessayer.'],
  ['cart consigne', (m) => m.cart.consigneError, 'Erreur lors de la mise à jour de la consigne. Veuillez réessayer.'],
  ['product page add', (m) => m.product.addError, "Une erreur est survenue lors de l'ajout au panier. Veuillez réessayer."],
  ['added', (m) => m.product.addedToCart('Tembo'), 'Tembo a été ajouté à votre panier.'],
  ['problems heading', (m) => m.cart.problemsHeading, 'Problèmes détectés dans votre panier'],
  ['problems contact', (m) => m.cart.problemsContact, 'Veuillez contacter le support si ces erreurs persistent.'],
  ['featured error', (m) => m.home.featuredLoadError, 'Impossible de charger les produits en vedette. Affichage des produits par défaut.'],
  ['categories error', (m) => m.home.categoriesLoadError, 'Impossible de charger les catégories. Affichage des catégories par défaut.'],
  [
    'category not found',
    (m) => m.catalogue.categoryNotFound('Vins', ['Eaux', 'Bières']),
    'Catégorie "Vins" non trouvée. Catégories disponibles: Eaux, Bières',
  ],
  [
    'category not found (string list)',
    (m) => m.catalogue.categoryNotFound('Vins', 'Eaux, Bières'),
    'Catégorie "Vins" non trouvée. Catégories disponibles: Eaux, Bières',
  ],
  ['product load', (m) => m.product.loadError, 'Impossible de charger les détails du produit. Veuillez réessayer plus tard.'],
  ['support error', (m) => m.support.sendError, "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer."],
  ['support success', (m) => m.support.sendSuccess, 'Votre message a été envoyé avec succès!'],
  // §9 relative time
  ['just now', (m) => m.time.justNow, "À l'instant"],
];

describe('spec wording', () => {
  it.each(spec)('%s', (_name, get, expected) => {
    expect(get(messages)).toBe(expected);
  });
});

/** Every leaf of the messages object: strings, and functions called with sample arguments. */
function leaves(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]];
  if (typeof node === 'function') {
    const args = Array.from({ length: node.length }, (_, i) => (i === 0 ? 3 : 'x'));
    return [[`${path.join('.')}()`, String((node as (...a: unknown[]) => unknown)(...args))]];
  }
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, [...path, String(i)]));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => leaves(v, [...path, k]));
  throw new Error(`unexpected value at ${path.join('.')}`);
}

describe('messages object', () => {
  const all = leaves(messages);

  it('has many leaves', () => {
    expect(all.length).toBeGreaterThan(150);
  });

  it.each(all)('%s is a non-empty string without stray spacing', (_path, value) => {
    expect(typeof value).toBe('string');
    expect(value.trim()).not.toBe('');
    expect(value).toBe(value.trim());
    expect(value).not.toMatch(/undefined|\[object|NaN/);
  });

  it('uses the typographic apostrophe nowhere (spec quotes use U+0027)', () => {
    expect(all.filter(([, v]) => v.includes('\u2019'))).toEqual([]);
  });

  it.each([
    [1, 'Il y a 1 minute', 'Il y a 1 heure', 'Il y a 1 jour'],
    [5, 'Il y a 5 minutes', 'Il y a 5 heures', 'Il y a 5 jours'],
  ])('relative units agree with %i', (n, minutes, hours, days) => {
    expect([messages.time.minutesAgo(n), messages.time.hoursAgo(n), messages.time.daysAgo(n)]).toEqual([minutes, hours, days]);
  });
});
