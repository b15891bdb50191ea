/**
 * Error texts of the wire contract's schemas (src/contract/), shown when a payload or an answer breaks
 * a rule. Like every file of this folder it imports nothing, so the contract may load it in the browser
 * and on the server alike.
 */

/** Our own wording (the spec words none of these); where DRF answers the same case, DRF's own French. */
const own = {
  fieldRequired: 'Ce champ est obligatoire.',
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  guestInvalidEmail: 'Adresse email invalide',
  passwordTooShort: 'Ce mot de passe est trop court. Il doit contenir au minimum 8 caractères.',
  passwordsDiffer: 'Les deux mots de passe ne correspondent pas.',
  invalidPhone: 'Numéro de téléphone invalide.',
  clientRoleOnly: "Le rôle doit être 'client'.",
  profileNoChange: 'Aucune modification fournie.',
  reviewNoChange: 'Aucune modification fournie',
  decimalExpected: 'Nombre décimal attendu (ex. "2500.00")',
  decimalNumberExpected: 'Nombre décimal attendu',
  finiteNumberExpected: 'Nombre fini attendu',
  integerIdExpected: 'Identifiant entier attendu',
  positiveIdExpected: 'Identifiant positif attendu',
  integerQuantityExpected: 'Quantité entière attendue',
  quantityAtLeastOne: 'La quantité doit être au moins 1',
  consigneBoolean: 'avec_consigne doit être un booléen',
  productIdsList: "product_ids doit être une liste d'identifiants",
  cartLineWithoutProduct: 'Ligne de panier sans produit',
  exchangedBottlesZero: 'bouteilles_echangees doit valoir 0',
  articlesRequired: 'Au moins un article est requis.',
  unknownOrderStatus: 'Statut de commande inconnu',
  unknownNotificationType: 'Type de notification inconnu',
  productNameMissing: 'Nom du produit manquant',
  integerStockExpected: 'Stock entier attendu',
  ratingInteger: 'La note doit être un nombre entier de 1 à 5',
  ratingRange: 'La note doit être comprise entre 1 et 5',
  commentRequired: 'Commentaire requis',
  nulCharacter: 'Les caractères nuls ne sont pas autorisés.',
  controlCharacter: 'Les caractères de contrôle ne sont pas autorisés.',
  priceTwoPlaces: "Assurez-vous qu'il n'y a pas plus de 2 chiffres après la virgule.",
  atMost: (max: number) => `Assurez-vous que cette valeur est inférieure ou égale à ${max}.`,
  atMostCharacters: (max: number) => `Assurez-vous que ce champ ne comporte pas plus de ${max} caractères.`,
} as const;

export const validationMessages = { ...own } as const;
