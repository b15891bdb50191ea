import { ApiError } from '../api/api-error.ts';
import type { Api, ApiOptions } from '../api/client.ts';
import { publicApiUrl } from '../config/public-api-url.ts';
import { networkMessages } from '../messages/network.ts';
import { $authToken } from './stored/auth-token.ts';

const options: ApiOptions = { baseUrl: publicApiUrl, getToken: () => $authToken.get() || null };

let client: Promise<Api> | null = null;

/** Creates the client at the first call; a failed download (offline) is tried again at the next call. */
function loadClient(): Promise<Api> {
  if (!client) {
    const loading = import('../api/client.ts').then(({ createApi }) => createApi(options));
    loading.catch(() => {
      if (client === loading) client = null;
    });
    client = loading;
  }
  return client;
}

/** A module the call needs; a download that fails is a network failure of the call, like any other. */
async function downloaded<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new ApiError(networkMessages.connectionError, { kind: 'network', cause: error });
  }
}

/**
 * Calls sent without ky: the cart's check (src/api/check-cart.ts), which the cart page sends as it opens and which
 * alone brought the client there. Its small module loads at the first check.
 */
const direct: Partial<Api> = {
  validateAnonymousCart: async (ids) => (await downloaded(() => import('../api/check-cart.ts'))).validateAnonymousCart(ids, options),
};

/** The calls made and not yet answered (nor failed). */
const inFlight = new Set<Promise<unknown>>();

/**
 * Settles once every call made so far is answered or failed (each gives up after the client's timeout): sign-out
 * revokes the token only then, or a call already sent with it (the header's cart, its notifications) would reach the
 * server after the revocation and be refused (`401`).
 */
export function callsAnswered(): Promise<void> {
  return Promise.allSettled([...inFlight]).then(() => undefined);
}

/**
 * The browser's one API client; the token is read at every call. Its code (ky and every endpoint)
 * downloads at the first call, so a visitor who never needs the server (a signed-out customer adding
 * to the cart, filling the checkout form, opening the cart) never pays for it. A download that fails is a network
 * failure of the call, like any other (`ApiError` of kind 'network').
 */
export const api: Api = new Proxy({} as Api, {
  get: (_target, name: keyof Api) =>
    direct[name] ??
    ((...args: unknown[]): Promise<unknown> => {
      const call = (async () => {
        const real = await downloaded(loadClient);
        return (real[name] as (...params: unknown[]) => Promise<unknown>)(...args);
      })();
      inFlight.add(call);
      void call.then(
        () => inFlight.delete(call),
        () => inFlight.delete(call),
      );
      return call;
    }),
});
