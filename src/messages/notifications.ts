/** Notifications page, the notification types and the built-in sample notifications. */

/** Worded by the spec: verbatim. */
const quoted = {
  loadError: 'Impossible de charger vos notifications. Veuillez réessayer plus tard.',
  loginRequired: 'Veuillez vous connecter pour voir vos notifications.',
} as const;

/** Our own wording (the spec words none of these; its filters are All, Unread, Read). */
const own = {
  markReadError: 'Impossible de marquer la notification comme lue. Veuillez réessayer.',
  markUnreadError: 'Impossible de marquer la notification comme non lue. Veuillez réessayer.',
  markAllReadError: 'Impossible de marquer toutes les notifications comme lues. Veuillez réessayer.',
  deleteError: 'Impossible de supprimer la notification. Veuillez réessayer.',
  filterAll: 'Toutes',
  filterUnread: 'Non lues',
  filterRead: 'Lues',
  filterLegend: 'Afficher',
  markAllRead: 'Tout marquer comme lu',
  markRead: 'Marquer comme lue',
  markUnread: 'Marquer comme non lue',
  remove: 'Supprimer',
  unread: 'Non lue',
  important: 'Important',
  none: 'Aucune notification',
  loading: 'Chargement de vos notifications...',
  /** Display label of each of the 11 notification types (`type` on the wire). */
  types: {
    commande_recue: 'Commande reçue',
    commande_confirmee: 'Commande confirmée',
    commande_en_preparation: 'Commande en préparation',
    commande_prete: 'Commande prête pour livraison',
    commande_en_livraison: 'Commande en livraison',
    commande_livree: 'Commande livrée',
    commande_annulee: 'Commande annulée',
    paiement_recu: 'Paiement reçu',
    paiement_refuse: 'Paiement refusé',
    promotion: 'Promotion',
    systeme: 'Système',
  },
  /** The 3 built-in sample notifications (one mentions a 10% promotion code). */
  samples: {
    orderConfirmedTitle: 'Commande confirmée',
    orderConfirmedMessage: 'Votre commande a été confirmée. Nous la préparons pour la livraison.',
    promotionTitle: 'Promotion spéciale',
    promotionMessage: 'Profitez de 10% de réduction sur votre prochaine commande avec le code KIN10.',
    welcomeTitle: 'Bienvenue chez Kin Boissons',
    welcomeMessage: 'Merci de votre confiance ! Eau, bières et jus livrés à domicile à Kinshasa.',
  },
} as const;

export const notificationsMessages = { ...quoted, ...own } as const;
