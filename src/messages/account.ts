/** Sign-in, sign-up, password reset, sign-out, the account page and the profile form. */
import { plural } from './plural.ts';

/** Worded by the spec: verbatim. */
const quoted = {
  checking: "Vérification de l'authentification...",
  mustBeLoggedIn: 'Vous devez être connecté pour accéder à cette page.',
  unauthenticated: 'Utilisateur non authentifié',
  signIn: 'Se connecter',
  loginError: 'Erreur de connexion',
  registerError: "Erreur lors de l'inscription",
  registerContextError: "Erreur d'inscription",
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  invalidPhoneFormat: (example: string) => `Format de numéro de téléphone invalide. Utilisez le format international (ex: ${example})`,
  forgotPasswordNotice: 'Si cette adresse email existe, vous recevrez un lien de réinitialisation.',
  resetRequestError: "Erreur lors de l'envoi de l'email",
  resetConfirmError: 'Erreur lors de la réinitialisation du mot de passe',
  resetConfirmSuccess: 'Mot de passe réinitialisé avec succès',
  resetPageError: 'Une erreur est survenue lors de la réinitialisation du mot de passe.',
  resetInvalidLink: 'Lien de réinitialisation invalide ou expiré.',
  resetPasswordMismatch: 'Les mots de passe ne correspondent pas.',
  resetPasswordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  profileRequiredFields: 'Veuillez remplir tous les champs obligatoires',
  currentPasswordRequired: 'Veuillez entrer votre mot de passe actuel',
  newPasswordMismatch: 'Les nouveaux mots de passe ne correspondent pas',
  newPasswordTooShort: 'Le nouveau mot de passe doit contenir au moins 8 caractères',
  profileUpdateError: 'Erreur lors de la mise à jour du profil',
  passwordUpdateError: 'Erreur lors de la mise à jour du mot de passe',
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  loggedOut: "Vous avez été déconnecté. Redirection vers l'accueil...",
  loginSuccess: 'Connexion réussie. Redirection...',
  registerSuccess: 'Compte créé avec succès.',
  profileUpdateSuccess: 'Profil mis à jour avec succès',
  email: 'Email',
  password: 'Mot de passe',
  firstName: 'Prénom',
  lastName: 'Nom',
  phoneOptional: 'Téléphone (facultatif)',
  passwordConfirm: 'Confirmer le mot de passe',
  forgotPassword: 'Mot de passe oublié ?',
  createAccount: 'Créer un compte',
  signUp: "S'inscrire",
  haveAccount: "J'ai déjà un compte",
  backToLogin: 'Retour à la connexion',
  sendResetLink: 'Envoyer le lien',
  devResetLink: 'Lien de réinitialisation (développement)',
  loginTitle: 'Connexion',
  /** The one-time login link mailed to an account past its wrong passwords (/connexion.html#connexion=…). */
  loginLinkIntro: 'Ce lien de connexion à usage unique vous a été envoyé par e-mail : touchez « Me connecter » pour entrer.',
  loginLinkSubmit: 'Me connecter',
  forgotTitle: 'Mot de passe oublié',
  signUpTitle: 'Créer un compte',
  newPassword: 'Nouveau mot de passe',
  confirmNewPassword: 'Confirmer le nouveau mot de passe',
  resetSubmit: 'Réinitialiser le mot de passe',
  currentPassword: 'Mot de passe actuel',
  fullName: 'Nom complet',
  phone: 'Téléphone',
  address: 'Adresse',
  save: 'Enregistrer',
  cancel: 'Annuler',
  changePasswordLegend: 'Changer de mot de passe (facultatif)',
  editProfile: 'Modifier mon profil',
  profileSummary: 'Mes informations',
  recentOrders: 'Mes dernières commandes',
  allOrders: 'Voir toutes mes commandes',
  orderNumber: 'Commande',
  support: "Besoin d'aide ? Contactez le support",
  notSet: 'Non renseigné',
  /** The confirmation page of a guest order: an account with what the customer already typed. */
  guestOfferTitle: 'Retrouvez vos commandes dans un compte',
  guestOfferText: "Votre e-mail et votre téléphone sont déjà remplis : il ne manque qu'un mot de passe.",
  /** Orders placed without an account joining the account (/rattacher-commandes). */
  guestOrdersTitle: 'Commandes passées sans compte',
  guestOrdersIntro:
    'Rattachez à votre compte les commandes passées sans compte avec votre adresse e-mail : un lien vous est envoyé pour confirmer que cette adresse est bien la vôtre.',
  guestOrdersClaim: 'Rattacher mes commandes',
  guestOrdersConfirmIntro: 'Confirmez pour rattacher à votre compte les commandes passées sans compte avec votre adresse e-mail.',
  guestOrdersConfirm: 'Rattacher mes commandes à mon compte',
  guestOrdersAttached: (n: number) =>
    n === 0 ? 'Aucune nouvelle commande à rattacher.' : `${plural(n, 'commande rattachée', 'commandes rattachées')} à votre compte.`,
  guestOrdersMailSent:
    'Si des commandes ont été passées sans compte avec votre adresse e-mail, nous vous avons envoyé un lien pour les rattacher.',
  guestOrdersInvalidLink:
    "Ce lien n'est plus valable : il a déjà servi, il a expiré, ou l'adresse e-mail du compte a changé. Demandez-en un nouveau depuis « Rattacher mes commandes ».",
} as const;

export const accountMessages = { ...quoted, ...own } as const;
