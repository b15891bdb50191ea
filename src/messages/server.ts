import { plural } from './plural.ts';

/** Answers of the reference API (errors, confirmations), the e-mails it sends and the notifications it writes. */

/**
 * Our own wording: the spec words none of these. Where Django REST Framework answers the same case,
 * the text is DRF's own French, so the storefront sees the same words from either backend.
 */
const own = {
  notFound: 'Pas trouvé.',
  methodNotAllowed: (method: string) => `Méthode « ${method} » non autorisée.`,
  invalidPage: 'Page non valide.',
  notAuthenticated: "Informations d'authentification non fournies.",
  permissionDenied: "Vous n'avez pas la permission d'effectuer cette action.",
  invalidTokenHeader: "En-tête « token » non valide. Un token ne doit pas contenir d'espaces.",
  invalidToken: 'Token invalide.',
  bodyTooLarge: 'Le corps de la requête est trop volumineux (64 Ko au plus).',
  internalError: 'Erreur interne du serveur.',
  /** The disk is full: nothing was saved, the same request can be sent again later. */
  diskFull: "Le serveur manque momentanément d'espace disque : rien n'a été enregistré. Réessayez dans quelques minutes.",
  busy: 'Le service est très sollicité. Réessayez dans un instant.',
  loginFailed: "Impossible de se connecter avec les informations d'identification fournies.",
  loginNeedsMailedLink:
    "Ce compte a reçu trop de mots de passe erronés : par sécurité, le mot de passe seul ne suffit plus pour l'instant. Si celui que vous avez saisi est le bon, un lien de connexion à usage unique vient d'être envoyé à l'adresse e-mail du compte.",
  loginLinkInvalid:
    "Ce lien de connexion n'est plus valable : il a déjà servi, il a expiré, ou l'adresse e-mail du compte a changé. Connectez-vous de nouveau pour en recevoir un autre.",
  throttled: (seconds: number) => `Requête ralentie. Nouvel essai possible dans ${seconds} secondes.`,
  emailTaken: 'Un utilisateur avec cette adresse e-mail existe déjà.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  currentPasswordForEmail: "Saisissez votre mot de passe actuel pour changer d'adresse e-mail.",
  passwordChanged: 'Mot de passe modifié avec succès.',
  resetNeedsSiteUrl:
    "La réinitialisation du mot de passe est indisponible : l'adresse publique de la boutique (SITE_URL) n'est pas configurée.",
  unknownProduct: (id: number) => `Le produit ${id} n'existe pas.`,
  unknownBrand: (id: number) => `La marque ${id} n'existe pas.`,
  unknownCategory: (id: number) => `La catégorie ${id} n'existe pas.`,
  paymentNotOffered: (mode: string) => `« ${mode} » n'est pas un mode de paiement proposé.`,
  guestOrdersThrottled: (minutes: number, phone: string) =>
    `Trop de commandes sans compte depuis cette connexion ou pour ce numéro. Réessayez dans ${plural(minutes, 'minute', 'minutes')}, ou appelez-nous au ${phone}.`,
  payWithNotOffered: '« Je paie avec » : choisissez un des montants proposés au paiement (le livreur apporte la monnaie).',
  idempotencyMismatch: "Cette clé d'idempotence a déjà servi pour une autre commande.",
  idempotencyInvalid: "L'en-tête Idempotency-Key doit faire de 1 à 255 caractères visibles.",
  idempotencyGuestUuid: "Pour une commande sans compte, l'en-tête Idempotency-Key doit être un UUID aléatoire (version 4).",
  /** The API refuses to import a book into an account that already has one (the browser then reads it). */
  addressBookKept: "Ce compte a déjà un carnet d'adresses : rien n'a été importé.",
  reviewNotAllowed: "Vous ne pouvez donner un avis que sur un produit d'une de vos commandes livrées.",
  reviewExists: 'Vous avez déjà donné un avis sur ce produit.',
  reviewNotRewritten: "L'avis d'un client se modère sans être réécrit : approuvez-le ou rejetez-le.",
  reviewProductMismatch: 'Le produit ne correspond pas à celui de la page.',
  transitionRefused: (from: string, to: string) => `Transition impossible : « ${from} » vers « ${to} ».`,
  inUse: 'Impossible de supprimer : des produits y sont rattachés.',
  nameTaken: 'Ce nom existe déjà.',
  slugTaken: (wanted: string, slug: string) => `L'adresse « ${wanted} » est déjà prise : celle-ci sera « ${slug} ».`,
  notificationDeleted: 'Notification supprimée.',
  allRead: (n: number) => `${n} notification(s) marquée(s) comme lue(s).`,
  typeRequired: 'Le paramètre « type » est requis.',
  unknownNotificationType: 'Type de notification inconnu.',
  orderReceived: (numero: string, total: string) => `Nous avons bien reçu votre commande ${numero} (${total}). Paiement à la livraison.`,
  orderStatusChanged: (numero: string, status: string) => `Votre commande ${numero} est maintenant : ${status}.`,
} as const;

export const serverMessages = { ...own } as const;
