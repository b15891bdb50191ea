import { createApi } from '../api/index.ts';
import { publicApiUrl } from './api-url.ts';
import { $authToken } from './auth-token.ts';

/** The browser's one API client; the token is read at every call. */
export const api = createApi({
  baseUrl: publicApiUrl,
  getToken: () => $authToken.get() || null,
});
