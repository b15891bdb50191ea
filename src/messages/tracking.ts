/**
 * The guest's order tracking page (/suivi-commande#<token>) and the link to it on the confirmation page:
 * apart from the e-mails' texts, so that the page and the API client load only these. The order's words
 * are ordersMessages', the amounts' names cartMessages'.
 */

/** Our own wording (the spec words none of these). */
const own = {
  title: 'Suivi de commande',
  description: 'Suivez votre commande Kin Boissons, sans compte.',
  loading: 'Chargement de votre commande...',
  missingToken: 'Ce lien de suivi est incomplet. Ouvrez le lien complet reçu par e-mail.',
  notFound: "Ce lien de suivi n'est pas valide ou a expiré. Vérifiez le lien reçu par e-mail, ou appelez-nous.",
  lines: 'Articles',
  guestLink: 'Suivre ma commande',
  guestLinkHint: 'Gardez ce lien : il permet de suivre votre commande sans compte.',
} as const;

export const trackingMessages = { ...own } as const;
