export { createApi, type Api, type ApiOptions } from './client.ts';
export { ApiError, type ApiErrorKind } from './errors.ts';
export { defaultTimeout } from './timeout.ts';
export type { OrderRequestOptions } from './endpoints/orders.ts';
export type * from '../contract/index.ts';
