/** The day's screen: orders and revenue of a Kinshasa day, orders by status, products running low. */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { DaySummary } from '../../contract/staff-orders.ts';
import type { Attempt } from './attempt.ts';

export type DayView = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; day: DaySummary };

export function createDayView({ api, attempt }: { api: Pick<StaffApi, 'daySummary'>; attempt: Attempt }) {
  const $day = atom<DayView>({ status: 'loading' });
  /** '' for today (the server's Kinshasa day). */
  const $date = atom('');
  async function load(date = $date.get()): Promise<void> {
    $date.set(date);
    $day.set({ status: 'loading' });
    const outcome = await attempt(() => api.daySummary(date || undefined));
    $day.set(outcome.ok ? { status: 'ready', day: outcome.value } : { status: 'error', error: outcome.message });
  }
  return { $day, $date, load };
}
