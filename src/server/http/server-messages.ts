/**
 * French texts only the API returns (DRF's own French wording, or server rules the spec leaves unworded).
 * Customer texts quoted by the spec come from src/domain/messages.ts.
 */
export const serverMessages = {
  loginFailed: "Impossible de se connecter avec les informations d'identification fournies.",
  throttled: (seconds: number) => `Requête ralentie. Nouvel essai possible dans ${seconds} secondes.`,
  emailTaken: 'Un utilisateur avec cette adresse e-mail existe déjà.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  passwordChanged: 'Mot de passe modifié avec succès.',
  resetMailSubject: 'Réinitialisation de votre mot de passe Kin Boissons',
  resetMailBody: (url: string) =>
    `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :\n${url}\n\nSi vous n'avez rien demandé, ignorez ce message.\n\nKin Boissons`,
  unknownProduct: (id: number) => `Le produit ${id} n'existe pas.`,
  idempotencyMismatch: "Cette clé d'idempotence a déjà servi pour une autre commande.",
  idempotencyInvalid: "L'en-tête Idempotency-Key doit faire de 1 à 255 caractères visibles.",
  reviewNotAllowed: "Vous ne pouvez donner un avis que sur un produit d'une de vos commandes livrées.",
  reviewExists: 'Vous avez déjà donné un avis sur ce produit.',
  reviewProductMismatch: 'Le produit ne correspond pas à celui de la page.',
  transitionRefused: (from: string, to: string) => `Transition impossible : « ${from} » vers « ${to} ».`,
  inUse: 'Impossible de supprimer : des produits y sont rattachés.',
  nameTaken: 'Ce nom existe déjà.',
  cartCleared: 'Panier vidé.',
  articleRemoved: 'Article supprimé du panier.',
  notificationDeleted: 'Notification supprimée.',
  allRead: (n: number) => `${n} notification(s) marquée(s) comme lue(s).`,
  typeRequired: 'Le paramètre « type » est requis.',
} as const;
