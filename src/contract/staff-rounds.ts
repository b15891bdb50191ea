/** Orders out (gestion): rounds, the rider's outcome of a stop, its correction, a rider's cash closed for a day. */
import { z } from 'zod/mini';
import { roundsMessages as say } from '../messages/rounds.ts';
import { decimalSchema, idSchema } from './decimal.ts';
import { price } from './staff-catalogue.ts';
import { plainText, requiredPlainText } from './text.ts';

/** Most stops one round makes. */
export const MAX_STOPS = 40;
/** Most loose bottles counted on one line (a lorry's worth: a count beyond is a typing slip). */
export const MAX_EMPTIES = 10_000;
const MAX_NOTE = 200;

export const NOT_DELIVERED_REASONS = ['absent', 'refuse', 'adresse_introuvable', 'autre'] as const;

const count = z
  .number({ error: say.emptiesNotWhole })
  .check(
    z.int({ error: say.emptiesNotWhole }),
    z.gte(0, { error: say.emptiesNotWhole }),
    z.lte(MAX_EMPTIES, { error: say.emptiesTooMany(MAX_EMPTIES) }),
  );

/** POST /staff/tournees/: a rider's round, its stops in order. */
export const roundCreateSchema = z.object({
  livreur: idSchema,
  commandes: z.array(idSchema, { error: say.roundEmpty }).check(
    z.minLength(1, { error: say.roundEmpty }),
    z.maxLength(MAX_STOPS, { error: say.roundTooLong(MAX_STOPS) }),
    z.refine((ids) => new Set(ids).size === ids.length, { error: say.orderTwice }),
  ),
});
export type RoundCreate = z.infer<typeof roundCreateSchema>;

const delivered = z.object({
  resultat: z.literal('livree'),
  /** The cash the rider received. */
  especes: price,
  /** The empties taken back, per order line, as crates and loose bottles of the line's unit (a line left out: none). */
  vides: z._default(z.array(z.object({ article: idSchema, casiers: count, bouteilles: count })).check(z.maxLength(100)), []),
});
const notDelivered = z
  .object({
    resultat: z.literal('pas_livree'),
    motif: z.enum(NOT_DELIVERED_REASONS, { error: say.reasonRequired }),
    note: z._default(plainText(MAX_NOTE), ''),
  })
  .check(z.refine((o) => o.motif !== 'autre' || o.note.trim() !== '', { error: say.noteRequired, path: ['note'] }));

/** POST /livreur/commandes/{id}/livraison/: « Livrée » with the cash and the empties, or « Pas livrée » with a reason. */
export const outcomeSchema = z.union([delivered, notDelivered], { error: say.reasonRequired });
export type Outcome = z.infer<typeof outcomeSchema>;

/** POST /staff/commandes/{id}/livraison/correction/: the outcome as it should have been, and why. */
export const outcomeCorrectionSchema = z.object({
  livraison: outcomeSchema,
  motif_correction: requiredPlainText(MAX_NOTE, false, say.correctionReasonRequired),
});

const day = z.string({ error: say.dayInvalid }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: say.dayInvalid }));

/** POST /staff/caisses/: the manager counts what a rider hands in for a day, and closes it. */
export const cashCloseSchema = z.object({ livreur: idSchema, jour: day, remis: price });

/** A delivery's current outcome as the server computed and stored it (the same amounts on every screen). */
export const outcomeReadSchema = z.object({
  resultat: z.enum(['livree', 'pas_livree']),
  motif: z.string(),
  especes: decimalSchema,
  /** The deposit of the empties that did not come back, added to what was collected. */
  consigne_manquante: decimalSchema,
  a_encaisser: decimalSchema,
  livreur: idSchema,
  jour: z.string(),
  date: z.string(),
  corrigee: z.boolean(),
});
