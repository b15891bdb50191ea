import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { type Api, createApi } from '../../../src/api/client.ts';
import { listedProduct } from '../contract/samples.ts';
import { base, fakeServer, json } from './fake-server.ts';

const product = listedProduct;
const orderPayload = {
  adresse_livraison: 'Av. X',
  telephone_livraison: '2430812345678',
  mode_paiement: 'paiement_livraison',
  articles: [{ produit: 1 }],
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was expected to fail');
}

describe('transport failures', () => {
  it.each([[50], [120]])(
    'a server that never answers fails after %i ms with a French message that keeps the timeout wording',
    async (timeout) => {
      const api = createApi({ baseUrl: base, timeout, fetch: () => new Promise<Response>(() => {}) });
      const error = await failure(api.listCategories());
      expect(error.message).toBe(
        `Le serveur n'a pas répondu à temps. Vérifiez votre connexion, puis réessayez. (Request timeout after ${timeout} ms)`,
      );
      expect(error.kind).toBe('timeout');
    },
  );

  it.each([
    ['a refused connection', new TypeError('fetch failed')],
    ['an offline browser', new TypeError('Failed to fetch')],
    ['an unknown failure', new Error('socket hang up')],
  ])('%s gives the connection message', async (_name, thrown) => {
    const api = createApi({ baseUrl: base, fetch: () => Promise.reject(thrown) });
    const error = await failure(api.getProduct(1));
    expect(error.message).toBe('Erreur de connexion au serveur');
    expect(error).toMatchObject({ kind: 'network', status: null });
  });
});

describe('an HTTP error without a message of its own: the body as JSON, else its text, else « Erreur {status}: {statusText} »', () => {
  it.each([
    ['a JSON body as JSON text', () => Response.json({ detail: 'Pas trouvé.' }, { status: 404 }), '{"detail":"Pas trouvé."}', 404],
    [
      'a text body as is',
      () => new Response('Service en maintenance', { status: 503, statusText: 'Service Unavailable' }),
      'Service en maintenance',
      503,
    ],
    [
      'an empty body as status and text',
      () => new Response(null, { status: 502, statusText: 'Bad Gateway' }),
      'Erreur 502: Bad Gateway',
      502,
    ],
  ])('%s', async (_name, route, message, status) => {
    const server = fakeServer({ 'GET /api/v1/products/produits/3/': route });
    const error = await failure(createApi({ baseUrl: base, fetch: server.fetch }).getProduct(3));
    expect(error).toMatchObject({ message, status, kind: 'http' });
  });

  it('keeps the parsed body and DRF field errors', async () => {
    const body = { email: ['Saisissez une adresse e-mail valide.'], message: ['Ce champ est obligatoire.'] };
    const server = fakeServer({ 'POST /api/v1/contact/message/': json(body, 400, 'Bad Request') });
    const error = await failure(
      createApi({ baseUrl: base, fetch: server.fetch }).sendContactMessage({ name: 'A', email: 'x', message: '' }),
    );
    expect(error.body).toEqual(body);
    expect(error.fieldErrors).toEqual(body);
    expect(error.message).toBe(JSON.stringify(body));
  });
});

