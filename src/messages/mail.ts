/**
 * E-mails the shop sends (password reset, order confirmation and status, the shop's new-order alert,
 * the support form forwarded) and the mail settings of the configuration. The names of the amounts are
 * cartMessages', the order words ordersMessages' and the tracking page's texts trackingMessages'.
 */
import { plural } from './plural.ts';

/** Our own wording (the spec words none of these). */
const own = {
  /** `name` trimmed; empty: no name. */
  greeting: (name: string) => (name === '' ? 'Bonjour,' : `Bonjour ${name},`),
  automatic: (shopName: string) => `Ce message vous est envoyé automatiquement par ${shopName}.`,
  contactLine: (phone: string, email: string) => `Téléphone : ${phone} — E-mail : ${email}`,
  reset: {
    subject: (shopName: string) => `Réinitialisation de votre mot de passe ${shopName}`,
    intro: 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :',
    button: 'Choisir un nouveau mot de passe',
    ignore: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
  },
  guestOrders: {
    subject: (shopName: string) => `Retrouvez vos commandes ${shopName} dans votre compte`,
    intro:
      "Un compte vient d'être créé avec cette adresse e-mail. Pour y retrouver les commandes passées sans compte avec cette adresse, ouvrez ce lien (valable 24 heures, une seule fois) puis confirmez :",
    button: 'Rattacher mes commandes à mon compte',
    ignore: "Si vous n'avez pas créé ce compte, n'ouvrez pas ce lien et ignorez ce message : vos commandes restent visibles de vous seul.",
  },
  loginLink: {
    subject: (shopName: string) => `Votre lien de connexion ${shopName}`,
    intro:
      "Votre compte a reçu beaucoup de mots de passe erronés : par sécurité, le mot de passe seul ne suffit plus pour l'instant. Vous venez de saisir le bon ; pour vous connecter, ouvrez ce lien (valable 30 minutes, une seule fois) :",
    button: 'Me connecter',
    ignore:
      "Si ce n'était pas vous, quelqu'un connaît votre mot de passe : n'ouvrez pas ce lien, changez votre mot de passe (« Mot de passe oublié ») et prévenez la boutique.",
  },
  dailySummary: {
    subject: (day: string) => `Résumé du ${day}`,
    intro: (day: string) => `Voici la journée du ${day} à la boutique.`,
    sales: 'Ventes',
    orders: 'Commandes reçues',
    revenue: "Chiffre d'affaires (hors annulées et à confirmer)",
    cancelled: 'Annulées',
    cash: 'Écarts de caisse',
    cashNotClosed: "Aucune caisse de livreur n'a été fermée ce jour-là.",
    cashNone: "Aucun écart : chaque livreur a remis ce qu'il devait.",
    lowStock: 'Stock bas',
    lowStockNone: 'Aucun produit sous son seuil.',
    lowStockLine: (stock: number, threshold: number) => `stock ${stock} (seuil ${threshold})`,
  },
  failureAlert: {
    subject: (what: string) => `Échec : ${what}`,
    build: 'construction du site',
    backup: 'sauvegarde quotidienne',
    changes: 'publication des seules pages modifiées',
    intro: (what: string, when: string) => `La ${what} a échoué le ${when}.`,
    cause: 'Cause',
    buildEffect: "Le site en ligne reste celui d'avant : les clients le voient encore, sans les derniers changements du catalogue.",
    backupEffect: 'La boutique continue de servir ; une nouvelle sauvegarde est tentée dans une heure.',
    changesEffect:
      "Le site est à jour : chaque modification est maintenant publiée par une construction complète du site, plus lente, jusqu'à ce que la cause soit réparée.",
  },
  staffUnderAttack: {
    subject: (email: string) => `Compte du personnel attaqué : ${email}`,
    intro: (email: string, count: number) =>
      `Le compte du personnel ${email} a reçu ${count} mots de passe erronés en moins d'une heure, depuis plusieurs connexions : quelqu'un essaie de deviner son mot de passe.`,
    effect:
      'Son mot de passe seul ne suffit plus pour se connecter : la personne reçoit un lien de connexion par e-mail en saisissant le bon. Vous pouvez aussi lui donner un nouveau mot de passe et fermer ses sessions depuis « Personnel ».',
  },
  emailChanged: {
    subject: (shopName: string) => `Votre adresse e-mail ${shopName} a été modifiée`,
    intro: (newEmail: string) =>
      `L'adresse e-mail de votre compte est désormais ${newEmail}. Les autres appareils connectés ont été déconnectés.`,
    notYou:
      "Si vous n'êtes pas à l'origine de ce changement, appelez-nous ou écrivez-nous sans attendre : nous rendrons le compte à cette adresse.",
  },
  order: {
    lines: 'Votre commande',
    notes: 'Remarque',
  },
  confirmation: {
    subject: (number: string) => `Commande ${number} bien reçue`,
    intro: (number: string) =>
      `Merci ! Nous avons bien reçu votre commande ${number}. Nous vous appelons pour confirmer l'heure de livraison ; vous payez à la livraison.`,
    /** An order held « à confirmer »: the shop calls before it takes the stock (src/domain/order-hold.ts). */
    heldIntro: (number: string) =>
      `Merci ! Nous avons bien reçu votre commande ${number}. Nous vous appelons pour la confirmer avant de la préparer ; vous payez à la livraison.`,
    trackingIntro: 'Suivez votre commande à tout moment, sans compte, avec ce lien personnel :',
    trackingButton: 'Suivre ma commande',
    accountIntro: 'Retrouvez-la à tout moment dans vos commandes :',
    accountButton: 'Voir mes commandes',
  },
  status: {
    subject: (number: string, label: string) => `Commande ${number} : ${label}`,
    en_livraison: (number: string, total: string) =>
      `Votre commande ${number} est en route : notre livreur vous appelle à son arrivée. Préparez ${total} (paiement à la livraison).`,
    livree: (number: string) => `Votre commande ${number} a été livrée. Merci de votre confiance, à bientôt !`,
    annulee: (number: string) => `Votre commande ${number} a été annulée. Une question ? Contactez-nous, nous vous répondons volontiers.`,
  },
  alert: {
    subject: (number: string, total: string) => `Nouvelle commande ${number} — ${total}`,
    intro: (number: string) => `Nouvelle commande ${number} à confirmer par téléphone.`,
    heldIntro: (number: string) =>
      `Nouvelle commande ${number} à confirmer par téléphone avant d'en prendre le stock (grande quantité, ou plusieurs commandes sans compte de la même connexion ou du même numéro en quelques minutes). Son stock n'est pris qu'à la confirmation.`,
    customer: 'Client',
    account: 'Compte',
    registered: 'client inscrit',
    guest: 'invité',
    email: 'E-mail',
    lines: (units: number) => `Articles (${plural(units, 'unité', 'unités')})`,
  },
  support: {
    subject: (name: string) => `Message de ${name} (formulaire d'aide)`,
    intro: (name: string, email: string) => `${name} <${email}> a écrit depuis la page d'aide :`,
    replyHint: 'Répondez à ce message pour lui écrire directement.',
  },
  /** Mail settings: what the configuration expects, and what the serving process says at start and in its status. */
  settings: {
    expected: {
      smtpUrl: 'une adresse smtp:// ou smtps://, comme smtps://utilisateur:motdepasse@mail.kinboissons.cd:465',
      mailbox: 'une adresse e-mail, seule ou sous la forme Nom <adresse>, comme Kin Boissons <commandes@kinboissons.cd>',
      addresses: 'une ou plusieurs adresses e-mail séparées par des virgules',
    },
    notConfigured: "E-mail non configuré (SMTP_URL absent) : chaque message est écrit dans ce journal au lieu d'être envoyé.",
    configured: (server: string) => `E-mail : envoi par ${server}`,
    siteUrlMissing: (fallback: string) => `Attention : SITE_URL n'est pas défini ; les liens des e-mails pointeront vers ${fallback}.`,
    resetsDisabled:
      "Réinitialisation du mot de passe désactivée : un lien de réinitialisation ne part que vers l'adresse publique configurée, à définir avec SITE_URL=https://votre-domaine.",
    noAlertAddress: 'SHOP_ALERT_EMAIL absent : la boutique ne reçoit ni les alertes de nouvelle commande ni les messages du formulaire.',
    logged: (to: string, subject: string) => `[e-mail non envoyé, SMTP_URL absent] À : ${to} — Sujet : ${subject}`,
    sent: (to: string, subject: string) => `[e-mail] envoyé à ${to} : ${subject}`,
    retry: (to: string, attempt: number, delaySeconds: number, reason: string) =>
      `[e-mail] échec pour ${to} (tentative ${attempt}), nouvel essai dans ${delaySeconds} s : ${reason}`,
    failed: (to: string, reason: string) => `[e-mail] abandonné pour ${to} : ${reason}`,
    unreadable: (reason: string) => `[e-mail] file d'envoi illisible pour l'instant, nouvel essai : ${reason}`,
    refused: (reason: string) => `Refusé par le serveur de messagerie : ${reason}`,
    gaveUp: (attempts: number, reason: string) => `Abandonné après ${attempts} tentatives : ${reason}`,
    staleReset: "Écrit avant la mise en service de l'envoi des e-mails : jamais envoyé.",
    statusFilter: 'Statut inconnu : choisissez pending, sent ou failed.',
  },
} as const;

export const mailMessages = { ...own } as const;
