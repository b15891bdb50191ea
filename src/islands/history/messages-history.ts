/** Wording of the orders and notifications pages that the spec does not give. */
export const historyText = {
  searchLabel: 'Numéro de commande', // wording not in the spec
  searchPlaceholder: 'Ex. CMD-20261121-0001', // wording not in the spec
  statusLabel: 'Statut', // wording not in the spec
  dateLabel: 'Date de commande', // wording not in the spec
  filtersLegend: 'Filtrer mes commandes', // wording not in the spec
  orderHeading: (numero: string) => `Commande ${numero}`, // wording not in the spec
  orderedOn: (date: string) => `Passée le ${date}`, // wording not in the spec
  details: 'Détails de la commande', // wording not in the spec
  product: 'Produit', // wording not in the spec
  quantity: 'Quantité', // wording not in the spec
  unitPrice: 'Prix unitaire', // wording not in the spec
  consigne: 'Consigne', // wording not in the spec
  noConsigne: 'Sans consigne', // wording not in the spec
  lineTotal: 'Total', // wording not in the spec
  subtotal: 'Sous-total', // wording not in the spec
  deposits: 'Consignes', // wording not in the spec
  deliveryFee: 'Frais de livraison', // wording not in the spec
  total: 'Total', // wording not in the spec
  address: 'Adresse de livraison', // wording not in the spec
  phone: 'Téléphone', // wording not in the spec
  loading: 'Chargement de vos commandes...', // wording not in the spec
  /** Support form message prefilled from `/support.html?commande=…` ({numero} is replaced). */
  cancelRequest: 'Bonjour, je souhaite annuler ma commande {numero}. Merci.', // wording not in the spec
  cancelHint: 'Les annulations se font auprès du support dans les 2 heures suivant la commande.', // wording not in the spec
  reviewDialogTitle: (product: string) => `Votre avis sur ${product}`, // wording not in the spec
  ratingLegend: 'Note', // wording not in the spec
  stars: (n: number) => `${n} étoile${n > 1 ? 's' : ''}`, // wording not in the spec
  comment: 'Commentaire', // wording not in the spec
  send: 'Envoyer mon avis', // wording not in the spec
  close: 'Annuler', // wording not in the spec
  notificationsLoading: 'Chargement de vos notifications...', // wording not in the spec
  filterLegend: 'Afficher', // wording not in the spec
  markRead: 'Marquer comme lue', // wording not in the spec
  markUnread: 'Marquer comme non lue', // wording not in the spec
  remove: 'Supprimer', // wording not in the spec
  unread: 'Non lue', // wording not in the spec
  important: 'Important', // wording not in the spec
} as const;
