import { z } from 'zod';
import { decimalSchema } from '../../contract/decimal.ts';

/** File read by `npm run shop -- import-catalogue file.json`: brands and categories by name, prices as decimals in FC. */
export const catalogueImportSchema = z.object({
  categories: z.array(z.object({ nom: z.string().trim().min(1), description: z.string().default('') })).default([]),
  marques: z
    .array(
      z.object({
        nom: z.string().trim().min(1),
        couleur: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/)
          .default('#1d4ed8'),
        couleur_texte: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/)
          .default('#ffffff'),
      }),
    )
    .default([]),
  produits: z
    .array(
      z.object({
        nom: z.string().trim().min(1),
        description: z.string().default(''),
        prix: decimalSchema,
        prix_promo: z.nullable(decimalSchema).default(null),
        prix_consigne: z._default(decimalSchema, '0'),
        stock: z.number().int().min(0),
        unite: z.string().default(''),
        marque: z.string().trim().min(1).nullable().default(null),
        categorie: z.string().trim().min(1).nullable().default(null),
        vendu_avec_consigne: z.boolean().optional(),
      }),
    )
    .default([]),
});
