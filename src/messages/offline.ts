/** Reading offline, the pending-order banner, the new-version notice, the data saver and the installed app. */

/** Our own wording (the spec words none of these). */
const own = {
  pageTitle: 'Hors connexion',
  heading: 'Vous êtes hors connexion',
  unvisited:
    "Cette page n'a pas encore été ouverte sur cet appareil : elle s'affichera au retour du réseau. Les pages déjà consultées restent lisibles.",
  orderByPhone: 'En attendant, commandez par téléphone ou sur WhatsApp :',
  call: 'Appeler le',
  whatsapp: 'Écrire sur WhatsApp',
  pendingOrder: "Commande en attente d'envoi",
  updateReady: 'Une nouvelle version de la boutique est prête.',
  update: 'Mettre à jour',
  later: 'Plus tard',
  saver: 'Économie de données',
  saverHint: "Les images hors du premier écran se chargent d'un toucher.",
  /** `{kb}` is replaced in the page by the kilobytes left unloaded. */
  saverSaved: 'Économie de données : {kb} Ko économisés sur cette page.',
  appDescription: 'Eau, bières, jus et sodas livrés à domicile à Kinshasa, paiement à la livraison.',
} as const;

export const offlineMessages = { ...own } as const;
