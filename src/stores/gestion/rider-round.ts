/**
 * The rider's round on his phone (docs/decisions/035): his stops as last fetched (kept on the phone, so the screen
 * opens without network), and each stop's outcome recorded as the customer's pending order is (docs/decisions/004):
 * stored with its Idempotency-Key before the first send, sent again with the same key and body while the server
 * cannot be reached (at once, when the network returns, on the pending order's growing timer), and dropped from the
 * queue only once the server answered: recorded (or replayed), or refused (a 409: already recorded, day closed).
 */
import { atom, computed, type WritableAtom } from 'nanostores';
import { z } from 'zod/mini';
import { ApiError, isTransient } from '../../api/api-error.ts';
import type { StaffApi } from '../../api/staff/client.ts';
import { type RiderStop, riderStopSchema } from '../../contract/staff-orders.ts';
import { type Outcome, outcomeSchema } from '../../contract/staff-rounds.ts';
import { outcomeAmounts } from '../../domain/delivery-outcome.ts';
import { bottlesPerUnit, inBottles } from '../../domain/empties.ts';
import { kinshasaDay } from '../../domain/kinshasa-time.ts';
import { centsToDecimalString, toCents } from '../../domain/money.ts';
import type { Result } from '../../domain/result.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { riderMessages as say } from '../../messages/rider.ts';
import { watchRetries } from '../checkout/pending-watch.ts';
import { createFormSubmit } from '../form-submit.ts';
import type { KeptRound, QueuedOutcome } from '../stored/rider-round.ts';
import { checkPayload } from './check-payload.ts';

export type RiderApi = Pick<StaffApi, 'riderRound' | 'recordStop'>;

/** Where the round shown comes from: the server (`ready`), or the copy kept on the phone (`kept`, from `fetchedAt`). */
export type RoundView = { status: 'loading' | 'ready' | 'kept'; stops: RiderStop[]; fetchedAt: string | null };
/** Where sending the kept outcomes stands: `waiting` after `failures` sends that did not reach the server. */
export type QueueState = { phase: 'idle' | 'sending' } | { phase: 'waiting'; failures: number };
export type RiderNotice = { kind: 'ok' | 'error'; text: string } | null;

/** Empties typed per order line, as crates and loose bottles. */
type EmptiesDraft = Record<string, { casiers: string; bouteilles: string }>;
/** The stop being recorded: « Livrée » (cash, empties) or « Pas livrée » (reason, note). */
export type StopDraft = {
  stop: number;
  mode: 'livree' | 'pas_livree';
  especes: string;
  vides: EmptiesDraft;
  motif: string;
  note: string;
};

const stopsSchema = z.array(riderStopSchema);
const count = (text: string | undefined): number => Number((text ?? '').trim() || '0');
const whole = (text: string | undefined): number => {
  const n = count(text);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};
/** An amount as the rider types it: « 24000 », « 24000.50 ». */
const typed = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : centsToDecimalString(cents));

/** The empties each line should bring back (one unit per unit exchanged, and the bottles declared): what the rider starts from. */
function declaredEmpties(stop: RiderStop): EmptiesDraft {
  const draft: EmptiesDraft = {};
  for (const a of stop.articles) {
    const size = bottlesPerUnit(a.unite);
    const bottles = (a.consigne === 'echange' ? a.quantite * size : 0) + a.bouteilles_echangees;
    if (bottles > 0) draft[a.id] = { casiers: String(Math.floor(bottles / size)), bouteilles: String(bottles % size) };
  }
  return draft;
}

/** The deposit added and the amount to collect when these empties come back: the server's own rule (delivery-outcome.ts). */
export function amountsFor(stop: RiderStop, vides: EmptiesDraft) {
  const returned = stop.articles.map((a) =>
    inBottles({ casiers: whole(vides[a.id]?.casiers), bouteilles: whole(vides[a.id]?.bouteilles) }, a.unite),
  );
  const lines = stop.articles.map((a) => ({
    quantite: a.quantite,
    unite: a.unite,
    consigneCents: toCents(a.consigne_vide ?? a.prix_consigne_unitaire) ?? 0,
    consigne: a.consigne,
    bouteillesEchangees: a.bouteilles_echangees,
  }));
  return outcomeAmounts(toCents(stop.total_commande) ?? 0, lines, returned);
}