describe('per-call messages: the server field the call reads, else its own French fallback', () => {
  const registration = {
    username: 'a@b.cd',
    email: 'a@b.cd',
    password: 'motdepasse1',
    password_confirm: 'motdepasse1',
    first_name: 'A',
    last_name: 'B',
  };
  it.each([
    ['username first', { password: ['Trop court.'], username: ['Ce nom existe déjà.'] }, 'Ce nom existe déjà.'],
    ['email before password', { password: ['Trop court.'], email: ['Adresse déjà utilisée.'] }, 'Adresse déjà utilisée.'],
    ['password before its confirmation', { password_confirm: ['Différent.'], password: ['Trop court.'] }, 'Trop court.'],
    ['password_confirm before phone', { phone_number: ['Invalide.'], password_confirm: ['Différent.'] }, 'Différent.'],
    ['phone before non-field errors', { non_field_errors: ['Refusé.'], phone_number: ['Invalide.'] }, 'Invalide.'],
    ['non-field errors before detail', { detail: 'Détail.', non_field_errors: ['Refusé.'] }, 'Refusé.'],
    ['detail', { detail: 'Détail.' }, 'Détail.'],
    ['an unknown field only', { nickname: ['Inconnu.'] }, "Erreur lors de l'inscription"],
    ['a plain string', 'Inscriptions fermées', 'Inscriptions fermées'],
    ['an empty body', null, "Erreur lors de l'inscription"],
  ])('registration: %s', async (_name, body, message) => {
    const route = () =>
      body === null
        ? new Response(null, { status: 400 })
        : typeof body === 'string'
          ? new Response(body, { status: 400 })
          : Response.json(body, { status: 400 });
    const server = fakeServer({ 'POST /api/v1/accounts/register/': route });
    const error = await failure(createApi({ baseUrl: base, fetch: server.fetch }).register(registration));
    expect(error.message).toBe(message);
  });

  it.each([
    [
      'non_field_errors',
      { non_field_errors: ['Impossible de se connecter avec les informations fournies.'] },
      'Impossible de se connecter avec les informations fournies.',
    ],
    ['another field only', { username: ['Ce champ est obligatoire.'] }, 'Erreur de connexion'],
    ['detail only', { detail: 'Trop de tentatives.' }, 'Erreur de connexion'],
  ])('login: %s', async (_name, body, message) => {
    const server = fakeServer({ 'POST /api/v1/token-auth/': json(body, 400) });
    const error = await failure(createApi({ baseUrl: base, fetch: server.fetch }).login({ username: 'a', password: 'b' }));
    expect(error.message).toBe(message);
  });

  it.each([
    ['an email error', { email: ['Adresse inconnue.'] }, 'Adresse inconnue.'],
    ['no email error', { detail: 'x' }, "Erreur lors de l'envoi de l'email"],
  ])('password reset request: %s', async (_name, body, message) => {
    const server = fakeServer({ 'POST /api/v1/accounts/password-reset/': json(body, 400) });
    const error = await failure(createApi({ baseUrl: base, fetch: server.fetch }).requestPasswordReset({ email: 'a@b.cd' }));
    expect(error.message).toBe(message);
  });

  it.each([
    ['a server error', { error: 'Lien expiré.' }, 'Lien expiré.'],
    ['a field error', { new_password: ['Trop court.'] }, 'Trop court.'],
    ['nothing usable', {}, 'Erreur lors de la réinitialisation du mot de passe'],
  ])('password reset confirm: %s', async (_name, body, message) => {
    const server = fakeServer({ 'POST /api/v1/accounts/password-reset/confirm/': json(body, 400) });
    const error = await failure(
      createApi({ baseUrl: base, fetch: server.fetch }).confirmPasswordReset({ uid: 'MQ', token: 't', new_password: 'motdepasse1' }),
    );
    expect(error.message).toBe(message);
  });

  it.each([
    ['detail', { detail: 'Accès refusé.' }, 403, 'Accès refusé.'],
    ['no detail', {}, 500, 'Erreur lors de la récupération des commandes (500)'],
  ])('orders list: %s', async (_name, body, status, message) => {
    const server = fakeServer({ 'GET /api/v1/orders/commandes/': json(body, status) });
    const error = await failure(createApi({ baseUrl: base, fetch: server.fetch, getToken: () => 'k' }).listOrders());
    expect(error).toMatchObject({ message, status });
  });

  it('an unknown order is "Commande non trouvée"', async () => {
    const server = fakeServer({});
    const error = await failure(createApi({ baseUrl: base, fetch: server.fetch, getToken: () => 'k' }).getOrder(99));
    expect(error).toMatchObject({ message: 'Commande non trouvée', status: 404 });
  });

  it.each([
    [
      'registered, detail',
      'createOrder',
      { detail: 'Stock insuffisant pour la quantité demandée.' },
      400,
      'Stock insuffisant pour la quantité demandée.',
    ],
    ['registered, nothing', 'createOrder', {}, 500, 'Erreur lors de la création de la commande (500)'],
    ['guest, nothing', 'createGuestOrder', {}, 500, 'Erreur lors de la création de la commande anonyme (500)'],
    ['guest, a field problem', 'createGuestOrder', { nom_complet: ['Ce champ est obligatoire.'] }, 400, 'Ce champ est obligatoire.'],
    [
      'guest, a stock problem',
      'createGuestOrder',
      { non_field_errors: ['Stock insuffisant pour la quantité demandée.'] },
      400,
      'Stock insuffisant pour la quantité demandée.',
    ],
  ] as const)('order creation: %s', async (_name, call, body, status, message) => {
    const server = fakeServer({
      'POST /api/v1/orders/commandes/': json(body, status),
      'POST /api/v1/orders/commandes/anonyme/': json(body, status),
    });
    const api = createApi({ baseUrl: base, fetch: server.fetch, getToken: () => 'k' });
    const error = await failure(
      call === 'createOrder'
        ? api.createOrder(orderPayload, { idempotencyKey: 'k1' })
        : api.createGuestOrder({ ...orderPayload, nom_complet: 'A' }, { idempotencyKey: 'k1' }),
    );
    expect(error).toMatchObject({ message, status });
  });
});

