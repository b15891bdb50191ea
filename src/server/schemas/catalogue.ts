import { z } from 'zod';
import { decimalSchema, idSchema } from '../../contract/decimal.ts';
import { toCents } from '../../domain/money.ts';

/** Staff catalogue payloads. Not in src/contract: only operators send them, no storefront page does. */

const money = z.pipe(
  decimalSchema,
  z.transform((value, ctx) => {
    const cents = toCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'Un nombre décimal positif valide est requis.' });
      return z.NEVER;
    }
    return cents;
  }),
);

const ref = z.union([idSchema, z.object({ id: idSchema }).transform((r) => r.id)]).nullable();
const name = z.string().trim().min(1).max(200);

export const productWriteSchema = z.object({
  nom: name,
  description: z.string().max(5000).default(''),
  prix: money,
  prix_promo: money.nullable().default(null),
  prix_consigne: money.default(0),
  stock: z.number().int().min(0).max(1_000_000_000),
  unite: z.string().trim().max(100).default(''),
  marque: ref.default(null),
  categorie: ref.default(null),
  vendu_avec_consigne: z.boolean().default(false),
});

export const productPatchSchema = z.object({
  nom: name.optional(),
  description: z.string().max(5000).optional(),
  prix: money.optional(),
  prix_promo: money.nullable().optional(),
  prix_consigne: money.optional(),
  stock: z.number().int().min(0).max(1_000_000_000).optional(),
  unite: z.string().trim().max(100).optional(),
  marque: ref.optional(),
  categorie: ref.optional(),
  vendu_avec_consigne: z.boolean().optional(),
});

export const categoryWriteSchema = z.object({ nom: name, description: z.string().max(5000).default('') });
export const categoryPatchSchema = categoryWriteSchema.partial();

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Couleur attendue au format #rrggbb.' });
export const brandWriteSchema = z.object({ nom: name, couleur: hex.default('#1d4ed8'), couleur_texte: hex.default('#ffffff') });
export const brandPatchSchema = z.object({ nom: name.optional(), couleur: hex.optional(), couleur_texte: hex.optional() });
