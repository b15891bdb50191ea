/** Quick stock entry for a delivery from the brewery: several products' new stock in one request, all or nothing. */
import { atom, computed } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import { type StaffProduct, stockEntriesSchema } from '../../contract/staff-catalogue.ts';
import { matchesSearch } from '../../domain/text-match.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { createFormSubmit, okNotice } from '../form-submit.ts';
import type { Attempt } from './attempt.ts';
import { checkPayload } from './check-payload.ts';

export type StockList = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; products: StaffProduct[] };

type Deps = {
  api: Pick<StaffApi, 'listStaffProducts' | 'nextStaffProducts' | 'enterStock'>;
  attempt: Attempt;
  onSaved: () => void;
};

export function createStockEntry({ api, attempt, onSaved }: Deps) {
  const $list = atom<StockList>({ status: 'loading' });
  /** The list's filter as typed (a name or a brand, accents and case ignored). */
  const $filter = atom('');
  /** The products the filter keeps. */
  const $shown = computed([$list, $filter], (list, filter) =>
    list.status === 'ready' ? list.products.filter((p) => matchesSearch({ nom: p.nom, marque: p.marque }, filter)) : [],
  );
  /** New stock as typed, by product id; absent: unchanged. */
  const $typed = atom<Record<number, string>>({});
  const $changed = computed([$list, $typed], (list, typed) =>
    list.status === 'ready'
      ? list.products.filter((p) => (typed[p.id] ?? '').trim() !== '' && typed[p.id]?.trim() !== String(p.stock))
      : [],
  );

  /** Typed values that are not a whole number of 0 or more (shown on their row, and the entry is refused). */
  const $invalid = computed([$changed, $typed], (changed, typed) =>
    changed.filter((p) => !/^\d{1,9}$/.test((typed[p.id] ?? '').trim())).map((p) => p.id),
  );

  async function load(): Promise<void> {
    $list.set({ status: 'loading' });
    const outcome = await attempt(async () => {
      let page = await api.listStaffProducts({ page_size: 100 });
      const products = [...page.results];
      while (page.next) {
        page = await api.nextStaffProducts(page.next);
        products.push(...page.results);
      }
      return products;
    });
    $list.set(outcome.ok ? { status: 'ready', products: outcome.value } : { status: 'error', error: outcome.message });
  }

  function type(id: number, value: string): void {
    $typed.set({ ...$typed.get(), [id]: value });
  }

  /** The delivery's new stock figures, in one request: all or nothing. */
  const save = createFormSubmit({
    check: () => {
      if ($invalid.get().length > 0) return { ok: false, message: gestionMessages.stockInvalid, reason: 'rule' } as const;
      const articles = $changed.get().map((p) => ({ produit: p.id, stock: Number(($typed.get()[p.id] ?? '').trim()) }));
      return checkPayload(stockEntriesSchema, { articles });
    },
    send: (entries) => attempt(() => api.enterStock(entries)),
    succeed: ({ value: products }) => {
      const updated = new Map(products.map((p) => [p.id, p]));
      const list = $list.get();
      if (list.status === 'ready') $list.set({ status: 'ready', products: list.products.map((p) => updated.get(p.id) ?? p) });
      $typed.set({});
      onSaved();
      return { notice: okNotice(gestionMessages.stockSaved(products.length)) };
    },
  });

  return { $list, $filter, $shown, $typed, $changed, $invalid, load, type, filter: (text: string) => $filter.set(text), save };
}