describe('calls that need a token', () => {
  const calls = [
    ['listOrders', (api: Api) => api.listOrders(), 'Utilisateur non authentifié'],
    ['getOrder', (api: Api) => api.getOrder(1), 'Utilisateur non authentifié'],
    ['createOrder', (api: Api) => api.createOrder(orderPayload, { idempotencyKey: 'k' }), 'Utilisateur non authentifié'],
    ['getMe', (api: Api) => api.getMe(), 'Utilisateur non authentifié'],
    ['updateMe', (api: Api) => api.updateMe({ address: 'x' }), 'Utilisateur non authentifié'],
    [
      'changePassword',
      (api: Api) => api.changePassword({ current_password: 'a', new_password: 'motdepasse1' }),
      'Utilisateur non authentifié',
    ],
    [
      'addReview',
      (api: Api) => api.addReview(1, { produit: 1, note: 5, commentaire: 'x' }),
      'Authentification requise pour ajouter un avis',
    ],
    ['updateReview', (api: Api) => api.updateReview(1, { note: 4 }), 'Authentification requise pour modifier un avis'],
    ['getMyCart', (api: Api) => api.getMyCart(), 'Utilisateur non authentifié'],
    ['listNotifications', (api: Api) => api.listNotifications(), 'Utilisateur non authentifié'],
  ] as const;

  it.each(calls)('%s without a stored token fails without sending anything', async (_name, call, message) => {
    const server = fakeServer({});
    const error = await failure(call(createApi({ baseUrl: base, fetch: server.fetch, getToken: () => null })));
    expect(error).toMatchObject({ message, kind: 'unauthenticated', status: null });
    expect(server.requests).toHaveLength(0);
  });

  it.each(calls)('%s with a stored token sends the request', async (_name, call) => {
    const server = fakeServer({});
    await failure(call(createApi({ baseUrl: base, fetch: server.fetch, getToken: () => 'k' })));
    expect(server.requests).toHaveLength(1);
  });
});

describe('response validation', () => {
  it.each([
    [
      'a product with a bad price',
      'GET /api/v1/products/produits/1/',
      () => Response.json({ ...product(1), prix: 'gratuit' }),
      (api: Api) => api.getProduct(1),
      'GET /products/produits/1/',
      'prix',
    ],
    [
      'a list item without name',
      'GET /api/v1/products/categories/',
      () => Response.json([{ id: 1 }]),
      (api: Api) => api.listCategories(),
      'GET /products/categories/',
      'nom',
    ],
    [
      'an HTML page instead of JSON',
      'GET /api/v1/products/marques/',
      () => new Response('<html></html>'),
      (api: Api) => api.listBrands(),
      'GET /products/marques/',
      'JSON attendu',
    ],
    [
      'a login without token',
      'POST /api/v1/token-auth/',
      () => Response.json({ ok: true }),
      (api: Api) => api.login({ username: 'a', password: 'b' }),
      'POST /token-auth/',
      'token',
    ],
  ] as const)('%s is an ApiError naming the endpoint', async (_name, key, route, call, endpoint, detail) => {
    const server = fakeServer({ [key]: route });
    const error = await failure(call(createApi({ baseUrl: base, fetch: server.fetch })));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain(endpoint);
    expect(error.message).toContain(detail);
    expect(error.status).toBe(200);
  });

  it('returns the parsed product, defaults filled in', async () => {
    const server = fakeServer({ 'GET /api/v1/products/produits/1/': json({ ...product(1), marque: 1 }) });
    const api = createApi({ baseUrl: base, fetch: server.fetch });
    expect(await api.getProduct(1)).toMatchObject({ id: 1, prix: '2500.00', marque: { id: 1, nom: null }, description: null });
  });
});
