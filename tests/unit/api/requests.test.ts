import { describe, expect, it } from 'vitest';
import { type Api, createApi } from '../../../src/api/client.ts';
import { listedProduct } from '../contract/samples.ts';
import { base, fakeServer, json } from './fake-server.ts';

const product = listedProduct;
const page = (ids: number[], next: string | null) => ({ count: 5, next, previous: null, results: ids.map(product) });
const order = {
  id: 7,
  numero_commande: 'CMD-7',
  date_commande: '2026-11-21T09:30:00Z',
  statut: 'livree',
  total_commande: '31000.00',
  frais_livraison: '0.00',
  adresse_livraison: 'Av. X',
  telephone_livraison: '2430812345678',
  nom_client: 'Mbuyi',
  articles: [],
};
const orderPayload = {
  adresse_livraison: 'Av. X',
  telephone_livraison: '2430812345678',
  mode_paiement: 'paiement_livraison',
  articles: [{ produit: 1 }],
};
const cart = {
  id: 4,
  articles: [{ id: 9, produit: 1, quantite: 2, prix_unitaire: '2500.00', prix_consigne_unitaire: null, avec_consigne: false }],
};
const notification = {
  id: 3,
  type: 'promotion',
  type_display: 'Promotion',
  titre: 'Promo',
  message: '-10 %',
  date_creation: '2026-11-21T08:00:00Z',
  date_relative: 'il y a 1 heure',
  lue: false,
  importante: false,
};

describe('pagination', () => {
  it('follows the absolute `next` URLs to the last page, as sent', async () => {
    // DRF builds `next` from its own host: it may differ from the configured base URL.
    const server = fakeServer({
      'GET /api/v1/products/produits/?categorie=2': json(
        page([1, 2], 'http://backend.internal:8000/api/v1/products/produits/?categorie=2&page=2'),
      ),
      'GET /api/v1/products/produits/?categorie=2&page=2': json(
        page([3, 4], 'http://backend.internal:8000/api/v1/products/produits/?categorie=2&page=3'),
      ),
      'GET /api/v1/products/produits/?categorie=2&page=3': json(page([5], null)),
    });
    const products = await createApi({ baseUrl: base, fetch: server.fetch }).listProducts({ categorie: 2 });
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(server.requests.map((r) => r.url.href)).toEqual([
      `${base}/products/produits/?categorie=2`,
      'http://backend.internal:8000/api/v1/products/produits/?categorie=2&page=2',
      'http://backend.internal:8000/api/v1/products/produits/?categorie=2&page=3',
    ]);
  });

  it.each([
    ['listCategories', '/api/v1/products/categories/', [{ id: 1, nom: 'Eaux' }], (api: Api) => api.listCategories()],
    ['listBrands', '/api/v1/products/marques/', [{ id: 1, nom: 'Bralima' }], (api: Api) => api.listBrands()],
    ['listOrders', '/api/v1/orders/commandes/', [order], (api: Api) => api.listOrders()],
    ['listNotifications', '/api/v1/notifications/', [notification], (api: Api) => api.listNotifications()],
  ] as const)('%s reads a plain list as well as pages', async (_name, path, items, call) => {
    const plain = fakeServer({ [`GET ${path}`]: json(items) });
    expect(await call(createApi({ baseUrl: base, fetch: plain.fetch, getToken: () => 'k' }))).toHaveLength(1);
    const paged = fakeServer({
      [`GET ${path}`]: json({ count: 2, next: `http://127.0.0.1:4321${path}?page=2`, previous: null, results: items }),
      [`GET ${path}?page=2`]: json({ count: 2, next: null, previous: `http://127.0.0.1:4321${path}`, results: items }),
    });
    expect(await call(createApi({ baseUrl: base, fetch: paged.fetch, getToken: () => 'k' }))).toHaveLength(2);
  });

  it('stops a server that sends the same page forever', async () => {
    const loop = 'http://127.0.0.1:4321/api/v1/products/marques/?page=2';
    const server = fakeServer({
      'GET /api/v1/products/marques/': json({ count: 1, next: loop, previous: null, results: [] }),
      'GET /api/v1/products/marques/?page=2': json({ count: 1, next: loop, previous: null, results: [] }),
    });
    await expect(createApi({ baseUrl: base, fetch: server.fetch }).listBrands()).rejects.toThrow('Pagination sans fin');
    expect(server.requests).toHaveLength(2);
  });

  it('asks the featured products once: 4 newest', async () => {
    const server = fakeServer({ 'GET /api/v1/products/produits/': json(page([9, 8, 7, 6], `${base}/products/produits/?page=2`)) });
    const featured = await createApi({ baseUrl: base, fetch: server.fetch }).listFeaturedProducts();
    expect(featured.map((p) => p.id)).toEqual([9, 8, 7, 6]);
    expect(server.requests).toHaveLength(1);
    expect(Object.fromEntries(server.requests[0]?.url.searchParams ?? [])).toEqual({ limit: '4', ordering: '-date_ajout' });
  });

  it('sends only the product filters that are given', async () => {
    const server = fakeServer({ 'GET /api/v1/products/produits/': json([]) });
    await createApi({ baseUrl: base, fetch: server.fetch }).listProducts({ marque: 3, ordering: 'nom', categorie: undefined });
    expect(server.requests[0]?.url.search).toBe('?marque=3&ordering=nom');
  });
});

