/** « Vides »: every customer's empties per product (out, back, the balance in crates and bottles). */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { StaffEmpties } from '../../contract/staff-orders-out.ts';
import type { Attempt } from './attempt.ts';

export type EmptiesView = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; rows: StaffEmpties[] };

export function createEmptiesDesk({ api, attempt }: { api: Pick<StaffApi, 'staffEmpties'>; attempt: Attempt }) {
  const $view = atom<EmptiesView>({ status: 'loading' });
  async function load(): Promise<void> {
    const outcome = await attempt(() => api.staffEmpties());
    $view.set(outcome.ok ? { status: 'ready', rows: outcome.value } : { status: 'error', error: outcome.message });
  }
  return { $view, load };
}
