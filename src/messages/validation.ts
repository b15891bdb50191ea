/**
 * Error texts of the wire contract's schemas (src/contract/), shown when a payload or an answer breaks
 * a rule. Like every file of this folder it imports nothing, so the contract may load it in the browser
 * and on the server alike.
 */

/** Our own wording (the spec words none of these); where DRF answers the same case, DRF's own French. */
const own = {
  fieldRequired: 'Ce champ est obligatoire.',
  guestInvalidEmail: 'Adresse email invalide',
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
} as const;

export const validationMessages = { ...own } as const;
