import { persistentAtom } from '@nanostores/persistent';
import { createApi } from '../../../../src/api/client.ts';
import { createSessionStore } from '../../../../src/stores/account/session.ts';
import { ORIGIN, type TestShop } from '../../server/helpers.ts';

/** Answers a request instead of the reference API (a failure to simulate, a late answer), or `undefined` to let it through. */
export type Intercept = (request: Request) => Response | Promise<Response> | undefined;

/**
 * A browser tab for store tests: the `authToken` atom (on whatever persistent engine the test set),
 * the real API client talking to the reference API in memory, and the session store on both.
 */
export function sessionTab(shop: TestShop, intercept: Intercept = () => undefined) {
  const $token = persistentAtom<string>('authToken', '');
  const client = createApi({
    baseUrl: `${ORIGIN}/api/v1`,
    getToken: () => $token.get() || null,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      return intercept(request) ?? shop.app.request(request);
    },
  });
  const session = createSessionStore(client, $token);
  return { $token, client, session };
}
