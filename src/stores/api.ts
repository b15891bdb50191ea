import { createApi } from '../api/index.ts';
import { $authToken } from './auth-token.ts';

/** Base URL the browser calls: same origin by default, or the shop's Django backend. */
export const publicApiUrl: string = import.meta.env.PUBLIC_API_URL ?? '/api/v1';

/** The browser's one API client; the token is read at every call. */
export const api = createApi({
  baseUrl: publicApiUrl,
  getToken: () => $authToken.get() || null,
});
