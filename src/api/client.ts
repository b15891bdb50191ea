import { accountEndpoints } from './endpoints/account.ts';
import { addressEndpoints } from './endpoints/addresses.ts';
import { cartEndpoints } from './endpoints/cart.ts';
import { catalogueEndpoints } from './endpoints/catalogue.ts';
import { guestOrderEndpoints } from './endpoints/guest-orders.ts';
import { notificationEndpoints } from './endpoints/notifications.ts';
import { orderEndpoints } from './endpoints/orders.ts';
import { type ApiOptions, createHttp } from './http.ts';

export type { ApiOptions } from './http.ts';

function buildApi(options: ApiOptions) {
  const http = createHttp(options);
  return {
    ...catalogueEndpoints(http),
    ...accountEndpoints(http),
    ...addressEndpoints(http),
    ...cartEndpoints(http),
    ...orderEndpoints(http),
    ...guestOrderEndpoints(http),
    ...notificationEndpoints(http),
  };
}

/** Every call the shop makes to `/api/v1`, one function each; see `ApiOptions`. */
export type Api = ReturnType<typeof buildApi>;

/** The shop's one API client (one ky instance per call of `createApi`). */
export function createApi(options: ApiOptions): Api {
  return buildApi(options);
}
