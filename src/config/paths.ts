/**
 * Every internal page URL the shop writes in a link, a redirect or a list of pages: one place, so
 * that a link and its page never disagree. Legacy `.html` addresses live beside clean ones
 * (docs/decisions/002); each page's file in src/pages/ is its address (tests/unit/config/paths.test.ts
 * checks that every path here has its page, and every page its path). Runs in the browser too:
 * constants and tiny functions only.
 */
export const paths = {
  home: '/',
  about: '/#a-propos',
  shop: '/boutique',
  allProducts: '/achat.html',
  /** Old address of the product list (and, below it, of a category's brand). */
  legacyShop: '/shop',
  legacyBeerShop: '/boutique-biere.html',
  legacyJuiceShop: '/boutique-jus.html',
  cart: '/Mon-panier.html',
  checkout: '/paiement.html',
  confirmation: '/confirmation-commande',
  login: '/connexion.html',
  /** The same login page under its short address (where the address book sends signed-out visitors). */
  loginShort: '/connexion',
  logout: '/deconnexion.html',
  orders: '/mes-commandes.html',
  account: '/mon-compte.html',
  profileEdit: '/modifier-profil.html',
  addresses: '/adresses.html',
  notifications: '/notifications.html',
  support: '/support.html',
  contact: '/support.html#contact',
  privacy: '/politique-de-confidentialite.html',
  terms: '/termes-cond.html',
  /** Prefix of every password reset link (`resetPasswordPath`); one static page answers them all. */
  resetPassword: '/reset-password',
  /** A guest's order, opened from the link of the confirmation e-mail (`trackingPathFor`). */
  tracking: '/suivi-commande',
  /** Where guest orders join the account (`guestOrdersPathFor`: the mailed link). */
  guestOrders: '/rattacher-commandes',
  /** What the service worker shows for a page never visited while the network is gone. */
  offline: '/hors-connexion.html',
} as const;

/**
 * Gestion, the staff's screens (not indexed, out of the sitemap): orders first. Apart from `paths` so
 * that no customer page's scripts carry them: the gestion pages write them at build and hand the few
 * an island links to as props.
 */
export const gestionPaths = {
  orders: '/gestion/',
  newOrder: '/gestion/nouvelle-commande',
  today: '/gestion/aujourdhui',
  catalogue: '/gestion/catalogue',
  stock: '/gestion/stock',
  stockReception: '/gestion/stock/reception',
  stockCount: '/gestion/stock/inventaire',
  /** One product's movements: `?produit=12`. */
  stockMovements: '/gestion/stock/mouvements',
  categories: '/gestion/categories',
  reviews: '/gestion/avis',
  messages: '/gestion/messages',
  staff: '/gestion/personnel',
  journal: '/gestion/journal',
} as const;

/**
 * Gestion installed as its own app: its manifest and its service worker (Web Push of new orders), scoped to
 * `/gestion/`, apart from the storefront's.
 */
export const gestionAppPaths = { manifest: '/gestion/manifest.webmanifest', worker: '/gestion/sw.js' } as const;

/** The service worker of the live release, at the root so that it serves every page (src/ops/service-worker.ts writes it). */
export const serviceWorkerPath = '/sw.js';

/** A product's page: `/produit/12`. */
export const productPath = (id: number | string): string => `/produit/${id}`;

/** A category's first page (`/categorie/bieres`), or its page `n` beyond the first (`/categorie/bieres/page/2`). */
export const categoryPath = (slug: string, page = 1): string => (page <= 1 ? `/categorie/${slug}` : `/categorie/${slug}/page/${page}`);

/** A category's compact search index, read by its page's search box. */
export const categoryIndexPath = (slug: string): string => `/categorie/${slug}/produits.json`;

/** Old address of a category's products of one brand: `/shop/bieres/primus`. */
export const legacyBrandPath = (categorySlug: string, brand: string): string => `/shop/${categorySlug}/${brand}`;

/** The link a password reset e-mail carries: `/reset-password/{uid}/{token}`. */
export const resetPasswordPath = (uid: string, token: string): string => `${paths.resetPassword}/${uid}/${token}`;

/** A guest's tracking link: the token rides in the fragment, so it never reaches a server's logs. */
export const trackingPathFor = (token: string): string => `${paths.tracking}#${token}`;

/** The link that proves an account's address before its guest orders join it: the secret rides in the fragment. */
export const guestOrdersPathFor = (secret: string): string => `${paths.guestOrders}#${secret}`;

const LOGIN_LINK_FRAGMENT = '#connexion=';

/**
 * The one-time login link mailed to an account that received too many wrong passwords: the login page signs in
 * with it, then leads to `next` (a staff member's: gestion); the secret rides in the fragment.
 */
export const loginLinkPathFor = (secret: string, next?: string): string =>
  `${next === undefined ? paths.login : loginPathFor(next)}${LOGIN_LINK_FRAGMENT}${secret}`;

/** The secret of a login link's fragment (`#connexion=…`), '' for any other fragment. */
export const loginLinkSecretOf = (hash: string): string =>
  hash.startsWith(LOGIN_LINK_FRAGMENT) ? hash.slice(LOGIN_LINK_FRAGMENT.length) : '';

/** The support form with an order number filled in (a cancellation request). */
export const supportPathFor = (orderNumber: string): string => `${paths.support}?commande=${encodeURIComponent(orderNumber)}`;

/** A login page that brings the customer back to `next` afterwards. */
export const loginPathFor = (next: string, login: string = paths.login): string => `${login}?next=${encodeURIComponent(next)}`;
