import { orderSchema } from '../../contract/order.ts';
import {
  daySummarySchema,
  type OrderStatusChange,
  orderHistorySchema,
  type StaffOrderCreateInput,
  type StaffOrderFilters,
  staffCustomerListSchema,
  staffOrderPageSchema,
  staffOrderSchema,
} from '../../contract/staff-orders.ts';
import type { Http } from '../http.ts';
import { staffHttpMessage as httpMessage, pageUrl } from './http-message.ts';

type Id = number | string;

/**
 * Orders as the staff handle them: the list (polled), one order and its history, a status move, the day's figures;
 * an order taken by phone (sent with the key made when its form opened) and the customers it may be for.
 */
export function staffOrderEndpoints({ request }: Http) {
  return {
    listStaffOrders: (filters: StaffOrderFilters) =>
      request({ path: 'staff/commandes/', searchParams: { ...filters }, schema: staffOrderPageSchema, httpMessage }),
    nextStaffOrders: (next: string) => request({ path: pageUrl(next), schema: staffOrderPageSchema, httpMessage }),
    getStaffOrder: (id: Id) => request({ path: `staff/commandes/${id}/`, schema: staffOrderSchema, httpMessage }),
    orderHistory: (id: Id) => request({ path: `staff/commandes/${id}/historique/`, schema: orderHistorySchema, httpMessage }),
    /** `statut_actuel`: the status the screen showed; the server answers 409 when the order moved since. */
    moveOrder: (id: Id, move: OrderStatusChange) =>
      request({ method: 'post', path: `orders/commandes/${id}/statut/`, json: move, schema: staffOrderSchema, httpMessage }),
    daySummary: (date?: string) => request({ path: 'staff/jour/', searchParams: { date }, schema: daySummarySchema, httpMessage }),
    takeOrder: (payload: StaffOrderCreateInput, idempotencyKey: string) =>
      request({
        method: 'post',
        path: 'staff/commandes/',
        json: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: orderSchema,
        httpMessage,
      }),
    findCustomers: (q: string) => request({ path: 'staff/clients/', searchParams: { q }, schema: staffCustomerListSchema, httpMessage }),
  };
}
