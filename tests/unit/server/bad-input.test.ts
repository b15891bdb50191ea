import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartBody, guestOrder, json, makeShop, ORIGIN, type OrderBody } from './helpers.ts';

/** DRF error shapes: {detail: string} (plus extra scalar fields) or {field: [messages]}. */
function isDrfError(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (entries.length === 0) return false;
  if (typeof (body as { detail?: unknown }).detail === 'string') return true;
  return entries.every(([, v]) => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string' && m.length > 0));
}

describe('malformed requests', () => {
  const shop = makeShop();

  it.each([
    ['text/plain', '{"email":"a@b.cd"}', 415],
    ['application/x-www-form-urlencoded', 'email=a%40b.cd', 415],
    [undefined, '{"email":"a@b.cd"}', 415],
    ['application/json', '{"email":', 400],
    ['application/json', '[1,2]', 400],
    ['application/json', 'null', 400],
    ['application/json; charset=utf-8', '{"email":"a@b.cd"}', 200],
  ])('content-type %s with %s → %i', async (type, body, status) => {
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    const res = await shop.app.request(`${ORIGIN}/api/v1/accounts/password-reset/`, { method: 'POST', headers, body });
    expect(res.status).toBe(status);
    const answer = await res.json();
    if (status >= 400) expect(isDrfError(answer)).toBe(true);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const big = JSON.stringify({ name: 'A', email: 'a@b.cd', message: 'x'.repeat(70 * 1024) });
    const res = await shop.app.request(`${ORIGIN}/api/v1/contact/message/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(isDrfError(await res.json())).toBe(true);
    // Announced as such (a body's length is known before it is read): refused the same.
    const announced = await shop.app.request(`${ORIGIN}/api/v1/contact/message/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(big)) },
      body: big,
    });
    expect(announced.status).toBe(413);
    expect(isDrfError(await announced.json())).toBe(true);
  });

  it('answers unknown ids with 404 {detail: "Pas trouvé."}', async () => {
    for (const path of [
      '/api/v1/products/produits/0/',
      '/api/v1/products/produits/99999999999/',
      '/api/v1/orders/commandes/suivi/abc/',
      '/media/produits/x.svg',
    ]) {
      const res = await shop.call('GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Pas trouvé.' });
    }
  });

  it.each([
    ['POST', '/api/v1/products/produits/1/', 'DELETE, GET, HEAD, OPTIONS, PATCH, PUT'],
    ['PUT', '/api/v1/token-auth/', 'OPTIONS, POST'],
    ['GET', '/api/v1/contact/message/', 'OPTIONS, POST'],
    ['PATCH', '/api/v1/cart/paniers/12/vider/', 'OPTIONS, POST'],
  ])('a known path with the wrong method: %s %s → 405 with Allow', async (method, path, allow) => {
    const res = await shop.call(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe(allow);
    expect(await res.json()).toEqual({ detail: `Méthode « ${method} » non autorisée.` });
  });

  it('OPTIONS on a known path lists its methods; an unknown path stays 404 whatever the method', async () => {
    const options = await shop.call('OPTIONS', '/api/v1/accounts/me/');
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('GET, HEAD, OPTIONS, PATCH');
    for (const method of ['GET', 'POST', 'DELETE']) expect((await shop.call(method, '/api/v1/nulle-part/')).status).toBe(404);
  });

  it('never leaks a stack trace: a real bug answers a generic 500', async () => {
    const broken = makeShop();
    await broken.query('DROP TABLE contact_messages');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args);
    };
    let id: string | null = null;
    try {
      const res = await broken.call('POST', '/api/v1/contact/message/', { json: { name: 'A', email: 'a@b.cd', message: 'm' } });
      expect(res.status).toBe(500);
      id = res.headers.get('X-Request-Id');
      expect(id).toMatch(/^[\w-]{36}$/);
      expect(await res.json()).toEqual({ detail: 'Erreur interne du serveur.', request_id: id });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    // The log record names the request id the answer gave, so the operator finds the error the customer saw.
    expect(errors[0]).toContain(id);
  });
});

