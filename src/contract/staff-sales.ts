/** « Ventes » (gestion, admins and managers): delivered sales over a period of Kinshasa days, and the period before. */
import { z } from 'zod/mini';
import { decimalSchema, idSchema } from './decimal.ts';
import { orderSourceSchema } from './staff-orders.ts';
import { countSchema } from './staff-page.ts';

/** Empties as the depot counts them: whole crates, and loose bottles (crates of one product added to its crates). */
const emptiesSchema = z.object({ casiers: countSchema, bouteilles: countSchema });

/** A period's figures: a sale is a current « Livrée » outcome, on the Kinshasa day it was recorded (docs/decisions/039). */
const salesFiguresSchema = z.object({
  /** The amounts collected on the deliveries (each outcome's stored `a_encaisser`). */
  livre: decimalSchema,
  commandes_livrees: countSchema,
  /** Orders placed in the period, apart from cancelled ones and those still held « à confirmer ». */
  commandes_passees: countSchema,
  /** `livre` over `commandes_livrees`, to the hundredth; 0 without a delivery. */
  panier_moyen: decimalSchema,
  /** The cash the manager counted at the riders' closings of the period's days. */
  especes_remises: decimalSchema,
  vides_sortis: emptiesSchema,
  vides_rendus: emptiesSchema,
});

const periodSchema = z.object({ du: z.string(), au: z.string() });

/** A product's delivered sales: units of sale and the lines' goods amount (no deposit, no delivery fee). */
const productSalesSchema = z.object({
  produit: z.nullable(idSchema),
  nom: z.string(),
  quantite: countSchema,
  montant: decimalSchema,
  quantite_precedente: countSchema,
  montant_precedent: decimalSchema,
});

/** Delivered orders and revenue of one group, now and in the period before. */
const groupFigures = {
  commandes_livrees: countSchema,
  livre: decimalSchema,
  commandes_precedentes: countSchema,
  livre_precedent: decimalSchema,
};

/** GET /staff/ventes/?du=AAAA-MM-JJ&au=AAAA-MM-JJ */
export const salesSchema = z.object({
  periode: periodSchema,
  precedente: periodSchema,
  chiffres: salesFiguresSchema,
  chiffres_precedents: salesFiguresSchema,
  /** Every day of the period, in order, empty days included. */
  par_jour: z.array(z.object({ jour: z.string(), livre: decimalSchema, commandes_livrees: countSchema, commandes_passees: countSchema })),
  /** The ten best sellers by units sold, and by amount. */
  meilleures_quantites: z.array(productSalesSchema),
  meilleurs_montants: z.array(productSalesSchema),
  /** Every commune with a delivery in either period, best first; '' for orders whose commune was not read. */
  par_commune: z.array(z.object({ commune: z.string(), ...groupFigures })),
  /** Every source, in the shop's order. */
  par_source: z.array(z.object({ source: orderSourceSchema, ...groupFigures })),
});
export type Sales = z.infer<typeof salesSchema>;
