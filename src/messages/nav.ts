/** Header and menu: kept apart so that the header, on every page, loads only these. */

/** Worded by the spec: verbatim. */
const quoted = {
  shop: 'Boutique',
  notifications: 'Notifications',
  about: 'À propos',
  help: "Besoin d'aide",
  contact: 'Contact',
  login: 'Se connecter',
  greeting: (firstName: string) => `Bonjour ${firstName}`,
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  myOrders: 'Mes commandes',
  myAccount: 'Mon compte',
  addresses: 'Mes adresses',
  logout: 'Déconnexion',
  accountMenu: 'Mon espace',
  /** The staff's screens, in the account menu of a staff member. */
  gestion: 'Gestion',
  unreadCount: (n: number) => `${n} notification${n > 1 ? 's' : ''} non lue${n > 1 ? 's' : ''}`,
} as const;

export const navMessages = { ...quoted, ...own } as const;
