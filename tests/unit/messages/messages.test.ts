import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../src/messages/account.ts';
import { addressesMessages } from '../../../src/messages/addresses.ts';
import { cartMessages } from '../../../src/messages/cart.ts';
import { catalogueMessages } from '../../../src/messages/catalogue.ts';
import { checkoutMessages } from '../../../src/messages/checkout.ts';
import { fieldsMessages } from '../../../src/messages/fields.ts';
import { homeMessages } from '../../../src/messages/home.ts';
import { invoiceMessages } from '../../../src/messages/invoice.ts';
import { navMessages } from '../../../src/messages/nav.ts';
import { networkMessages } from '../../../src/messages/network.ts';
import { notificationsMessages } from '../../../src/messages/notifications.ts';
import { ordersMessages } from '../../../src/messages/orders.ts';
import { productMessages } from '../../../src/messages/product.ts';
import { productPageMessages } from '../../../src/messages/product-page.ts';
import { reviewsMessages } from '../../../src/messages/reviews.ts';
import { stockMessages } from '../../../src/messages/stock.ts';
import { supportMessages } from '../../../src/messages/support.ts';
import { timeMessages } from '../../../src/messages/time.ts';
import { areas } from './message-areas.ts';

/** Wording copied from spec.md, not from the modules: per area, [what, the area's text, the spec's text]. */
const spec: Record<string, [string, string, string][]> = {
  home: [
    ['learn more', homeMessages.learnMore, 'En savoir plus'],
    ['order here', homeMessages.orderHere, 'Commander ici'],
    ['all products', homeMessages.seeAllProducts, 'Voir tous les produits'],
  ],
  catalogue: [
    ['categories title', catalogueMessages.categoriesTitle, 'Nos Catégories de Produits'],
    ['brand filter', catalogueMessages.brandFilterDefault, 'Filtrer par Marque'],
    ['empty category', catalogueMessages.emptyCategory, 'Aucun produit disponible dans cette catégorie pour le moment.'],
    ['no match', catalogueMessages.noMatch, 'Aucun produit ne correspond à vos critères de recherche.'],
    ['back home', catalogueMessages.backHome, "Retourner à l'accueil"],
    [
      'category not found',
      catalogueMessages.categoryNotFound('Vins', ['Eaux', 'Bières']),
      'Catégorie "Vins" non trouvée. Catégories disponibles: Eaux, Bières',
    ],
    [
      'category not found (string list)',
      catalogueMessages.categoryNotFound('Vins', 'Eaux, Bières'),
      'Catégorie "Vins" non trouvée. Catégories disponibles: Eaux, Bières',
    ],
  ],
  product: [
    ['no description', productPageMessages.noDescription, 'Aucune description disponible.'],
    ['product not found', productPageMessages.notFound, 'Produit non trouvé'],
    ['in stock', productMessages.inStock, 'En stock'],
    ['exact stock', productMessages.exactStock(7), '7 en stock'],
    ['product load', productPageMessages.loadError, 'Impossible de charger les détails du produit. Veuillez réessayer plus tard.'],
    ['product page add', productMessages.addError, "Une erreur est survenue lors de l'ajout au panier. Veuillez réessayer."],
    ['added', productMessages.addedToCart('Tembo'), 'Tembo a été ajouté à votre panier.'],
    ['quantity invalid', productMessages.invalidQuantity, 'Veuillez sélectionner une quantité valide.'],
    ['only n in stock', productMessages.onlyNInStock(4), "Désolé, il n'y a que 4 unités disponibles en stock pour ce produit."],
    ['insufficient', stockMessages.insufficientStock, 'Stock insuffisant pour la quantité demandée.'],
    ['only n left', stockMessages.onlyNLeft(2), 'Désolé, il ne reste que 2 unités en stock.'],
    ['out of stock', stockMessages.outOfStock('Primus'), 'Désolé, Primus est actuellement en rupture de stock.'],
  ],
  cart: [
    ['cart add', cartMessages.addError, "Erreur lors de l'ajout au panier. Veuillez réessayer."],
    ['cart quantity', cartMessages.quantityError, 'Erreur lors de la mise à jour de la quantité. Veuillez réessayer.'],
    ['cart consigne', cartMessages.consigneError, 'Erreur lors de la mise à jour de la consigne. Veuillez réessayer.'],
    ['problems heading', cartMessages.problemsHeading, 'Problèmes détectés dans votre panier'],
    ['problems contact', cartMessages.problemsContact, 'Veuillez contacter le support si ces erreurs persistent.'],
  ],
  nav: [
    ['greeting', navMessages.greeting('Mado'), 'Bonjour Mado'],
    ['menu shop', navMessages.shop, 'Boutique'],
    ['menu notifications', navMessages.notifications, 'Notifications'],
    ['menu about', navMessages.about, 'À propos'],
    ['menu help', navMessages.help, "Besoin d'aide"],
    ['menu contact', navMessages.contact, 'Contact'],
  ],
  account: [
    ['auth check', accountMessages.checking, "Vérification de l'authentification..."],
    ['reset invalid link', accountMessages.resetInvalidLink, 'Lien de réinitialisation invalide ou expiré.'],
    ['forgot password', accountMessages.forgotPasswordNotice, 'Si cette adresse email existe, vous recevrez un lien de réinitialisation.'],
    ['must be logged in', accountMessages.mustBeLoggedIn, 'Vous devez être connecté pour accéder à cette page.'],
    ['sign-up mismatch', accountMessages.passwordMismatch, 'Les mots de passe ne correspondent pas'],
    [
      'sign-up phone',
      accountMessages.invalidPhoneFormat('+243812345678'),
      'Format de numéro de téléphone invalide. Utilisez le format international (ex: +243812345678)',
    ],
    ['profile required', accountMessages.profileRequiredFields, 'Veuillez remplir tous les champs obligatoires'],
    ['profile current password', accountMessages.currentPasswordRequired, 'Veuillez entrer votre mot de passe actuel'],
    ['profile new mismatch', accountMessages.newPasswordMismatch, 'Les nouveaux mots de passe ne correspondent pas'],
    ['profile new too short', accountMessages.newPasswordTooShort, 'Le nouveau mot de passe doit contenir au moins 8 caractères'],
    ['reset mismatch', accountMessages.resetPasswordMismatch, 'Les mots de passe ne correspondent pas.'],
    ['reset too short', accountMessages.resetPasswordTooShort, 'Le mot de passe doit contenir au moins 8 caractères.'],
    ['login error', accountMessages.loginError, 'Erreur de connexion'],
    ['register error', accountMessages.registerError, "Erreur lors de l'inscription"],
    ['register context', accountMessages.registerContextError, "Erreur d'inscription"],
    ['reset request error', accountMessages.resetRequestError, "Erreur lors de l'envoi de l'email"],
    ['reset confirm error', accountMessages.resetConfirmError, 'Erreur lors de la réinitialisation du mot de passe'],
    ['reset confirm ok', accountMessages.resetConfirmSuccess, 'Mot de passe réinitialisé avec succès'],
    ['reset page error', accountMessages.resetPageError, 'Une erreur est survenue lors de la réinitialisation du mot de passe.'],
    ['unauthenticated', accountMessages.unauthenticated, 'Utilisateur non authentifié'],
    ['profile update', accountMessages.profileUpdateError, 'Erreur lors de la mise à jour du profil'],
    ['password update', accountMessages.passwordUpdateError, 'Erreur lors de la mise à jour du mot de passe'],
  ],
  fields: [
    ['field error line', fieldsMessages.line(fieldsMessages.labels['email'] ?? '', 'Adresse invalide.'), 'Email: Adresse invalide.'],
  ],
  addresses: [
    ['address rue', addressesMessages.streetRequired, 'Rue/Avenue requise'],
    ['address numero', addressesMessages.numberRequired, 'Numéro requis'],
    ['address quartier', addressesMessages.quartierRequired, 'Quartier requis'],
    ['address commune', addressesMessages.communeRequired, 'Commune requise'],
    ['address telephone', addressesMessages.phoneRequired, 'Téléphone requis'],
    ['address only', addressesMessages.cannotDeleteOnly, 'Impossible de supprimer la seule adresse'],
    ['address default', addressesMessages.cannotDeleteDefault, "Vous ne pouvez pas supprimer l'adresse par défaut."],
    ['address confirm', addressesMessages.confirmDelete, 'Êtes-vous sûr de vouloir supprimer cette adresse ?'],
    ['address not found', addressesMessages.notFound, 'Adresse non trouvée'],
    ['address add', addressesMessages.addError, "Erreur lors de l'ajout de l'adresse"],
    ['address update', addressesMessages.updateError, "Erreur lors de la mise à jour de l'adresse"],
    ['address default error', addressesMessages.setDefaultError, "Erreur lors de la définition de l'adresse par défaut"],
  ],
  orders: [
    ['orders load failed', ordersMessages.loadFailed, 'Impossible de charger vos commandes'],
    ['orders none', ordersMessages.noneFound, 'Aucune commande trouvée'],
    ['status en_attente', ordersMessages.status.en_attente, 'En attente'],
    ['status confirmee', ordersMessages.status.confirmee, 'Confirmée'],
    ['status en_preparation', ordersMessages.status.en_preparation, 'En préparation'],
    ['status prete_livraison', ordersMessages.status.prete_livraison, 'Prête pour livraison'],
    ['status en_livraison', ordersMessages.status.en_livraison, 'En livraison'],
    ['status livree', ordersMessages.status.livree, 'Livrée'],
    ['status annulee', ordersMessages.status.annulee, 'Annulée'],
    ['orders load', ordersMessages.loadError(500), 'Erreur lors de la récupération des commandes (500)'],
    ['order not found', ordersMessages.notFound, 'Commande non trouvée'],
    ['order create', ordersMessages.createError(400), 'Erreur lors de la création de la commande (400)'],
    ['guest order create', ordersMessages.guestCreateError(400), 'Erreur lors de la création de la commande anonyme (400)'],
    ['retry', ordersMessages.retry, 'Réessayer'],
    ['account orders', ordersMessages.accountLoadError, 'Impossible de charger les commandes pour le moment'],
  ],
  invoice: [
    ['invoice download failed', invoiceMessages.downloadFailed, 'Impossible de télécharger la facture. Veuillez réessayer plus tard.'],
    ['invoice download error', invoiceMessages.downloadError, 'Une erreur est survenue lors du téléchargement de la facture.'],
    ['invoice generation', invoiceMessages.generationError, 'Erreur lors de la génération de la facture'],
  ],
  reviews: [
    ['leave review', reviewsMessages.leave, 'Laisser un avis'],
    ['review pending', reviewsMessages.pending, 'Avis en attente de modération'],
    ['edit review', reviewsMessages.edit, 'Modifier mon avis'],
    ['review rating', reviewsMessages.ratingRequired, 'Veuillez sélectionner une note.'],
    ['review auth add', reviewsMessages.authRequiredAdd, 'Authentification requise pour ajouter un avis'],
    ['review login', reviewsMessages.loginRequired, 'Vous devez être connecté pour laisser un avis.'],
    ['review product', reviewsMessages.productNotSelected, 'Produit non sélectionné.'],
    ['review submit', reviewsMessages.submitError, 'Une erreur est survenue lors de la soumission de votre avis. Veuillez réessayer.'],
  ],
  notifications: [
    ['notifications login', notificationsMessages.loginRequired, 'Veuillez vous connecter pour voir vos notifications.'],
    ['notifications load', notificationsMessages.loadError, 'Impossible de charger vos notifications. Veuillez réessayer plus tard.'],
  ],
  checkout: [
    ['continue shopping', checkoutMessages.continueShopping, 'Continuer mes achats'],
    ['view orders', checkoutMessages.viewOrders, 'Voir mes commandes'],
    ['sign in', checkoutMessages.signIn, 'Se connecter'],
    ['checkout personal', checkoutMessages.personalFieldsRequired, 'Veuillez remplir tous les champs personnels.'],
    [
      'checkout phone',
      checkoutMessages.phoneNineDigits,
      'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).',
    ],
    ['checkout address', checkoutMessages.addressFieldsRequired, "Veuillez remplir tous les champs d'adresse."],
    ['checkout payment', checkoutMessages.paymentRequired, 'Veuillez sélectionner un mode de paiement.'],
    ['checkout unavailable', checkoutMessages.unavailable, "non disponible pour l'instant"],
    ['missing address', checkoutMessages.missingAddress, 'Adresse de livraison manquante'],
    ['missing address id', checkoutMessages.missingAddressId, "ID d'adresse manquant"],
    ['missing phone', checkoutMessages.missingPhone, 'Numéro de téléphone manquant'],
    ['missing articles', checkoutMessages.missingArticles, 'Articles de commande manquants ou format incorrect'],
    ['create generic', checkoutMessages.createErrorGeneric, 'Une erreur est survenue lors de la création de la commande.'],
    ['empty cart', checkoutMessages.emptyCart, 'Votre panier est vide. Veuillez ajouter des produits avant de procéder au paiement.'],
  ],
  support: [
    ['support error', supportMessages.sendError, "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer."],
    ['support success', supportMessages.sendSuccess, 'Votre message a été envoyé avec succès!'],
  ],
  network: [
    ['timeout', networkMessages.requestTimeout(10000), 'Request timeout after 10000 ms'],
    ['http error', networkMessages.httpError(502, 'Bad Gateway'), 'Erreur 502: Bad Gateway'],
    ['network', networkMessages.connectionError, 'Erreur de connexion au serveur'],
  ],
  time: [['just now', timeMessages.justNow, "À l'instant"]],
};