/** The outcome the draft says, checked by the contract (the server's messages, at once and offline). */
function outcomeOf(draft: StopDraft): Result<{ value: Outcome }> {
  if (draft.mode === 'pas_livree') return checkPayload(outcomeSchema, { resultat: 'pas_livree', motif: draft.motif, note: draft.note });
  const vides = Object.entries(draft.vides).map(([article, e]) => ({
    article: Number(article),
    casiers: count(e.casiers),
    bouteilles: count(e.bouteilles),
  }));
  return checkPayload(outcomeSchema, { resultat: 'livree', especes: draft.especes.replace(/\s/g, ''), vides });
}

interface Deps {
  api: RiderApi;
  $kept: WritableAtom<KeptRound | null>;
  $queue: WritableAtom<QueuedOutcome[]>;
  /** The signed-in rider's e-mail: a round or an outcome kept for someone else is neither shown nor sent. */
  rider: () => string;
  /** The server said the session ended (401): the screen's guard sends the rider to the login page. */
  onSessionEnded: () => void;
  newKey?: () => string;
  now?: () => Date;
}

export function createRiderRound({
  api,
  $kept,
  $queue,
  rider,
  onSessionEnded,
  newKey = () => crypto.randomUUID(),
  now = () => new Date(),
}: Deps) {
  const $status = atom<RoundView['status']>('loading');
  const $state = atom<QueueState>({ phase: 'idle' });
  const $notice = atom<RiderNotice>(null);

  const keptStops = (kept: KeptRound | null): RiderStop[] => {
    if (!kept || kept.rider !== rider()) return [];
    const parsed = z.safeParse(stopsSchema, kept.commandes);
    return parsed.success ? parsed.data : [];
  };
  const $round = computed([$kept, $status], (kept, status): RoundView => {
    const stops = keptStops(kept);
    return {
      status: status === 'loading' && stops.length > 0 ? 'kept' : status,
      stops,
      fetchedAt: kept?.rider === rider() ? kept.fetchedAt : null,
    };
  });
  /** This rider's outcomes still to send, oldest first. */
  const $toSend = computed($queue, (queue) => queue.filter((q) => q.rider === rider()));

  const keep = (stops: RiderStop[], fetchedAt: string) => $kept.set({ rider: rider(), fetchedAt, commandes: stops });

  /** The server's answer for one stop replaces it in the kept round (a reload offline shows it recorded). */
  function answered(stop: RiderStop): void {
    const kept = $kept.get();
    const stops = keptStops(kept).map((s) => (s.id === stop.id ? { ...stop, ordre_arret: s.ordre_arret } : s));
    keep(stops, kept?.fetchedAt ?? now().toISOString());
  }

  /** GET /livreur/tournee/: the stops on their way, and the ones recorded today kept below them (they leave the server's round). */
  async function load(): Promise<void> {
    try {
      const fresh = (await api.riderRound()).commandes;
      const today = kinshasaDay(now());
      const kept = $kept.get();
      const done = keptStops(kept).filter((s) => s.livraison !== null && s.livraison.jour === today && !fresh.some((f) => f.id === s.id));
      keep([...fresh, ...done], now().toISOString());
      $status.set('ready');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onSessionEnded();
      else if (!isTransient(error))
        $notice.set({ kind: 'error', text: error instanceof Error ? error.message : gestionMessages.unexpectedError });
      $status.set('kept');
    }
  }

  const drop = (key: string) => $queue.set($queue.get().filter((q) => q.key !== key));

  /** Sends one kept outcome: 'next' once the server answered (recorded or refused), 'stop' while it cannot be reached. */
  async function sendOne(entry: QueuedOutcome): Promise<'next' | 'stop'> {
    const checked = z.safeParse(outcomeSchema, entry.outcome);
    if (!checked.success) {
      drop(entry.key);
      return 'next';
    }
    try {
      answered(await api.recordStop(entry.commande, checked.data, entry.key));
      drop(entry.key);
      $notice.set({ kind: 'ok', text: say.recorded(entry.numero) });
      return 'next';
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.kind === 'invalid-response') {
        // A 2xx the screen cannot read: the server recorded it all the same.
        drop(entry.key);
        return 'next';
      }
      if (error.status === 401) {
        onSessionEnded();
        return 'stop';
      }
      // No answer, or a fault of the server (which may hold it): kept, sent again with its key.
      if (isTransient(error) || (error.status ?? 500) >= 500) {
        const failures = $state.get().phase === 'waiting' ? ($state.get() as { failures: number }).failures + 1 : 1;
        $state.set({ phase: 'waiting', failures });
        $notice.set({ kind: 'error', text: say.kept });
        return 'stop';
      }
      // Answered and refused (a 409: already recorded, the day closed): nothing more to send; the rider reads why.
      drop(entry.key);
      $notice.set({ kind: 'error', text: say.refused(entry.numero, error.message) });
      return 'next';
    }
  }

  let inFlight: Promise<void> | null = null;
  /** Sends this rider's kept outcomes in order, one at a time; a second call joins the send in flight. */
  function flush(): Promise<void> {
    inFlight ??= (async () => {
      for (;;) {
        const entry = $toSend.get()[0];
        if (!entry) break;
        if ($state.get().phase !== 'waiting') $state.set({ phase: 'sending' });
        if ((await sendOne(entry)) === 'stop') return;
      }
      $state.set({ phase: 'idle' });
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const blank: StopDraft = { stop: 0, mode: 'livree', especes: '', vides: {}, motif: '', note: '' };
  const stopOf = (id: number) => $round.get().stops.find((s) => s.id === id);

  /** The open stop's form: its outcome is stored with its key before anything is sent, then sent. */
  const form = createFormSubmit<StopDraft, Outcome, { numero: string }>({
    initial: blank,
    check: outcomeOf,
    send: async (outcome) => {
      const stop = stopOf(form.$draft.get().stop);
      if (!stop) return { ok: false, message: gestionMessages.unexpectedError };
      const entry: QueuedOutcome = {
        key: newKey(),
        rider: rider(),
        commande: stop.id,
        numero: stop.numero_commande,
        createdAt: now().toISOString(),
        outcome,
      };
      $queue.set([...$queue.get(), entry]);
      void flush();
      return { ok: true, numero: stop.numero_commande };
    },
    succeed: () => ({ draft: blank }),
  });

  /** The deposit added and what to collect, as the open stop's form stands (null: no « Livrée » open). */
  const $preview = computed(form.$draft, (draft) => {
    const stop = draft.mode === 'livree' ? stopOf(draft.stop) : undefined;
    return stop ? amountsFor(stop, draft.vides) : null;
  });

  return {
    $round,
    $toSend,
    $state,
    $notice,
    form,
    $preview,
    load,
    flush,
    /** Opens a stop's « Livrée » (the cash prefilled with what to collect, the empties as declared) or « Pas livrée ». */
    open(stop: RiderStop, mode: StopDraft['mode']): void {
      const vides = declaredEmpties(stop);
      const especes = typed(amountsFor(stop, vides).toCollectCents);
      form.reset({ ...blank, stop: stop.id, mode, especes, vides });
      $notice.set(null);
    },
    close: () => form.reset(blank),
    /** One line's empties typed. */
    editEmpties(article: number, patch: Partial<{ casiers: string; bouteilles: string }>): void {
      const draft = form.$draft.get();
      const line = draft.vides[article] ?? { casiers: '0', bouteilles: '0' };
      const vides = { ...draft.vides, [article]: { ...line, ...patch } };
      const stop = stopOf(draft.stop);
      // The cash follows what to collect until the rider types another amount.
      const follows = stop !== undefined && draft.especes === typed(amountsFor(stop, draft.vides).toCollectCents);
      form.edit(follows ? { vides, especes: typed(amountsFor(stop, vides).toCollectCents) } : { vides });
    },
    /** The screen is shown: the round loads, kept outcomes are sent, and sent again when the network returns. */
    watch(): () => void {
      void load();
      return watchRetries(() => void flush(), $state);
    },
  };
}
