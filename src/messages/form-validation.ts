/**
 * Error texts of the contract's customer forms (account, contact, review; src/contract/), shown when a
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
} as const;
