/**
 * The order screen (gestion's first): the list with its filters, polled (the tab hidden too) so new
 * orders appear by themselves, and the number waiting for confirmation (the tab's title).
 */
import { atom, computed } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { StaffOrder, StaffOrderFilters } from '../../contract/staff-orders.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import type { Attempt } from './attempt.ts';
import { browserPollEnvironment, createPoller, type PollEnvironment } from './poller.ts';

export interface OrderFilters {
  statut: OrderStatus | '';
  /** A Kinshasa day `2026-11-21`, or '' for every day. */
  jour: string;
  /** Order number, customer's name or phone. */
  q: string;
  /** The delivery commune, or '' for every commune. */
  commune: string;
}

const noFilters: OrderFilters = { statut: '', jour: '', q: '', commune: '' };

export type OrderList = {
  status: 'loading' | 'ready' | 'error';
  orders: StaffOrder[];
  count: number;
  next: string | null;
  error: string | null;
  /** The last refresh could not reach the server (the list shown is the one before). */
  offline: boolean;
  /** Orders that arrived since the screen opened (shown as new). */
  fresh: number[];
};

const PAGE = 20;
const MAX_PAGE = 100;

type Deps = {
  api: Pick<StaffApi, 'listStaffOrders' | 'nextStaffOrders'>;
  attempt: Attempt;
  poll?: PollEnvironment;
};

function query(filters: OrderFilters, size: number): StaffOrderFilters & { page_size: number } {
  return {
    ...(filters.statut ? { statut: filters.statut } : {}),
    ...(filters.jour ? { jour: filters.jour } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.commune ? { commune: filters.commune } : {}),
    page_size: size,
  };
}

export function createOrderDesk({ api, attempt, poll }: Deps) {
  const $filters = atom<OrderFilters>(noFilters);
  /** The search as typed: it applies on « Rechercher ». */
  const $search = atom('');
  const $list = atom<OrderList>({ status: 'loading', orders: [], count: 0, next: null, error: null, offline: false, fresh: [] });
  const $pending = atom<number | null>(null);
  let seen: Set<number> | null = null;
  let generation = 0;

  /** First page again (as many orders as are shown, so a poll never shortens the list); `quiet` keeps the list during it. */
  async function refresh(quiet = false): Promise<boolean> {
    const filters = $filters.get();
    const current = $list.get();
    const size = Math.min(Math.max(PAGE, current.orders.length), MAX_PAGE);
    const mine = ++generation;
    if (!quiet) $list.set({ ...current, status: 'loading', error: null });
    const outcome = await attempt(() => api.listStaffOrders(query(filters, size)));
    if (mine !== generation) return true;
    if (!outcome.ok) {
      const offline = outcome.reason === 'offline';
      $list.set({ ...$list.get(), status: quiet && current.status === 'ready' ? 'ready' : 'error', error: outcome.message, offline });
      return !offline;
    }
    const page = outcome.value;
    const known = seen;
    const fresh = known ? page.results.filter((o) => !known.has(o.id)).map((o) => o.id) : [];
    seen = new Set([...(known ?? []), ...page.results.map((o) => o.id)]);
    $list.set({
      status: 'ready',
      orders: page.results,
      count: page.count,
      next: page.next,
      error: null,
      offline: false,
      fresh: [...new Set([...current.fresh, ...fresh])],
    });
    $pending.set(page.en_attente);
    return true;
  }

  async function loadMore(): Promise<void> {
    const current = $list.get();
    if (!current.next) return;
    const mine = generation;
    const outcome = await attempt(() => api.nextStaffOrders(current.next ?? ''));
    if (mine !== generation || !outcome.ok) return;
    const ids = new Set(current.orders.map((o) => o.id));
    for (const o of outcome.value.results) seen?.add(o.id);
    $list.set({
      ...current,
      orders: [...current.orders, ...outcome.value.results.filter((o) => !ids.has(o.id))],
      next: outcome.value.next,
    });
  }

  function setFilters(patch: Partial<OrderFilters>): Promise<boolean> {
    $filters.set({ ...$filters.get(), ...patch });
    if (patch.q !== undefined) $search.set(patch.q);
    return refresh();
  }

  /** An order changed (its status moved): shown at once, the next refresh reorders the list. */
  function replace(order: StaffOrder): void {
    const current = $list.get();
    $list.set({
      ...current,
      orders: current.orders.map((o) => (o.id === order.id ? order : o)),
      fresh: current.fresh.filter((id) => id !== order.id),
    });
    void refresh(true);
  }

  const poller = createPoller(() => refresh(true), poll ?? browserPollEnvironment());

  /** The screen opened (with the filters of its address, if any): first load, then polling while the tab is visible. Returns the stop. */
  function open(initial: Partial<OrderFilters> = {}): () => void {
    $filters.set({ ...noFilters, ...initial });
    $search.set(initial.q ?? '');
    void refresh();
    poller.start();
    return poller.stop;
  }

  return {
    $filters,
    $search,
    typeSearch: (q: string) => $search.set(q),
    /** Applies the search as typed. */
    search: () => setFilters({ q: $search.get() }),
    $list,
    $pending,
    $hasFilters: computed($filters, (f) => f.statut !== '' || f.jour !== '' || f.q.trim() !== '' || f.commune !== ''),
    /** How many of the folded filters (status, day, commune) are set: the « Filtres » button says it. */
    $foldedFilters: computed($filters, (f) => [f.statut, f.jour, f.commune].filter((value) => value !== '').length),
    refresh,
    loadMore,
    setFilters,
    replace,
    open,
  };
}
