/**
 * The signed-in customer's orders (`/mes-commandes.html`): the list, its local filters (order
 * number, status, day) and the invoice of one order, generated in the browser.
 */
import { atom, computed } from 'nanostores';
import { ApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import { shop, shopAddressLine } from '../../config/shop.ts';
import type { Order, OrderStatus } from '../../contract/order.ts';
import { invoiceDocument, invoiceFileName } from '../../domain/invoice.ts';
import { kinshasaDay } from '../../domain/kinshasa-time.ts';
import type { Result } from '../../domain/result.ts';
import { invoiceMessages } from '../../messages/invoice.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { api } from '../api.ts';

export type OrdersApi = Pick<Api, 'listOrders'>;

export type OrdersState =
  | { status: 'idle' | 'loading' | 'ready' | 'signed-out'; orders: Order[]; error: null }
  | { status: 'error'; orders: Order[]; error: string };

export interface OrderFilters {
  /** Part of an order number, any case. */
  search: string;
  statut: OrderStatus | '';
  /** `YYYY-MM-DD` (a Kinshasa calendar day), or '' for any day. */
  date: string;
}

export const noOrderFilters: OrderFilters = { search: '', statut: '', date: '' };

/**
 * An order number reduced to its letters and digits, lower case, so that what a customer types finds it
 * whatever the case, spaces or dashes: 'kb 20261123 0002' and 'Kb20261123-0002' both find 'KB-20261123-0002'.
 */
const searchKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Orders matching every active filter, in the order received. */
export function filterOrders(orders: readonly Order[], filters: OrderFilters): Order[] {
  const search = searchKey(filters.search);
  return orders.filter(
    (o) =>
      (search === '' || searchKey(o.numero_commande).includes(search)) &&
      (filters.statut === '' || o.statut === filters.statut) &&
      (filters.date === '' || kinshasaDay(o.date_commande) === filters.date),
  );
}

/** The downloadable invoice of an order, or the French message to show when it cannot be made. */
export function invoiceFile(order: Order): Result<{ fileName: string; html: string }> {
  if (order.articles.length === 0) return { ok: false, message: invoiceMessages.downloadFailed };
  try {
    const html = invoiceDocument(order, { name: shop.name, contact: `${shopAddressLine} — ${shop.phone} — ${shop.email}` });
    return { ok: true, fileName: invoiceFileName(order), html };
  } catch (error) {
    console.error(invoiceMessages.generationError, error);
    return { ok: false, message: invoiceMessages.generationError };
  }
}

/** A separate orders store per API client (the browser's below; tests pass their own). */
export function createOrdersStore(client: OrdersApi) {
  const $orders = atom<OrdersState>({ status: 'idle', orders: [], error: null });
  const $orderFilters = atom<OrderFilters>(noOrderFilters);
  const $visibleOrders = computed([$orders, $orderFilters], (state, filters) => filterOrders(state.orders, filters));

  async function loadOrders(): Promise<void> {
    $orders.set({ status: 'loading', orders: $orders.get().orders, error: null });
    try {
      $orders.set({ status: 'ready', orders: await client.listOrders(), error: null });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'unauthenticated') {
        $orders.set({ status: 'signed-out', orders: [], error: null });
        return;
      }
      const message = error instanceof Error ? error.message : ordersMessages.loadFailed;
      $orders.set({ status: 'error', orders: [], error: message });
    }
  }

  const setOrderFilter = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]): void => {
    $orderFilters.set({ ...$orderFilters.get(), [key]: value });
  };
  const resetOrderFilters = (): void => $orderFilters.set(noOrderFilters);

  return { $orders, $orderFilters, $visibleOrders, loadOrders, setOrderFilter, resetOrderFilters };
}

/** The browser's orders, on the shop's one API client. */
export const orderHistory = createOrdersStore(api);
