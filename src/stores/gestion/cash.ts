/**
 * « Caisse »: a Kinshasa day's cash per rider (today's by default): what he should hand in (the cash of the
 * deliveries he recorded), what the manager counted, the difference; « Clôturer » with the amount counted, then the
 * day is frozen for him and shown closed.
 */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { RiderCash } from '../../contract/staff-orders-out.ts';
import { cashCloseSchema } from '../../contract/staff-rounds.ts';
import { typedAmount } from '../../domain/staff.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { createFormSubmit, okNotice } from '../form-submit.ts';
import type { Attempt } from './attempt.ts';
import { checkPayload } from './check-payload.ts';

export type CashView = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; jour: string; caisses: RiderCash[] };

/** The amounts typed, per rider (his id), and the rider whose day is being closed. */
export interface CashDraft {
  amounts: Record<string, string>;
  livreur: number;
}

type Deps = { api: Pick<StaffApi, 'cashDay' | 'closeCash'>; attempt: Attempt };

export function createCashDesk({ api, attempt }: Deps) {
  const $view = atom<CashView>({ status: 'loading' });
  /** '' for today (the server's Kinshasa day). */
  const $date = atom('');

  async function load(date = $date.get()): Promise<void> {
    $date.set(date);
    $view.set({ status: 'loading' });
    const outcome = await attempt(() => api.cashDay(date || undefined));
    $view.set(outcome.ok ? { status: 'ready', ...outcome.value } : { status: 'error', error: outcome.message });
  }

  const close = createFormSubmit({
    initial: { amounts: {}, livreur: 0 } as CashDraft,
    check: (draft: CashDraft) => {
      const view = $view.get();
      const jour = view.status === 'ready' ? view.jour : $date.get();
      return checkPayload(cashCloseSchema, { livreur: draft.livreur, jour, remis: typedAmount(draft.amounts[draft.livreur] ?? '') });
    },
    send: async ({ livreur, jour, remis }) => {
      const outcome = await attempt(() => api.closeCash(livreur, jour, remis));
      if (outcome.ok) await load();
      return outcome;
    },
    succeed: ({ value }) => ({ notice: okNotice(gestionMessages.ordersOut.cashClosed(value.nom)) }),
  });

  /** The amount counted for a rider, as typed. */
  function type(livreur: number, amount: string): void {
    const draft = close.$draft.get();
    close.edit({ amounts: { ...draft.amounts, [livreur]: amount } });
  }

  /** « Clôturer » a rider's day with the amount typed for him. */
  function closeFor(livreur: number) {
    return close.submit({ ...close.$draft.get(), livreur });
  }

  return { $view, $date, load, close, type, closeFor };
}
