/**
 * Base URL the browser calls (`PUBLIC_API_URL`): same origin by default, or the shop's Django backend.
 * astro.config.mjs writes it into the bundle as `__PUBLIC_API_URL__` (Vite `define`), so no browser
 * module reads the environment.
 */
export const publicApiUrl: string = __PUBLIC_API_URL__;
