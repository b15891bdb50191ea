import { z } from 'zod';
import { decimalSchema, idLikeSchema, idSchema, nullableDecimal, nullableText, positiveQuantitySchema } from './decimal.ts';
import { productRefSchema } from './product.ts';

export const serverCartLineSchema = z.object({
  id: idSchema,
  produit: productRefSchema,
  quantite: z.number().int(),
  prix_unitaire: decimalSchema,
  prix_consigne_unitaire: nullableDecimal,
  avec_consigne: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export type ServerCartLine = z.infer<typeof serverCartLineSchema>;

export const serverCartSchema = z.object({
  id: idSchema,
  articles: z
    .array(serverCartLineSchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type ServerCart = z.infer<typeof serverCartSchema>;

/** POST /cart/paniers/{cartId}/ajouter_produit/ */
export const addToCartSchema = z.object({
  produit_id: idSchema,
  quantite: positiveQuantitySchema.default(1),
  avec_consigne: z.boolean({ error: 'avec_consigne doit être un booléen' }).default(false),
});
export type AddToCart = z.infer<typeof addToCartSchema>;
export type AddToCartInput = z.input<typeof addToCartSchema>;

/** POST /cart/paniers/{cartId}/modifier-quantite/{articleId}/ */
export const cartQuantitySchema = z.object({
  quantite: positiveQuantitySchema,
  avec_consigne: z.boolean().optional(),
});
export type CartQuantity = z.infer<typeof cartQuantitySchema>;
export type CartQuantityInput = z.input<typeof cartQuantitySchema>;

/** POST /cart/anonymous/validate/ */
export const anonymousValidateRequestSchema = z.object({
  product_ids: z.array(idSchema, { error: "product_ids doit être une liste d'identifiants" }).max(500),
});
export type AnonymousValidateRequest = z.infer<typeof anonymousValidateRequestSchema>;

/** Current state of one product named in an anonymous cart. */
export const anonymousProductStatusSchema = z.object({
  id: idSchema,
  nom: z.string(),
  prix: decimalSchema,
  prix_promo: nullableDecimal,
  prix_consigne: nullableDecimal,
  stock: z.number().int(),
  vendu_avec_consigne: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  image: nullableText.optional(),
});
export type AnonymousProductStatus = z.infer<typeof anonymousProductStatusSchema>;

/** Response of /cart/anonymous/validate/: products still sold, and the ids that no longer exist. */
export const anonymousValidateResponseSchema = z.object({
  produits: z.array(anonymousProductStatusSchema),
  ids_invalides: z
    .array(idSchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type AnonymousValidateResponse = z.infer<typeof anonymousValidateResponseSchema>;

const looseAmount = z.union([z.string(), z.number()]).nullable().catch(null);
const optionalId = idLikeSchema.optional().catch(undefined);

/**
 * One line of the `panier` key of localStorage (untrusted). Price and quantity are kept as found
 * (string, number or null) so that the domain can list a line priced "abc" or of quantity 0 as a problem.
 */
export const localCartLineSchema = z
  .object({
    id: optionalId,
    produit: z
      .union([idLikeSchema, z.object({ id: idLikeSchema }).transform((p) => p.id)])
      .optional()
      .catch(undefined),
    produit_id: optionalId,
    articleId: optionalId,
    titre: z.string().optional().catch(undefined),
    nom: z.string().optional().catch(undefined),
    marque: z
      .union([z.string(), z.object({ nom: z.string() }).transform((m) => m.nom)])
      .nullable()
      .catch(null),
    prix: looseAmount,
    prix_consigne: looseAmount,
    quantite: looseAmount,
    image: z.string().nullable().catch(null),
    avec_consigne: z.boolean().catch(false),
  })
  .refine((line) => line.id !== undefined || line.produit !== undefined || line.produit_id !== undefined, {
    error: 'Ligne de panier sans produit',
  });
export type LocalCartLine = z.infer<typeof localCartLineSchema>;
export type LocalCartLineInput = z.input<typeof localCartLineSchema>;

/** Product id of a local line (`id`, else `produit`, else `produit_id`). */
export function localLineProductId(line: LocalCartLine): number {
  return (line.id ?? line.produit ?? line.produit_id) as number;
}

/** The whole `panier` value: a list; entries that are not cart lines are dropped, anything else gives an empty cart. */
export const localCartSchema = z
  .array(z.unknown())
  .catch([])
  .transform((items) =>
    items.flatMap((item) => {
      const line = localCartLineSchema.safeParse(item);
      return line.success ? [line.data] : [];
    }),
  );
