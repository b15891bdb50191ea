import { describe, expect, it } from 'vitest';
import { guestOrder, json, makeShop, type OrderBody } from './helpers.ts';

describe('security headers of the API', () => {
  it('nosniff on every answer: catalogue, error, media', async () => {
    const shop = makeShop();
    for (const path of ['/api/v1/products/produits/', '/api/v1/nulle-part/', '/api/v1/accounts/me/', '/media/produits/1.svg']) {
      const res = await shop.call('GET', path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('no-store on signed-in answers and on a guest tracking answer, not on the public catalogue', async () => {
    const shop = makeShop();
    const token = await shop.register('jean@example.cd');
    const order = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) }),
    );
    const cases: [string, string | undefined, string | null][] = [
      ['/api/v1/accounts/me/', token, 'no-store'],
      ['/api/v1/orders/commandes/', token, 'no-store'],
      [`/api/v1/orders/commandes/suivi/${order.token_suivi}/`, undefined, 'no-store'],
      ['/api/v1/products/produits/1/', undefined, null],
    ];
    for (const [path, bearer, cacheControl] of cases) {
      const res = await shop.call('GET', path, { token: bearer });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(cacheControl);
    }
  });
});

describe('CORS of the API', () => {
  const storefront = 'https://kin-boissons.cd';
  const preflight = (origin: string) => ({
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'authorization,content-type',
  });

  it('answers only the configured storefront origin, which the storefront calls with credentials included', async () => {
    const shop = makeShop({ corsOrigin: storefront });
    const allowed = await shop.call('OPTIONS', '/api/v1/token-auth/', { headers: preflight(storefront) });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(storefront);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('gives another origin nothing a browser would accept, neither on a preflight nor on a signed-in answer', async () => {
    const shop = makeShop({ corsOrigin: storefront });
    const token = await shop.register('jean@example.cd');
    const before = await shop.call('OPTIONS', '/api/v1/token-auth/', { headers: preflight('https://evil.example') });
    expect(before.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    const read = await shop.call('GET', '/api/v1/accounts/me/', { token, headers: { origin: 'https://evil.example' } });
    expect(read.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(read.headers.get('access-control-allow-origin')).not.toBe('*');
  });

  it('sends no CORS header at all when the storefront is served by the same process (no origin configured)', async () => {
    const shop = makeShop();
    const res = await shop.call('OPTIONS', '/api/v1/token-auth/', { headers: preflight('https://evil.example') });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
