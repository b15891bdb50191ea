/**
 * Gestion, the staff's screens (/gestion/): orders, catalogue, reviews, messages, the day, the staff
 * accounts — and the reference API's answers to the staff endpoints behind them.
 */

/** Worded by the spec: verbatim. */
const quoted = {
  accessDenied: 'Accès réservé au personnel.',
} as const;

/** Our own wording (the spec shows no staff screen). */
const own = {
  // API answers
  sessionExpired: 'Votre session a expiré après un jour sans activité : reconnectez-vous.',
  photoMissing: 'Choisissez une photo (JPEG, PNG ou WebP).',
  photoNotImage: "Ce fichier n'est pas une photo JPEG, PNG ou WebP.",
  photoUnreadable: 'Cette photo est illisible ou abîmée : essayez une autre photo.',
  photoTooLarge: 'La photo dépasse 5 Mo : choisissez une photo plus légère.',
  photoStorageOff: "L'envoi de photos n'est pas disponible sur ce serveur.",
  priceTooLarge: 'Ce montant est trop grand.',
  unknownStockProduct: (id: number) => `Le produit ${id} n'existe pas : aucun stock n'a été modifié.`,
  noPublication: 'Aucune publication : cette API tourne seule (npm run api), sans site à publier.',
  noPreviousRelease: "Il n'y a pas de version précédente du site.",
  rollbackFailed: (reason: string) => `Retour arrière impossible : ${reason}`,
  notAManager: 'Seuls les comptes de gérant se désactivent ici ; un administrateur se gère avec la commande npm run shop.',
  notYourself: 'Vous ne pouvez pas désactiver votre propre compte.',
  invalidDay: 'Date attendue au format AAAA-MM-JJ.',
  unknownStatusFilter: 'Statut de commande inconnu.',
  cliAuthor: 'npm run shop',
} as const;

export const gestionMessages = { ...quoted, ...own } as const;
