/** Base URL the browser calls: same origin by default, or the shop's Django backend (set at build time). */
export { publicApiUrl } from '../config/public-api-url.ts';
