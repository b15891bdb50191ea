import { z } from 'zod/mini';
import { brandWriteSchema, categoryWriteSchema, groupName, productFields } from '../../contract/staff-catalogue.ts';

/**
 * File read by `npm run shop -- import-catalogue file.json`: the staff's own catalogue rules, with brands and
 * categories named rather than given by id, prices as decimals in FC.
 */
export const catalogueImportSchema = z.object({
  categories: z._default(z.array(categoryWriteSchema), []),
  marques: z._default(z.array(brandWriteSchema), []),
  produits: z._default(
    z.array(
      z.object({
        ...productFields,
        marque: z._default(z.nullable(groupName), null),
        categorie: z._default(z.nullable(groupName), null),
        vendu_avec_consigne: z.optional(z.boolean()),
        // Absent: a product already there keeps the threshold set in its form.
        seuil_stock: z.optional(productFields.seuil_stock.def.innerType),
      }),
    ),
    [],
  ),
});
