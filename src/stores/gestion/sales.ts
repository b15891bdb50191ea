/** « Ventes »: the period (a preset or two days chosen), its sales and the period before's, loaded on each choice. */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { Sales } from '../../contract/staff-sales.ts';
import { presetPeriod, type SalesPeriod, type SalesPreset, salesPeriod } from '../../domain/sales-period.ts';
import type { Attempt } from './attempt.ts';

export type SalesView = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; sales: Sales };
export type SalesChoice = SalesPreset | 'custom';

type Deps = { api: Pick<StaffApi, 'sales'>; attempt: Attempt /** Today's Kinshasa day. */; today: () => string };

export function createSales({ api, attempt, today }: Deps) {
  const first = presetPeriod('week', today());
  const $choice = atom<SalesChoice>('week');
  /** The two days of the custom range as typed, and what is wrong with them. */
  const $draft = atom<SalesPeriod>(first);
  const $problem = atom<{ message: string; field: string } | null>(null);
  const $view = atom<SalesView>({ status: 'loading' });
  let period = first;
  let asked = 0;

  /** Reads the period's sales; an answer to an earlier choice that arrives late is dropped. */
  async function load(): Promise<void> {
    const mine = ++asked;
    $view.set({ status: 'loading' });
    const outcome = await attempt(() => api.sales(period));
    if (mine !== asked) return;
    $view.set(outcome.ok ? { status: 'ready', sales: outcome.value } : { status: 'error', error: outcome.message });
  }

  async function choose(preset: SalesPreset): Promise<void> {
    period = presetPeriod(preset, today());
    $choice.set(preset);
    $draft.set(period);
    $problem.set(null);
    await load();
  }

  function edit(field: keyof SalesPeriod, value: string): void {
    $draft.set({ ...$draft.get(), [field]: value });
  }

  /** The custom range: checked by the same rule as the server's, then read. */
  async function showRange(): Promise<void> {
    const draft = $draft.get();
    const checked = salesPeriod(draft.du, draft.au);
    if (!checked.ok) {
      $problem.set({ message: checked.message, field: checked.field ?? 'du' });
      return;
    }
    $problem.set(null);
    $choice.set('custom');
    period = checked.value;
    await load();
  }

  return { $choice, $draft, $problem, $view, load, choose, edit, showRange };
}
