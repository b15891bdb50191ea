/** « Journal »: the filters (who, what, day), a page of actions newest first, more on request. */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { JournalEntry, JournalPage, JournalQuery } from '../../contract/staff-journal.ts';
import type { Attempt } from './attempt.ts';

export type JournalView =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; count: number; entries: JournalEntry[]; next: string | null; authors: JournalPage['auteurs'] };

type Deps = { api: Pick<StaffApi, 'journal' | 'nextJournal'>; attempt: Attempt };

export function createJournal({ api, attempt }: Deps) {
  const $filters = atom<JournalQuery>({ qui: '', quoi: '', jour: '' });
  const $view = atom<JournalView>({ status: 'loading' });
  let authors: JournalPage['auteurs'] = [];

  /** Reads the first page of what the filters keep (the authors the « Qui » filter offers come with it). */
  async function load(): Promise<void> {
    $view.set({ status: 'loading' });
    const outcome = await attempt(() => api.journal($filters.get()));
    if (!outcome.ok) {
      $view.set({ status: 'error', error: outcome.message });
      return;
    }
    const page = outcome.value;
    authors = page.auteurs;
    $view.set({ status: 'ready', count: page.count, entries: page.results, next: page.next, authors });
  }

  /** A filter changed: it applies at once. */
  async function setFilter(name: keyof JournalQuery, value: string): Promise<void> {
    $filters.set({ ...$filters.get(), [name]: value });
    await load();
  }

  async function more(): Promise<void> {
    const view = $view.get();
    if (view.status !== 'ready' || !view.next) return;
    const outcome = await attempt(() => api.nextJournal(view.next ?? ''));
    if (!outcome.ok) return;
    $view.set({ ...view, entries: [...view.entries, ...outcome.value.results], next: outcome.value.next });
  }

  return { $filters, $view, load, setFilter, more };
}
