/** One product's stock movements (newest first, more on request) and its stock now: what came in, went out, was counted. */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { StockMovement } from '../../contract/staff-stock.ts';
import type { Attempt } from './attempt.ts';

export type MovementsView =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; product: { id: number; nom: string }; stock: number; movements: StockMovement[]; next: string | null };

type Deps = { api: Pick<StaffApi, 'productMovements' | 'nextProductMovements'>; attempt: Attempt };

export function createStockMovements({ api, attempt }: Deps) {
  const $view = atom<MovementsView>({ status: 'loading' });

  async function open(id: number): Promise<void> {
    $view.set({ status: 'loading' });
    const outcome = await attempt(() => api.productMovements(id));
    if (!outcome.ok) {
      $view.set({ status: 'error', error: outcome.message });
      return;
    }
    const page = outcome.value;
    $view.set({ status: 'ready', product: page.produit, stock: page.stock, movements: page.results, next: page.next });
  }

  async function more(): Promise<void> {
    const view = $view.get();
    if (view.status !== 'ready' || !view.next) return;
    const outcome = await attempt(() => api.nextProductMovements(view.next ?? ''));
    if (!outcome.ok) return;
    $view.set({ ...view, movements: [...view.movements, ...outcome.value.results], next: outcome.value.next });
  }

  return { $view, open, more };
}
