/**
 * The rider's round on his phone (gestion's rider screen, docs/decisions/035): the round as last fetched, so the
 * screen opens without network, and the outcomes recorded and not yet answered by the server, each with the
 * Idempotency-Key made before its first send. Both belong to the rider who recorded them (his e-mail): another
 * account signing in on the phone neither sees nor sends them. Untrusted on the way back: garbage gives the fallback;
 * the stops and the outcomes are checked with the staff contract before use (src/stores/gestion/rider-round.ts),
 * so this module loads nothing of gestion.
 */
import { z } from 'zod/mini';
import { decodeJson } from './decode-json.ts';
import { decodedView, storedText } from './stored-text.ts';

const keptRoundSchema = z.object({
  rider: z.string(),
  /** When the server last gave it (ISO): the screen says how old the copy is. */
  fetchedAt: z.string(),
  commandes: z.array(z.record(z.string(), z.unknown())),
});
export type KeptRound = z.infer<typeof keptRoundSchema>;

const queuedOutcomeSchema = z.object({
  key: z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/)),
  rider: z.string(),
  commande: z.number(),
  numero: z.string(),
  createdAt: z.string(),
  outcome: z.record(z.string(), z.unknown()),
});
export type QueuedOutcome = z.infer<typeof queuedOutcomeSchema>;

export const $keptRound = decodedView<KeptRound | null>(
  storedText('tourneeLivreur'),
  (text) => decodeJson<KeptRound | null>(keptRoundSchema, null, text),
  (value) => (value === null ? '' : JSON.stringify(value)),
);

export const $outcomeQueue = decodedView<QueuedOutcome[]>(
  storedText('livraisonsEnAttente'),
  (text) => decodeJson<QueuedOutcome[]>(z.array(queuedOutcomeSchema), [], text),
  (value) => (value.length === 0 ? '' : JSON.stringify(value)),
);
