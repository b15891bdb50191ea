/**
 * The stock screens: every product on sale with its stock (a search narrows them), « Réception » (quantities
 * received, added to the stock) and « Inventaire » (totals counted, with a reason), each sent in one request, all or
 * nothing. A submission keeps its key until it succeeds: sent again after a lost answer, it adds nothing twice.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { StaffProduct } from '../../contract/staff-catalogue.ts';
import {
  type StockCount,
  type StockMovement,
  type StockReception,
  stockCountSchema,
  stockReceptionSchema,
} from '../../contract/staff-stock.ts';
import type { Result } from '../../domain/result.ts';
import { movementLine } from '../../domain/stock-movement.ts';
import { matchesSearch } from '../../domain/text-match.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { createFormSubmit, okNotice } from '../form-submit.ts';
import { allStaffProducts } from './all-products.ts';
import type { Attempt } from './attempt.ts';
import { checkPayload } from './check-payload.ts';

export type StockList = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; products: StaffProduct[] };

type ListDeps = { api: Pick<StaffApi, 'listStaffProducts' | 'nextStaffProducts'>; attempt: Attempt };

/** Every product on sale with its stock, and the ones a search keeps (a name or a brand, accents and case ignored). */
export function createStockList({ api, attempt }: ListDeps) {
  const $list = atom<StockList>({ status: 'loading' });
  const $filter = atom('');
  const $shown = computed([$list, $filter], (list, filter) =>
    list.status === 'ready' ? list.products.filter((p) => matchesSearch({ nom: p.nom, marque: p.marque }, filter)) : [],
  );

  async function load(): Promise<void> {
    $list.set({ status: 'loading' });
    const outcome = await attempt(() => allStaffProducts(api));
    $list.set(outcome.ok ? { status: 'ready', products: outcome.value } : { status: 'error', error: outcome.message });
  }

  /** The stock each movement left, shown at once. */
  function moved(movements: readonly StockMovement[]): void {
    const list = $list.get();
    if (list.status !== 'ready') return;
    const after = new Map(movements.map((m) => [m.produit.id, m.stock_apres]));
    $list.set({ status: 'ready', products: list.products.map((p) => ({ ...p, stock: after.get(p.id) ?? p.stock })) });
  }

  return { $list, $filter, $shown, load, moved, filter: (text: string) => $filter.set(text) };
}

export type StockList$ = ReturnType<typeof createStockList>;

/** « Réception » adds what came in; « Inventaire » sets what was counted. */
export type StockEntryKind = 'reception' | 'inventaire';

/** What is typed: a figure per product id ('' or absent: that product is left out), and a count's reason. */
export interface StockDraft {
  figures: Record<number, string>;
  motif: string;
}

type EntryDeps = {
  kind: StockEntryKind;
  list: Pick<StockList$, '$list' | 'moved'>;
  api: Pick<StaffApi, 'receiveStock' | 'countStock'>;
  attempt: Attempt;
  onSaved: () => void;
  /** A new submission's key (a random UUID). */
  newKey?: () => string;
};

const WHOLE = /^\d{1,9}$/;

/** What leaves: the delivery's quantities, or the count's totals and reason, as the contract reads them. */
type Sent = { kind: 'reception'; reception: StockReception } | { kind: 'inventaire'; count: StockCount };

export function createStockEntry({ kind, list, api, attempt, onSaved, newKey = () => crypto.randomUUID() }: EntryDeps) {
  const empty: StockDraft = { figures: {}, motif: '' };
  const lowest = kind === 'reception' ? 1 : 0;
  let pending: { payload: string; key: string } | null = null;

  const save = createFormSubmit({
    initial: empty,
    check: (draft: StockDraft): Result<{ value: Sent }> => {
      const lines = typedLines(draft);
      if (lines.some(([, text]) => !WHOLE.test(text) || Number(text) < lowest)) {
        return {
          ok: false,
          message: kind === 'reception' ? gestionMessages.receivedInvalid : gestionMessages.stockInvalid,
          reason: 'rule',
        };
      }
      if (kind === 'reception') {
        const checked = checkPayload(stockReceptionSchema, {
          articles: lines.map(([produit, text]) => ({ produit, quantite: Number(text) })),
        });
        return checked.ok ? { ok: true, value: { kind, reception: checked.value } } : checked;
      }
      const checked = checkPayload(stockCountSchema, {
        motif: draft.motif,
        articles: lines.map(([produit, text]) => ({ produit, stock: Number(text) })),
      });
      if (checked.ok) return { ok: true, value: { kind, count: checked.value } };
      return checked.fieldErrors?.['motif'] ? { ...checked, field: 'motif' } : checked;
    },
    send: (sent: Sent) => {
      const text = JSON.stringify(sent);
      if (pending?.payload !== text) pending = { payload: text, key: newKey() };
      const { key } = pending;
      return attempt(() => (sent.kind === 'reception' ? api.receiveStock(sent.reception, key) : api.countStock(sent.count, key)));
    },
    succeed: ({ value }) => {
      pending = null;
      list.moved(value.mouvements);
      onSaved();
      const said = kind === 'reception' ? gestionMessages.receptionSaved : gestionMessages.countSaved;
      return {
        notice: { ...okNotice(said), lines: value.mouvements.map((m) => `${m.produit.nom} : ${movementLine(m)}`) },
        draft: empty,
      };
    },
  });

  /** The lines typed, in the list's order: [product id, figure as typed]. */
  function typedLines(draft: StockDraft): [number, string][] {
    const listed = list.$list.get();
    const ids = listed.status === 'ready' ? listed.products.map((p) => p.id) : [];
    return ids.flatMap((id) => {
      const text = (draft.figures[id] ?? '').trim();
      return text === '' ? [] : [[id, text] as [number, string]];
    });
  }

  /** Products with a figure typed. */
  const $typed: ReadableAtom<number[]> = computed([save.$draft, list.$list], (draft) => typedLines(draft).map(([id]) => id));
  /** Products whose figure is no whole number (of 1 or more for a delivery): shown on their row, and nothing is sent. */
  const $invalid: ReadableAtom<number[]> = computed([save.$draft, list.$list], (draft) =>
    typedLines(draft)
      .filter(([, text]) => !WHOLE.test(text) || Number(text) < lowest)
      .map(([id]) => id),
  );

  return {
    kind,
    save,
    $typed,
    $invalid,
    type: (id: number, text: string) => save.edit({ figures: { ...save.$draft.get().figures, [id]: text } }),
  };
}

export type StockEntry = ReturnType<typeof createStockEntry>;
