/**
 * « Tournées »: the riders, the orders ready to leave and the day's rounds; a new round (a rider, the orders chosen,
 * their stops put in order with « Monter » and « Descendre »), checked with the contract and built once; the slips of
 * one round to print.
 */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { StaffOrder } from '../../contract/staff-orders.ts';
import type { Rider, Round } from '../../contract/staff-orders-out.ts';
import { roundCreateSchema } from '../../contract/staff-rounds.ts';
import { invalid } from '../../domain/result.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { createFormSubmit, okNotice } from '../form-submit.ts';
import type { Attempt } from './attempt.ts';
import { checkPayload } from './check-payload.ts';

export type RoundsView =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; riders: Rider[]; ready: StaffOrder[]; rounds: Round[] };

/** The round being made: the rider's id as the select holds it ('' none), the orders in the order of the stops. */
export interface RoundDraft {
  livreur: string;
  commandes: number[];
}

const blank: RoundDraft = { livreur: '', commandes: [] };
const say = gestionMessages.ordersOut;

type Deps = { api: Pick<StaffApi, 'listRiders' | 'listStaffOrders' | 'listRounds' | 'buildRound'>; attempt: Attempt };

export function createRounds({ api, attempt }: Deps) {
  const $view = atom<RoundsView>({ status: 'loading' });
  /** The round whose slips are on the page, for paper (null: none yet). */
  const $printing = atom<number | null>(null);

  async function load(): Promise<void> {
    const outcome = await attempt(() =>
      Promise.all([api.listRiders(), api.listStaffOrders({ statut: 'prete_livraison' }), api.listRounds()]),
    );
    if (!outcome.ok) return $view.set({ status: 'error', error: outcome.message });
    const [riders, ready, rounds] = outcome.value;
    $view.set({ status: 'ready', riders: riders.filter((r) => r.is_active), ready: ready.results, rounds });
  }

  const build = createFormSubmit({
    initial: blank,
    check: (draft: RoundDraft) =>
      draft.livreur === ''
        ? { ...invalid(say.chooseRider, 'livreur'), fieldErrors: { livreur: [say.chooseRider] }, reason: 'rule' }
        : checkPayload(roundCreateSchema, { livreur: Number(draft.livreur), commandes: draft.commandes }),
    send: async (round) => {
      const outcome = await attempt(() => api.buildRound(round.livreur, round.commandes));
      if (outcome.ok) await load();
      return outcome;
    },
    succeed: (_built, round) => {
      const view = $view.get();
      const rider = view.status === 'ready' ? (view.riders.find((r) => r.id === round.livreur)?.nom ?? '') : '';
      return { notice: okNotice(say.roundBuilt(round.commandes.length, rider)), draft: blank };
    },
  });

  /** An order ticked in the round (its stop last) or taken out of it. */
  function toggleStop(id: number): void {
    const stops = build.$draft.get().commandes;
    build.edit({ commandes: stops.includes(id) ? stops.filter((s) => s !== id) : [...stops, id] });
  }

  /** A stop one place earlier (-1) or later (+1); at either end nothing moves. */
  function moveStop(id: number, by: -1 | 1): void {
    const stops = [...build.$draft.get().commandes];
    const from = stops.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= stops.length) return;
    [stops[from], stops[to]] = [stops[to] as number, id];
    build.edit({ commandes: stops });
  }

  return { $view, $printing, load, build, toggleStop, moveStop, print: (id: number) => $printing.set(id) };
}
