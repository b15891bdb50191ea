/** Header and menu texts (area `nav` of `messages`), kept apart so that the header loads only these. */
export const nav = {
  shop: 'Boutique',
  notifications: 'Notifications',
  about: 'À propos',
  help: "Besoin d'aide",
  contact: 'Contact',
  myOrders: 'Mes commandes', // wording not in the spec
  myAccount: 'Mon compte', // wording not in the spec
  addresses: 'Mes adresses', // wording not in the spec
  logout: 'Déconnexion', // wording not in the spec
  login: 'Se connecter',
  cart: 'Mon panier', // wording not in the spec
  accountMenu: 'Mon espace', // wording not in the spec
  greeting: (firstName: string) => `Bonjour ${firstName}`,
} as const;
