/** One order on the order screen: its lines and history, and the status moves the domain allows. */
import { atom } from 'nanostores';
import { ApiError } from '../../api/api-error.ts';
import type { StaffApi } from '../../api/staff/client.ts';
import type { OrderHistoryEntry, StaffOrder } from '../../contract/staff-orders.ts';
import { allowedTransitions, type OrderStatus } from '../../domain/order-status.ts';
import { createFormSubmit } from '../form-submit.ts';
import type { Attempt } from './attempt.ts';

export type OrderDetail =
  | { status: 'closed' }
  | { status: 'loading'; id: number }
  | { status: 'error'; id: number; error: string }
  | { status: 'ready'; id: number; order: StaffOrder; history: OrderHistoryEntry[]; moves: OrderStatus[] };

type Deps = {
  api: Pick<StaffApi, 'getStaffOrder' | 'orderHistory' | 'moveOrder'>;
  attempt: Attempt;
  /** Told of every order a move changed (the list shows it at once). */
  onChange: (order: StaffOrder) => void;
};

export function createOrderDetail({ api, attempt, onChange }: Deps) {
  const $detail = atom<OrderDetail>({ status: 'closed' });

  const ready = (order: StaffOrder, history: OrderHistoryEntry[]): OrderDetail => ({
    status: 'ready',
    id: order.id,
    order,
    history,
    moves: allowedTransitions(order.statut),
  });

  async function open(id: number): Promise<void> {
    $detail.set({ status: 'loading', id });
    move.reset();
    const outcome = await attempt(() => Promise.all([api.getStaffOrder(id), api.orderHistory(id)]));
    const current = $detail.get();
    if (current.status === 'closed' || current.id !== id) return;
    $detail.set(outcome.ok ? ready(outcome.value[0], outcome.value[1]) : { status: 'error', id, error: outcome.message });
  }

  /** The order as the server has it now, shown if it is still the one open, and told to the list. */
  async function show(order: StaffOrder): Promise<void> {
    const history = await api.orderHistory(order.id);
    const still = $detail.get();
    if (still.status === 'ready' && still.id === order.id) $detail.set(ready(order, history));
    onChange(order);
  }

  /**
   * Moves the open order to `to`, from the status the screen shows (the server checks the domain's transition rule
   * again). When a colleague moved it since, the server changes nothing and says to what status (409): the order is
   * shown again as it is now, under that message, for the manager to choose again.
   */
  const move = createFormSubmit({
    send: async (to: OrderStatus) => {
      const current = $detail.get();
      if (current.status !== 'ready') return { ok: false, message: '', reason: 'rule' } as const;
      return attempt(async () => {
        let order: StaffOrder;
        try {
          order = await api.moveOrder(current.id, { statut: to, statut_actuel: current.order.statut });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) await show(await api.getStaffOrder(current.id)).catch(() => undefined);
          throw error;
        }
        await show(order);
        return order;
      });
    },
  });

  return { $detail, open, move, close: () => $detail.set({ status: 'closed' }) };
}
