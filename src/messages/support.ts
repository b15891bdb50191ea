/** Support page and its contact form. */

/** Worded by the spec: verbatim. */
const quoted = {
  sendError: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
  sendSuccess: 'Votre message a été envoyé avec succès!',
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  requiredFields: 'Veuillez remplir tous les champs (nom, email et message).',
  invalidEmail: 'Veuillez entrer une adresse email valide.',
  /** Message prefilled from `/support.html?commande=…` ({numero} is replaced). */
  cancelRequest: 'Bonjour, je souhaite annuler ma commande {numero}. Merci.',
} as const;

export const supportMessages = { ...quoted, ...own } as const;
