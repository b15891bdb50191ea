/** Product reviews: the review button's states, the review dialog and its rules. */

/** Worded by the spec: verbatim. */
const quoted = {
  leave: 'Laisser un avis',
  pending: 'Avis en attente de modération',
  edit: 'Modifier mon avis',
  loginRequired: 'Vous devez être connecté pour laisser un avis.',
  productNotSelected: 'Produit non sélectionné.',
  submitError: 'Une erreur est survenue lors de la soumission de votre avis. Veuillez réessayer.',
  ratingRequired: 'Veuillez sélectionner une note.',
  authRequiredAdd: 'Authentification requise pour ajouter un avis',
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  /** The spec says only "same for modifying": worded after `authRequiredAdd`. */
  authRequiredEdit: 'Authentification requise pour modifier un avis',
  commentRequired: 'Veuillez écrire un commentaire.',
  submitted: 'Merci ! Votre avis sera visible après modération.',
  dialogTitle: (product: string) => `Votre avis sur ${product}`,
  ratingLegend: 'Note',
  stars: (n: number) => `${n} étoile${n > 1 ? 's' : ''}`,
  comment: 'Commentaire',
  send: 'Envoyer mon avis',
  close: 'Annuler',
} as const;

export const reviewsMessages = { ...quoted, ...own } as const;
