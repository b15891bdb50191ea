/**
 * An order's delivery on its panel in gestion: the manager records the outcome for the rider (an order on its way)
 * or corrects the one recorded, with a required reason. The form holds the outcome as typed (« Livrée » with the cash
 * and the empties back per line in crates and bottles, or « Pas livrée » with a reason), checks it with the contract,
 * sends it once (a record carries the key made when the form opened: sent twice, it is stored once), then shows the
 * order as the server has it now (its history names the correction). A 409 (the day closed, the order moved) is said
 * as the server words it, and the order is shown again as it is.
 */
import { atom } from 'nanostores';
import { ApiError } from '../../api/api-error.ts';
import type { StaffApi } from '../../api/staff/client.ts';
import type { StaffOrder } from '../../contract/staff-orders.ts';
import { outcomeCorrectionSchema, outcomeSchema } from '../../contract/staff-rounds.ts';
import { typedAmount } from '../../domain/staff.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { createFormSubmit, okNotice } from '../form-submit.ts';
import type { Attempt } from './attempt.ts';
import { checkPayload } from './check-payload.ts';

export interface OutcomeDraft {
  resultat: 'livree' | 'pas_livree';
  especes: string;
  /** Empties back per order line (its id), as typed. */
  vides: Record<string, { casiers: string; bouteilles: string }>;
  motif: string;
  note: string;
  motif_correction: string;
}

/** What the form is open for, on which order. */
export type OutcomeMode = { order: number } & ({ kind: 'record'; key: string } | { kind: 'correct' });

const blank: OutcomeDraft = { resultat: 'livree', especes: '', vides: {}, motif: '', note: '', motif_correction: '' };
const whole = (text: string | undefined) => (text === undefined || text.trim() === '' ? 0 : Number(text.trim()));

/** The outcome as the contract reads it, from the draft. */
function outcomeOf(draft: OutcomeDraft) {
  if (draft.resultat === 'pas_livree') return { resultat: 'pas_livree', motif: draft.motif, note: draft.note };
  return {
    resultat: 'livree',
    especes: typedAmount(draft.especes),
    vides: Object.entries(draft.vides).map(([article, v]) => ({
      article: Number(article),
      casiers: whole(v.casiers),
      bouteilles: whole(v.bouteilles),
    })),
  };
}

type Deps = {
  api: Pick<StaffApi, 'recordOutcome' | 'correctOutcome' | 'getStaffOrder'>;
  attempt: Attempt;
  /** The order open on the panel, and how to show it as the server has it now. */
  current: () => StaffOrder | null;
  show: (order: StaffOrder) => Promise<void>;
  newKey?: () => string;
};

export function createOutcomeForm({ api, attempt, current, show, newKey = () => crypto.randomUUID() }: Deps) {
  const $mode = atom<OutcomeMode | null>(null);

  const form = createFormSubmit({
    initial: blank,
    check: (draft: OutcomeDraft) => {
      const livraison = outcomeOf(draft);
      if ($mode.get()?.kind === 'correct')
        return checkPayload(outcomeCorrectionSchema, { livraison, motif_correction: draft.motif_correction });
      const checked = checkPayload(outcomeSchema, livraison);
      return checked.ok ? { ok: true as const, value: { livraison: checked.value, motif_correction: '' } } : checked;
    },
    send: async ({ livraison, motif_correction }) => {
      const order = current();
      const mode = $mode.get();
      if (!order || !mode) return { ok: false, message: '', reason: 'rule' } as const;
      return attempt(async () => {
        let saved: StaffOrder;
        try {
          saved =
            mode.kind === 'record'
              ? await api.recordOutcome(order.id, livraison, mode.key)
              : await api.correctOutcome(order.id, livraison, motif_correction);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) await show(await api.getStaffOrder(order.id)).catch(() => undefined);
          throw error;
        }
        await show(saved);
        return saved;
      });
    },
    succeed: () => {
      const kind = $mode.get()?.kind;
      $mode.set(null);
      return {
        notice: okNotice(kind === 'correct' ? gestionMessages.ordersOut.corrected : gestionMessages.ordersOut.recorded),
        draft: blank,
      };
    },
  });

  /** Opens the form: to record the outcome of an order on its way, or to correct the one recorded. */
  function open(order: number, kind: OutcomeMode['kind']): void {
    form.reset(blank);
    $mode.set(kind === 'record' ? { order, kind, key: newKey() } : { order, kind });
  }

  /** The empties typed back on one line. */
  function setEmpties(article: number, part: 'casiers' | 'bouteilles', value: string): void {
    const vides = form.$draft.get().vides;
    const line = vides[article] ?? { casiers: '', bouteilles: '' };
    form.edit({ vides: { ...vides, [article]: { ...line, [part]: value } } });
  }

  return { $mode, form, open, setEmpties, close: () => $mode.set(null) };
}