describe('base URL', () => {
  it.each([[base], [`${base}/`]])('joins %s and the spec path with exactly one slash', async (baseUrl) => {
    const server = fakeServer({ 'GET /api/v1/products/categories/': json([]) });
    await createApi({ baseUrl, fetch: server.fetch }).listCategories();
    expect(server.requests[0]?.url.href).toBe(`${base}/products/categories/`);
  });

  it.each([
    [0, 1, 'Erreur de connexion au serveur'],
    [1, 2, null],
  ])('with retry %i a GET hit by a network failure is sent %i time(s)', async (retry, sent, message) => {
    let calls = 0;
    const fetch: typeof globalThis.fetch = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return Response.json([]);
    };
    const result = createApi({ baseUrl: base, fetch, retry }).listCategories();
    if (message) await expect(result).rejects.toThrow(message);
    else await expect(result).resolves.toEqual([]);
    expect(calls).toBe(sent);
  });
});

describe('headers and credentials', () => {
  const calls = [
    ['GET', 'getProduct', (api: Api) => api.getProduct(1), 'GET /api/v1/products/produits/1/', product(1)],
    ['GET', 'getMyCart', (api: Api) => api.getMyCart(), 'GET /api/v1/cart/paniers/mon_panier/', cart],
    ['POST', 'login', (api: Api) => api.login({ username: 'a', password: 'b' }), 'POST /api/v1/token-auth/', { token: 't' }],
    [
      'POST',
      'addToServerCart',
      (api: Api) => api.addToServerCart(4, { produit_id: 1, quantite: 2, avec_consigne: true }),
      'POST /api/v1/cart/paniers/4/ajouter_produit/',
      cart,
    ],
    [
      'PATCH',
      'updateMe',
      (api: Api) => api.updateMe({ address: 'Av. X' }),
      'PATCH /api/v1/accounts/me/',
      { username: 'a', email: 'a@b.cd' },
    ],
  ] as const;

  it.each(calls)('%s %s: no content type without a body, JSON with one', async (method, _name, call, key, body) => {
    const server = fakeServer({ [key]: json(body) });
    await call(createApi({ baseUrl: base, fetch: server.fetch, getToken: () => 'k' }));
    const sent = server.requests[0];
    expect(sent?.method).toBe(method);
    if (method === 'GET') {
      expect(sent?.headers.has('content-type')).toBe(false);
      expect(sent?.body).toBe('');
    } else {
      expect(sent?.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(sent?.body ?? '')).toBeTypeOf('object');
    }
  });

  it('a POST without a body sends no content type', async () => {
    const server = fakeServer({ 'POST /api/v1/cart/paniers/4/vider/': () => new Response(null, { status: 204 }) });
    expect(await createApi({ baseUrl: base, fetch: server.fetch, getToken: () => 'k' }).clearServerCart(4)).toBeNull();
    expect(server.requests[0]?.headers.has('content-type')).toBe(false);
  });

  it.each([
    ['a stored token', () => 'abc123', 'Token abc123'],
    ['no token', () => null, null],
    ['an empty token', () => '', null],
    ['no token reader', undefined, null],
  ])('with %s the Authorization header is %j', async (_name, getToken, header) => {
    const server = fakeServer({ 'GET /api/v1/products/produits/1/': json(product(1)) });
    await createApi({ baseUrl: base, fetch: server.fetch, ...(getToken ? { getToken } : {}) }).getProduct(1);
    expect(server.requests[0]?.headers.get('authorization')).toBe(header);
  });

  it('reads the token at each call (login or logout in between)', async () => {
    let token: string | null = null;
    const server = fakeServer({ 'GET /api/v1/products/produits/1/': json(product(1)) });
    const api = createApi({ baseUrl: base, fetch: server.fetch, getToken: () => token });
    await api.getProduct(1);
    token = 'nouveau';
    await api.getProduct(1);
    expect(server.requests.map((r) => r.headers.get('authorization'))).toEqual([null, 'Token nouveau']);
  });

  it('logout sends the token it is given, even once the browser forgot it', async () => {
    const server = fakeServer({ 'POST /api/v1/accounts/logout/': () => new Response(null, { status: 204 }) });
    await createApi({ baseUrl: base, fetch: server.fetch, getToken: () => null }).logout('ancien');
    expect(server.requests[0]?.headers.get('authorization')).toBe('Token ancien');
  });

  it('includes credentials', async () => {
    const server = fakeServer({ 'GET /api/v1/products/produits/1/': json(product(1)) });
    await createApi({ baseUrl: base, fetch: server.fetch }).getProduct(1);
    expect(server.requests[0]?.credentials).toBe('include');
  });

  it.each([
    ['createOrder', (api: Api) => api.createOrder(orderPayload, { idempotencyKey: 'cle-1' }), 'POST /api/v1/orders/commandes/', 'cle-1'],
    [
      'createGuestOrder',
      (api: Api) => api.createGuestOrder({ ...orderPayload, nom_complet: 'Mbuyi Kalala', email: '' }, { idempotencyKey: 'cle-2' }),
      'POST /api/v1/orders/commandes/anonyme/',
      'cle-2',
    ],
  ] as const)('%s sends the Idempotency-Key', async (_name, call, key, idempotencyKey) => {
    const server = fakeServer({ [key]: json(order, 201, 'Created') });
    const created = await call(createApi({ baseUrl: base, fetch: server.fetch, getToken: () => 'k' }));
    expect(created.numero_commande).toBe('CMD-7');
    expect(server.requests[0]?.headers.get('idempotency-key')).toBe(idempotencyKey);
  });
});

