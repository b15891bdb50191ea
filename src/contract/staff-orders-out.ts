/** Orders out as gestion reads them: the riders, the day's rounds, the riders' cash of a day, every customer's empties. */
import { z } from 'zod/mini';
import { decimalSchema, idSchema } from './decimal.ts';
import { emptiesBalanceSchema } from './empties.ts';
import { staffOrderSchema } from './staff-orders.ts';

/** GET /staff/livreurs/ */
export const riderListSchema = z.array(z.object({ id: idSchema, nom: z.string(), is_active: z.boolean() }));
export type Rider = z.infer<typeof riderListSchema>[number];

/** An order of a round: as the staff read it, with its stop's rank. */
const stopSchema = z.object({ ...staffOrderSchema.shape, ordre_arret: z.nullable(z.number()) });

/** GET /staff/tournees/?jour=: the day's rounds, each with its rider and its orders stop by stop. */
export const roundListSchema = z.array(
  z.object({ id: idSchema, jour: z.string(), livreur: idSchema, nom: z.string(), commandes: z.array(stopSchema) }),
);
export type Round = z.infer<typeof roundListSchema>[number];

/** POST /staff/tournees/: the round built. */
export const roundBuiltSchema = z.object({ id: idSchema, jour: z.string(), livreur: idSchema });

/** A rider's cash of a day: expected (frozen once closed), handed in and the difference (its sign apart) once closed. */
export const riderCashSchema = z.object({
  livreur: idSchema,
  nom: z.string(),
  livrees: z.number(),
  attendu: decimalSchema,
  remis: z.nullable(decimalSchema),
  ecart: z.nullable(decimalSchema),
  ecart_signe: z.nullable(z.number()),
  fermee: z.boolean(),
  fermee_le: z.nullable(z.string()),
});
export type RiderCash = z.infer<typeof riderCashSchema>;

/** GET /staff/caisses/?jour= */
export const cashDaySchema = z.object({ jour: z.string(), caisses: z.array(riderCashSchema) });

/** GET /staff/vides/: each customer's empties per product (a guest, by the phone of the order). */
export const staffEmptiesListSchema = z.array(
  z.object({ ...emptiesBalanceSchema.shape, client: z.nullable(idSchema), telephone: z.string(), nom_client: z.string() }),
);
export type StaffEmpties = z.infer<typeof staffEmptiesListSchema>[number];
