/** The invoice of an order (a downloaded HTML document); its amounts are named by `cart.ts`. */

/** Worded by the spec: verbatim. */
const quoted = {
  downloadFailed: 'Impossible de télécharger la facture. Veuillez réessayer plus tard.',
  downloadError: 'Une erreur est survenue lors du téléchargement de la facture.',
  generationError: 'Erreur lors de la génération de la facture',
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  title: 'Facture',
  orderNumber: 'Commande n°',
  date: 'Date',
  status: 'Statut',
  customer: 'Client',
  address: 'Adresse de livraison',
  landmark: 'Point de repère',
  phone: 'Téléphone',
  product: 'Produit',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  consigne: 'Consigne',
  lineTotal: 'Total ligne',
  noConsigne: 'Sans consigne',
  thanks: 'Merci pour votre commande !',
} as const;

export const invoiceMessages = { ...quoted, ...own } as const;
