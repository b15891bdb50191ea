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
