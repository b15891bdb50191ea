/** « Exports » (gestion, admins and managers): the price list imported back, its changes before and after they apply. */
import { z } from 'zod/mini';
import { decimalSchema, idSchema } from './decimal.ts';

const pricesSchema = z.object({ prix: decimalSchema, prix_promo: z.nullable(decimalSchema), prix_consigne: decimalSchema });

/** One product whose prices the file changes. */
export const priceChangeSchema = z.object({ id: idSchema, nom: z.string(), avant: pricesSchema, apres: pricesSchema });

/** POST /staff/prix/import/ (the CSV as the body): the changes, `applique` when `?appliquer=1` wrote them. */
export const priceImportSchema = z.object({ applique: z.boolean(), changements: z.array(priceChangeSchema) });

/** The exports gestion offers, by their path under /staff/exports/. */
export const EXPORT_KINDS = ['commandes', 'livraisons', 'caisses', 'ventes', 'prix'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