describe('property: arbitrary JSON to every write endpoint answers 2xx or 4xx in DRF format', async () => {
  const shop = makeShop();
  const token = await shop.register('a@example.cd');
  const staff = await shop.staff();
  const cart = await json<CartBody>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token }));
  const line = await json<CartBody>(
    await shop.call('POST', `/api/v1/cart/paniers/${cart.id}/ajouter_produit/`, { token, json: { produit_id: 3 } }),
  );
  const order = await json<OrderBody>(await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) }));

  const endpoints: [string, string, string | undefined, string[]][] = [
    ['POST', '/api/v1/token-auth/', undefined, ['username', 'password']],
    [
      'POST',
      '/api/v1/accounts/register/',
      undefined,
      ['username', 'email', 'password', 'password_confirm', 'first_name', 'last_name', 'phone_number', 'role'],
    ],
    ['PATCH', '/api/v1/accounts/me/', token, ['first_name', 'last_name', 'email', 'phone_number', 'address']],
    ['PUT', '/api/v1/accounts/password-change/', token, ['current_password', 'new_password']],
    ['POST', '/api/v1/accounts/password-reset/', undefined, ['email']],
    ['POST', '/api/v1/accounts/password-reset/confirm/', undefined, ['uid', 'token', 'new_password']],
    ['POST', `/api/v1/cart/paniers/${cart.id}/ajouter_produit/`, token, ['produit_id', 'quantite', 'avec_consigne']],
    ['POST', `/api/v1/cart/paniers/${cart.id}/modifier-quantite/${line.articles[0]!.id}/`, token, ['quantite', 'avec_consigne']],
    ['POST', '/api/v1/cart/anonymous/validate/', undefined, ['product_ids']],
    [
      'POST',
      '/api/v1/orders/commandes/',
      token,
      ['adresse_livraison', 'telephone_livraison', 'mode_paiement', 'articles', 'notes', 'address_id', 'use_saved_address'],
    ],
    [
      'POST',
      '/api/v1/orders/commandes/anonyme/',
      undefined,
      ['nom_complet', 'email', 'adresse_livraison', 'telephone_livraison', 'mode_paiement', 'articles'],
    ],
    ['POST', `/api/v1/orders/commandes/${order.id}/statut/`, staff, ['statut']],
    ['POST', '/api/v1/products/produits/1/ajouter_avis/', token, ['produit', 'note', 'commentaire']],
    ['PATCH', '/api/v1/products/avis/1/', staff, ['note', 'commentaire', 'approuve', 'produit']],
    [
      'POST',
      '/api/v1/products/produits/',
      staff,
      ['nom', 'prix', 'prix_promo', 'prix_consigne', 'stock', 'marque', 'categorie', 'vendu_avec_consigne'],
    ],
    ['PATCH', '/api/v1/products/produits/2/', staff, ['nom', 'prix', 'prix_promo', 'stock', 'marque', 'categorie']],
    ['POST', '/api/v1/products/categories/', staff, ['nom', 'description']],
    ['POST', '/api/v1/products/marques/', staff, ['nom', 'couleur', 'couleur_texte']],
    ['POST', '/api/v1/contact/message/', undefined, ['name', 'email', 'message']],
  ];

  it.each(endpoints)('%s %s', async (method, path, auth, keys) => {
    const value = fc.jsonValue({ maxDepth: 3 });
    const shaped = fc.record(
      Object.fromEntries(
        keys.map((k) => [
          k,
          fc.oneof(value, fc.integer(), fc.string(), fc.array(fc.record({ produit: fc.integer(), quantite: fc.integer() }))),
        ]),
      ),
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(value, shaped), async (payload) => {
        const res = await shop.call(method, path, { token: auth, json: payload });
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(500);
        const body: unknown = res.status === 204 ? null : await res.json();
        if (res.status >= 400) expect(isDrfError(body)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
