/** French texts of the account islands that spec.md does not word (all: wording not in the spec). */
export const accountText = {
  email: 'Email', // wording not in the spec
  password: 'Mot de passe', // wording not in the spec
  firstName: 'Prénom', // wording not in the spec
  lastName: 'Nom', // wording not in the spec
  phoneOptional: 'Téléphone (facultatif)', // wording not in the spec
  passwordConfirm: 'Confirmer le mot de passe', // wording not in the spec
  forgotPassword: 'Mot de passe oublié ?', // wording not in the spec
  createAccount: 'Créer un compte', // wording not in the spec
  signUp: "S'inscrire", // wording not in the spec
  haveAccount: "J'ai déjà un compte", // wording not in the spec
  backToLogin: 'Retour à la connexion', // wording not in the spec
  sendResetLink: 'Envoyer le lien', // wording not in the spec
  devResetLink: 'Lien de réinitialisation (développement)', // wording not in the spec
  loginTitle: 'Connexion', // wording not in the spec
  forgotTitle: 'Mot de passe oublié', // wording not in the spec
  signUpTitle: 'Créer un compte', // wording not in the spec
  newPassword: 'Nouveau mot de passe', // wording not in the spec
  confirmNewPassword: 'Confirmer le nouveau mot de passe', // wording not in the spec
  resetSubmit: 'Réinitialiser le mot de passe', // wording not in the spec
  currentPassword: 'Mot de passe actuel', // wording not in the spec
  fullName: 'Nom complet', // wording not in the spec
  phone: 'Téléphone', // wording not in the spec
  address: 'Adresse', // wording not in the spec
  save: 'Enregistrer', // wording not in the spec
  cancel: 'Annuler', // wording not in the spec
  changePasswordLegend: 'Changer de mot de passe (facultatif)', // wording not in the spec
  editProfile: 'Modifier mon profil', // wording not in the spec
  profileSummary: 'Mes informations', // wording not in the spec
  recentOrders: 'Mes dernières commandes', // wording not in the spec
  allOrders: 'Voir toutes mes commandes', // wording not in the spec
  support: "Besoin d'aide ? Contactez le support", // wording not in the spec
  notSet: 'Non renseigné', // wording not in the spec
  addAddress: 'Ajouter une adresse', // wording not in the spec
  editAddress: "Modifier l'adresse", // wording not in the spec
  edit: 'Modifier', // wording not in the spec
  remove: 'Supprimer', // wording not in the spec
  setDefault: 'Définir par défaut', // wording not in the spec
  makeDefault: 'Adresse par défaut', // wording not in the spec
  type: 'Type', // wording not in the spec
  street: 'Rue/Avenue', // wording not in the spec
  number: 'Numéro', // wording not in the spec
  quartier: 'Quartier', // wording not in the spec
  commune: 'Commune', // wording not in the spec
  city: 'Ville', // wording not in the spec
  noAddress: "Vous n'avez pas encore d'adresse enregistrée.", // wording not in the spec
  addressSaved: 'Adresse enregistrée.', // wording not in the spec
  addressDeleted: 'Adresse supprimée.', // wording not in the spec
  guardPlaceholderOrders: 'Vos commandes apparaîtront ici.', // wording not in the spec
  guardPlaceholderNotifications: 'Vos notifications apparaîtront ici.', // wording not in the spec
  orderNumber: 'Commande', // wording not in the spec
  fieldLabels: {
    current_password: 'Mot de passe actuel',
    new_password: 'Nouveau mot de passe',
    address: 'Adresse',
    non_field_errors: '',
    detail: '',
  } as Record<string, string>, // wording not in the spec
} as const;
