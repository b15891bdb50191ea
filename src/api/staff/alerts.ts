import { newOrdersSchema, type PushSubscriptionInput, pushKeySchema, pushSubscribedSchema } from '../../contract/staff-alerts.ts';
import { type Http, ignoredBody } from '../http.ts';
import { staffHttpMessage as httpMessage } from './http-message.ts';

/** A new order no one misses: the orders an open screen has not seen, and this device's Web Push subscription. */
export function staffAlertEndpoints({ request }: Http) {
  return {
    newOrders: (after: number | null) =>
      request({
        path: 'staff/commandes/nouvelles/',
        searchParams: after === null ? {} : { apres: after },
        schema: newOrdersSchema,
        httpMessage,
      }),
    pushKey: () => request({ path: 'staff/push/', schema: pushKeySchema, httpMessage }),
    subscribePush: (subscription: PushSubscriptionInput) =>
      request({ method: 'post', path: 'staff/push/abonnements/', json: subscription, schema: pushSubscribedSchema, httpMessage }),
    unsubscribePush: (endpoint: string) =>
      request({ method: 'delete', path: 'staff/push/abonnements/', json: { endpoint }, schema: ignoredBody, httpMessage }),
  };
}
