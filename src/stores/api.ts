import { ApiError } from '../api/api-error.ts';
import type { Api } from '../api/client.ts';
import { publicApiUrl } from '../config/public-api-url.ts';
import { networkMessages } from '../messages/network.ts';
import { $authToken } from './stored/auth-token.ts';

let client: Promise<Api> | null = null;

/** Creates the client at the first call; a failed download (offline) is tried again at the next call. */
function loadClient(): Promise<Api> {
  if (!client) {
    const loading = import('../api/client.ts').then(({ createApi }) =>
      createApi({ baseUrl: publicApiUrl, getToken: () => $authToken.get() || null }),
    );
    loading.catch(() => {
      if (client === loading) client = null;
    });
    client = loading;
  }
  return client;
}

/**
 * The browser's one API client; the token is read at every call. Its code (ky and every endpoint)
 * downloads at the first call, so a visitor who never needs the server (a signed-out customer adding
 * to the cart, filling the checkout form) never pays for it. A download that fails is a network
 * failure of the call, like any other (`ApiError` of kind 'network').
 */
export const api: Api = new Proxy({} as Api, {
  get:
    (_target, name: keyof Api) =>
    async (...args: unknown[]): Promise<unknown> => {
      let real: Api;
      try {
        real = await loadClient();
      } catch (error) {
        throw new ApiError(networkMessages.connectionError, { kind: 'network', cause: error });
      }
      return (real[name] as (...params: unknown[]) => Promise<unknown>)(...args);
    },
});
