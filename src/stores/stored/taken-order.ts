/**
 * The order a staff member is taking on gestion's « Nouvelle commande »: its Idempotency-Key, made when the form
 * opened, the staff member it belongs to (their e-mail: keys are theirs on the server) and, once sent, the payload as
 * sent, until the server answered: a retry or a reload sends the same body with the same key, and the server places it
 * once (docs/decisions/026). Untrusted on the way back: garbage gives null. The payload is checked with the staff
 * contract before it is sent again (src/stores/gestion/), so this module loads nothing of gestion.
 */
import { z } from 'zod/mini';
import { decodeJson } from './decode-json.ts';
import { decodedView, storedText } from './stored-text.ts';

export const TAKEN_ORDER_KEY = 'commandeSaisie';

const takenOrderSchema = z.object({
  key: z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/)),
  staff: z.string(),
  createdAt: z.string(),
  /** Sent and not answered (the network failed): sent again as it is. */
  payload: z.optional(z.record(z.string(), z.unknown())),
});
export type TakenOrder = z.infer<typeof takenOrderSchema>;

export const $takenOrder = decodedView<TakenOrder | null>(
  storedText(TAKEN_ORDER_KEY),
  (text) => decodeJson<TakenOrder | null>(takenOrderSchema, null, text),
  (value) => (value === null ? '' : JSON.stringify(value)),
);