describe('every call of the API goes to its path', () => {
  const review = { id: 2, produit: 1, note: 5, commentaire: 'Top', approuve: false, utilisateur_est_auteur: true };
  const user = { username: 'a@b.cd', email: 'a@b.cd' };
  const table: [string, (api: Api) => Promise<unknown>, string, unknown, string | null][] = [
    ['getProduct', (api) => api.getProduct(12), 'GET /api/v1/products/produits/12/', product(12), null],
    ['listProductReviews', (api) => api.listProductReviews(12), 'GET /api/v1/products/produits/12/avis/', [review], null],
    [
      'addReview',
      (api) => api.addReview(12, { produit: 12, note: 5, commentaire: 'Top' }),
      'POST /api/v1/products/produits/12/ajouter_avis/',
      review,
      '{"produit":12,"note":5,"commentaire":"Top"}',
    ],
    ['updateReview', (api) => api.updateReview(2, { note: 4 }), 'PATCH /api/v1/products/avis/2/', review, '{"note":4}'],
    ['listReviews', (api) => api.listReviews(), 'GET /api/v1/products/avis/', [review], null],
    ['approveReview', (api) => api.approveReview(2), 'PATCH /api/v1/products/avis/2/', { ...review, approuve: true }, '{"approuve":true}'],
    [
      'register',
      (api) =>
        api.register({
          username: 'a@b.cd',
          email: 'a@b.cd',
          password: 'motdepasse1',
          password_confirm: 'motdepasse1',
          first_name: 'A',
          last_name: 'B',
          phone_number: '',
          role: 'client',
        }),
      'POST /api/v1/accounts/register/',
      { id: 1, ...user },
      null,
    ],
    ['getMe', (api) => api.getMe(), 'GET /api/v1/accounts/me/', user, null],
    ['logout', (api) => api.logout('k'), 'POST /api/v1/accounts/logout/', null, ''],
    [
      'changePassword',
      (api) => api.changePassword({ current_password: 'a', new_password: 'motdepasse1' }),
      'PUT /api/v1/accounts/password-change/',
      { message: 'ok' },
      '{"current_password":"a","new_password":"motdepasse1"}',
    ],
    [
      'requestPasswordReset',
      (api) => api.requestPasswordReset({ email: 'a@b.cd' }),
      'POST /api/v1/accounts/password-reset/',
      { message: 'ok', debug_info: { reset_url: 'http://x' } },
      '{"email":"a@b.cd"}',
    ],
    [
      'confirmPasswordReset',
      (api) => api.confirmPasswordReset({ uid: 'MQ', token: 't', new_password: 'motdepasse1' }),
      'POST /api/v1/accounts/password-reset/confirm/',
      { message: 'ok' },
      null,
    ],
    [
      'setServerCartQuantity',
      (api) => api.setServerCartQuantity(4, 9, { quantite: 3 }),
      'POST /api/v1/cart/paniers/4/modifier-quantite/9/',
      cart,
      '{"quantite":3}',
    ],
    [
      'removeServerCartArticle',
      (api) => api.removeServerCartArticle(4, 9),
      'DELETE /api/v1/cart/paniers/4/supprimer-article/9/',
      cart,
      null,
    ],
    [
      'validateAnonymousCart',
      (api) => api.validateAnonymousCart([1, 2]),
      'POST /api/v1/cart/anonymous/validate/',
      { produits: [{ id: 1, nom: 'x', prix: '1.00', prix_promo: null, prix_consigne: null, stock: 3 }], ids_invalides: [2] },
      '{"product_ids":[1,2]}',
    ],
    ['getAnonymousProduct', (api) => api.getAnonymousProduct(1), 'GET /api/v1/cart/anonymous/product/1/', product(1), null],
    ['getOrder', (api) => api.getOrder(7), 'GET /api/v1/orders/commandes/7/', order, null],
    ['trackOrder', (api) => api.trackOrder('0a1b2c'), 'GET /api/v1/orders/commandes/suivi/0a1b2c/', order, null],
    ['listUnreadNotifications', (api) => api.listUnreadNotifications(), 'GET /api/v1/notifications/non_lues/', [notification], null],
    [
      'listImportantNotifications',
      (api) => api.listImportantNotifications(),
      'GET /api/v1/notifications/importantes/',
      [notification],
      null,
    ],
    [
      'listNotificationsByType',
      (api) => api.listNotificationsByType('promotion'),
      'GET /api/v1/notifications/par_type/?type=promotion',
      [notification],
      null,
    ],
    ['getNotification', (api) => api.getNotification(3), 'GET /api/v1/notifications/3/', notification, null],
    ['markNotificationRead', (api) => api.markNotificationRead(3), 'POST /api/v1/notifications/3/marquer_comme_lue/', { status: 'ok' }, ''],
    ['markNotificationUnread', (api) => api.markNotificationUnread(3), 'POST /api/v1/notifications/3/marquer_comme_non_lue/', {}, ''],
    ['markAllNotificationsRead', (api) => api.markAllNotificationsRead(), 'POST /api/v1/notifications/marquer_tout_comme_lu/', {}, ''],
    ['deleteNotification', (api) => api.deleteNotification(3), 'POST /api/v1/notifications/3/supprimer/', {}, ''],
    [
      'sendContactMessage',
      (api) => api.sendContactMessage({ name: 'A', email: 'a@b.cd', message: 'Bonjour' }),
      'POST /api/v1/contact/message/',
      { message: 'ok' },
      '{"name":"A","email":"a@b.cd","message":"Bonjour"}',
    ],
  ];

  it.each(table)('%s', async (_name, call, key, answer, body) => {
    const server = fakeServer({ [key]: json(answer) });
    await call(createApi({ baseUrl: base, fetch: server.fetch, getToken: () => 'k' }));
    const sent = server.requests[0];
    expect(`${sent?.method} ${sent?.url.pathname}${sent?.url.search}`).toBe(key);
    if (body !== null) expect(sent?.body).toBe(body);
  });
});
