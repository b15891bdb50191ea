import type { GuestOrderCreateInput, OrderCreateInput } from '../../contract/order.ts';
import { pickMessage } from '../errors.ts';
import { type Http, unauthenticated } from '../http.ts';

type Id = number | string;
export type OrderRequestOptions = { idempotencyKey: string };

/**
 * Creation failures: the server's `detail`, else its first non-field or field message (a stock or
 * address problem names itself), else the call's own message with the HTTP status
 * (« Erreur lors de la création de la commande (500) »).
 */
const creationMessage = (fallback: (status: number) => string) => (status: number, body: unknown) =>
  pickMessage(body, ['detail', 'non_field_errors']) ?? firstFieldMessage(body) ?? fallback(status);

function firstFieldMessage(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  return pickMessage(body, Object.keys(body));
}

/**
 * The order's schema and texts, loaded at the first call about an order: the cart page, which never sends nor reads
 * one, does not download them with the client (the checkout has them from its own island already).
 */
const ordering = async () => {
  const [{ orderSchema }, { ordersMessages }, { trackingMessages }] = await Promise.all([
    import('../../contract/order.ts'),
    import('../../messages/orders.ts'),
    import('../../messages/tracking.ts'),
  ]);
  return { orderSchema, ordersMessages, trackingMessages };
};

/** Orders of the signed-in customer (a list, or DRF's paginated object) and guest orders. */
export function orderEndpoints({ request, requestAll }: Http) {
  return {
    listOrders: async () => {
      const { orderSchema, ordersMessages } = await ordering();
      return requestAll({
        path: 'orders/commandes/',
        schema: orderSchema,
        requiresToken: unauthenticated,
        httpMessage: (status, body) => pickMessage(body, ['detail']) ?? ordersMessages.loadError(status),
      });
    },
    getOrder: async (id: Id) => {
      const { orderSchema, ordersMessages } = await ordering();
      return request({
        path: `orders/commandes/${id}/`,
        schema: orderSchema,
        requiresToken: unauthenticated,
        httpMessage: (status) => (status === 404 ? ordersMessages.notFound : null),
      });
    },
    createOrder: async (payload: OrderCreateInput, { idempotencyKey }: OrderRequestOptions) => {
      const { orderSchema, ordersMessages } = await ordering();
      return request({
        method: 'post',
        path: 'orders/commandes/',
        json: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: orderSchema,
        requiresToken: unauthenticated,
        httpMessage: creationMessage(ordersMessages.createError),
      });
    },
    /** A guest's order through the token of its tracking link; no login. */
    trackOrder: async (token: string) => {
      const { orderSchema, trackingMessages } = await ordering();
      return request({
        path: `orders/commandes/suivi/${encodeURIComponent(token)}/`,
        schema: orderSchema,
        httpMessage: (status) => (status === 404 ? trackingMessages.notFound : null),
      });
    },
    createGuestOrder: async (payload: GuestOrderCreateInput, { idempotencyKey }: OrderRequestOptions) => {
      const { orderSchema, ordersMessages } = await ordering();
      return request({
        method: 'post',
        path: 'orders/commandes/anonyme/',
        json: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: orderSchema,
        httpMessage: creationMessage(ordersMessages.guestCreateError),
      });
    },
  };
}
