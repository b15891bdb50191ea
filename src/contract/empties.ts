/** GET /accounts/vides/: the empties a customer holds, per product (bottles out, back, and the balance as crates and bottles). */
import { z } from 'zod/mini';
import { idSchema } from './decimal.ts';

const count = z.number().check(z.int());

export const emptiesBalanceSchema = z.object({
  produit: z.nullable(idSchema),
  nom: z.string(),
  unite: z.string(),
  /** Bottles taken out with delivered orders, and brought back. */
  sortis: count,
  rendus: count,
  /** Out minus back: what the customer still holds (negative: the depot owes them). */
  solde: count,
  /** The balance's size as the depot counts it: whole crates and loose bottles. */
  solde_unites: z.object({ casiers: count, bouteilles: count }),
});
export type EmptiesBalance = z.infer<typeof emptiesBalanceSchema>;

export const emptiesBalanceListSchema = z.array(emptiesBalanceSchema);
