/**
 * Error texts of the contract's customer forms (account, address book, contact, review; src/contract/), shown when a
 * payload breaks a rule. Apart from `validationMessages`, which the cart and checkout pages load at once
 * to decode what is stored, so that those pages do not download them. Imports nothing.
 */
export const formValidationMessages = {
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  passwordTooShort: 'Ce mot de passe est trop court. Il doit contenir au minimum 8 caractères.',
  passwordsDiffer: 'Les deux mots de passe ne correspondent pas.',
  invalidPhone: 'Numéro de téléphone invalide.',
  clientRoleOnly: "Le rôle doit être 'client'.",
  profileNoChange: 'Aucune modification fournie.',
  reviewNoChange: 'Aucune modification fournie',
  ratingInteger: 'La note doit être un nombre entier de 1 à 5',
  ratingRange: 'La note doit être comprise entre 1 et 5',
  commentRequired: 'Commentaire requis',
  /** A saved address's phone is an order's phone: the checkout's rule (9 digits after 243), written any usual way. */
  addressPhoneInvalid: 'Numéro de téléphone invalide : 9 chiffres après 243 (ex. 0812345678 ou +243 812 345 678).',
  addressTypeUnknown: "Type d'adresse inconnu : Maison, Bureau ou Autre.",
  addressNoChange: 'Aucune modification fournie.',
  tooManyAddresses: (max: number) => `Un carnet garde ${max} adresses au plus : supprimez-en une avant d'en ajouter une autre.`,
} as const;
