/**
 * What the checkout keeps in localStorage: the order waiting to be sent (with its Idempotency-Key,
 * written BEFORE the first send), the attempt the server answered with an error (kept for a retry by
 * hand with the same key) and the last order the server confirmed (read by /confirmation-commande).
 * All three are untrusted on the way back: decoded through zod, garbage gives null.
 */
import { z } from 'zod/mini';
import { guestOrderCreateSchema, orderCreateSchema, orderSchema } from '../../contract/order.ts';
import { decodeJson } from './decode-json.ts';
import { decodedView, storedText } from './stored-text.ts';

export const PENDING_ORDER_KEY = 'commandeEnAttente';
export const FAILED_ORDER_KEY = 'commandeEchouee';
export const CONFIRMED_ORDER_KEY = 'derniereCommande';

/** Lines of the phone fallback and of the pending notice (what the customer asked for, as shown). */
const recapSchema = z.object({
  lines: z.array(z.object({ nom: z.string(), quantite: z.number().check(z.int(), z.positive()), avec_consigne: z.boolean() })),
  totalCents: z.number().check(z.int(), z.nonnegative()),
});
export type PendingRecap = z.infer<typeof recapSchema>;

const payloadRecord = z.record(z.string(), z.unknown());

const pendingBase = {
  /** Idempotency-Key of this checkout attempt: the same for every retry. */
  key: z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/)),
  createdAt: z.string(),
  attempts: z.number().check(z.int(), z.nonnegative()),
  recap: recapSchema,
  /**
   * Set once a send of this attempt ended without a clear answer (network failure, time-out, 5xx):
   * the server may hold its order, so its key is never given up for another one.
   */
  unsure: z.optional(z.boolean()),
};

/**
 * The payload is checked with the API contract but kept exactly as first sent: the server compares
 * a retry's body with the first one (same key + different body = 422).
 */
const pendingOrderSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('compte'),
    payload: payloadRecord.check(z.refine((p) => orderCreateSchema.safeParse(p).success)),
    ...pendingBase,
  }),
  z.object({
    kind: z.literal('invite'),
    payload: payloadRecord.check(z.refine((p) => guestOrderCreateSchema.safeParse(p).success)),
    ...pendingBase,
  }),
]);
export type PendingOrder = z.infer<typeof pendingOrderSchema>;

/**
 * The confirmed order as the API answered it (null when the server said 201 with a body this shop
 * cannot read: the order exists all the same), what was asked, and whether it was placed signed in.
 */
const confirmedOrderSchema = z.object({
  order: z.nullable(orderSchema),
  recap: recapSchema,
  signedIn: z.boolean(),
  confirmedAt: z.string(),
});
export type ConfirmedOrder = z.infer<typeof confirmedOrderSchema>;

/** A stored order, or null (its key removed). */
const orderKey = <T>(key: string, schema: z.core.$ZodType<T>) =>
  decodedView<T | null>(
    storedText(key),
    (text) => decodeJson<T | null>(schema, null, text),
    (value) => (value === null ? '' : JSON.stringify(value)),
  );

export const $pendingOrder = orderKey(PENDING_ORDER_KEY, pendingOrderSchema);

/** The attempt the server answered with an error: never sent again by itself, only by the customer's « Réessayer » or order button. */
export const $failedOrder = orderKey(FAILED_ORDER_KEY, pendingOrderSchema);

/** An order decoded by the contract re-encodes to a valid input, so it is stored decoded. */
export const $confirmedOrder = orderKey(CONFIRMED_ORDER_KEY, confirmedOrderSchema);
