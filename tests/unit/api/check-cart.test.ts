import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { validateAnonymousCart } from '../../../src/api/check-cart.ts';
import { createHttp } from '../../../src/api/http.ts';
import { anonymousValidateResponseSchema } from '../../../src/contract/cart.ts';
import { productStatus } from '../contract/samples.ts';
import { base, fakeServer, type Route } from './fake-server.ts';

const KEY = 'POST /api/v1/cart/anonymous/validate/';
const today = { produits: [productStatus(1, 'Primus 72 cl', '2500.00', 24)], ids_invalides: [2] };

/** What a call gives, a value or the ApiError's every field, so that two ways of sending compare whole. */
async function outcome(call: Promise<unknown>): Promise<unknown> {
  try {
    return { value: await call };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { message, kind, status, body, fieldErrors } = error;
    return { message, kind, status, body, fieldErrors };
  }
}

/** The check sent without ky, and the same request through the client's ky instance, on the same server. */
async function bothWays(route: Route, timeout?: number) {
  const options = { baseUrl: base, fetch: fakeServer({ [KEY]: route }).fetch, getToken: () => 'k', ...(timeout ? { timeout } : {}) };
  const light = await outcome(validateAnonymousCart([1, 2], options));
  const client = await outcome(
    createHttp(options).request({
      method: 'post',
      path: 'cart/anonymous/validate/',
      json: { product_ids: [1, 2] },
      schema: anonymousValidateResponseSchema,
    }),
  );
  return { light, client };
}

describe("the cart's check sent without ky answers as the client would", () => {
  it('sends the ids as JSON, with the token and the cookies, to the base URL', async () => {
    const server = fakeServer({ [KEY]: () => Response.json(today) });
    await validateAnonymousCart([1, 2], { baseUrl: `${base}/`, fetch: server.fetch, getToken: () => 'k' });
    const sent = server.requests[0];
    expect(`${sent?.method} ${sent?.url.href}`).toBe(`POST ${base}/cart/anonymous/validate/`);
    expect(sent?.body).toBe('{"product_ids":[1,2]}');
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.headers.get('authorization')).toBe('Token k');
    expect(sent?.credentials).toBe('include');
  });

  it('sends no Authorization without a token', async () => {
    const server = fakeServer({ [KEY]: () => Response.json(today) });
    await validateAnonymousCart([1], { baseUrl: base, fetch: server.fetch, getToken: () => null });
    expect(server.requests[0]?.headers.has('authorization')).toBe(false);
  });

  it.each<[string, Route]>([
    ["today's catalogue", () => Response.json(today)],
    ['no ids_invalides sent', () => Response.json({ produits: today.produits })],
    ['a price the contract refuses', () => Response.json({ produits: [{ ...today.produits[0], prix: 'gratuit' }] })],
    ['a list instead of the answer', () => Response.json([today])],
    ['an HTML page', () => new Response('<html></html>')],
    ['an empty body', () => new Response('')],
    [
      'a DRF refusal with field errors',
      () => Response.json({ product_ids: ['Liste attendue.'] }, { status: 400, statusText: 'Bad Request' }),
    ],
    ['a text error', () => new Response('Service en maintenance', { status: 503, statusText: 'Service Unavailable' })],
    ['an empty error', () => new Response(null, { status: 502, statusText: 'Bad Gateway' })],
    ['a refused connection', () => Promise.reject(new TypeError('fetch failed'))],
  ])('%s', async (_name, route) => {
    const { light, client } = await bothWays(route);
    expect(light).toEqual(client);
  });

  it('a server that never answers fails after the time-out with the French message', async () => {
    const { light, client } = await bothWays(() => new Promise<Response>(() => {}), 50);
    expect(light).toEqual(client);
    expect(light).toMatchObject({
      kind: 'timeout',
      message: "Le serveur n'a pas répondu à temps. Vérifiez votre connexion, puis réessayez. (Request timeout after 50 ms)",
    });
  });

  it('any JSON answer decodes, or is refused with the same words, as through the client', async () => {
    const status = fc.record({
      id: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.constant('7')),
      nom: fc.oneof(fc.string(), fc.constant(null)),
      prix: fc.oneof(fc.constantFrom('2500.00', '0.50', 'abc', ' 12 '), fc.integer()),
      prix_promo: fc.oneof(fc.constant(null), fc.constant('1300.00'), fc.constant(undefined)),
      prix_consigne: fc.oneof(fc.constant(null), fc.constant('500.00'), fc.constant('x')),
      stock: fc.oneof(fc.integer({ min: -1, max: 99 }), fc.constant(2.5)),
      vendu_avec_consigne: fc.oneof(fc.boolean(), fc.constant(undefined)),
    });
    const answer = fc.oneof(
      fc.record({ produits: fc.array(status, { maxLength: 3 }), ids_invalides: fc.oneof(fc.array(fc.integer()), fc.constant(null)) }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(answer, async (body) => {
        const { light, client } = await bothWays(() => Response.json(body));
        expect(light).toEqual(client);
      }),
      { numRuns: 200 },
    );
  });
});
