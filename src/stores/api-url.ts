/** Base URL the browser calls: same origin by default, or the shop's Django backend. */
export const publicApiUrl: string = import.meta.env.PUBLIC_API_URL ?? '/api/v1';