describe.each(Object.entries(spec))('spec wording of area %s', (_area, rows) => {
  it.each(rows)('%s', (_name, text, expected) => {
    expect(text).toBe(expected);
  });
});

/** Every leaf of an area object: strings, and functions called with sample arguments. */
function leaves(node: unknown, path: string[]): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]];
  if (typeof node === 'function') {
    const args = Array.from({ length: node.length }, (_, i) => (i === 0 ? 3 : 'x'));
    return [[`${path.join('.')}()`, String((node as (...a: unknown[]) => unknown)(...args))]];
  }
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, [...path, String(i)]));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => leaves(v, [...path, k]));
  throw new Error(`unexpected value at ${path.join('.')}`);
}

describe.each(areas.map((a) => [a.name, a] as const))('area file %s.ts', (_name, area) => {
  it(`exports exactly one object, ${area.exportName}`, () => {
    expect(Object.keys(area.exports)).toEqual([area.exportName]);
    expect(typeof area.exports[area.exportName]).toBe('object');
  });

  it('imports nothing but the plural helper', () => {
    const imports = [...area.source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? m[2]);
    expect(imports.filter((path) => path !== './plural.ts')).toEqual([]);
  });

  it('marks the spec wording and its own wording once each, not line by line', () => {
    expect(area.source).not.toMatch(/wording not in the spec/);
    expect(area.source.match(/Worded by the spec/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(area.source.match(/Our own wording/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('texts of every area', () => {
  const all = areas.flatMap((a) => leaves(a.exports[a.exportName], [a.name]));

  it('has many leaves', () => {
    expect(all.length).toBeGreaterThan(300);
  });

  it.each(all)('%s is a non-empty string without stray spacing', (_path, value) => {
    expect(typeof value).toBe('string');
    expect(value.trim()).not.toBe('');
    expect(value).toBe(value.trim());
    expect(value).not.toMatch(/undefined|\[object|NaN/);
  });

  /** The checkout's own text that already uses U+2019, as its tests read it. */
  const typographicApostrophe = ['checkout.confirmationCall'];

  it('uses the typographic apostrophe nowhere else (spec quotes use U+0027)', () => {
    expect(all.filter(([path, v]) => v.includes('\u2019') && !typographicApostrophe.includes(path)).map(([path]) => path)).toEqual([]);
  });

  it.each([
    [1, 'Il y a 1 minute', 'Il y a 1 heure', 'Il y a 1 jour'],
    [5, 'Il y a 5 minutes', 'Il y a 5 heures', 'Il y a 5 jours'],
  ])('relative units agree with %i', (n, minutes, hours, days) => {
    expect([timeMessages.minutesAgo(n), timeMessages.hoursAgo(n), timeMessages.daysAgo(n)]).toEqual([minutes, hours, days]);
  });
});
