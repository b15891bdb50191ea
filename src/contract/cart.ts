import { z } from 'zod/mini';
import { validationMessages as say } from '../messages/validation.ts';
import {
  decimalSchema,
  falseWhenMissing,
  idLikeSchema,
  idSchema,
  nullableDecimal,
  nullableText,
  positiveQuantitySchema,
} from './decimal.ts';
import { productRefSchema } from './product.ts';

const serverCartLineSchema = z.object({
  id: idSchema,
  produit: productRefSchema,
  quantite: z.number().check(z.int()),
  prix_unitaire: decimalSchema,
  prix_consigne_unitaire: nullableDecimal,
  avec_consigne: falseWhenMissing,
});

export const serverCartSchema = z.object({
  id: idSchema,
  articles: z.pipe(
    z.nullish(z.array(serverCartLineSchema)),
    z.transform((value) => value ?? []),
  ),
});
export type ServerCart = z.infer<typeof serverCartSchema>;

/** POST /cart/paniers/{cartId}/ajouter_produit/ */
export const addToCartSchema = z.object({
  produit_id: idSchema,
  quantite: z._default(positiveQuantitySchema, 1),
  avec_consigne: z._default(z.boolean({ error: say.consigneBoolean }), false),
});
export type AddToCartInput = z.input<typeof addToCartSchema>;

/** POST /cart/paniers/{cartId}/modifier-quantite/{articleId}/ */
export const cartQuantitySchema = z.object({
  quantite: positiveQuantitySchema,
  avec_consigne: z.optional(z.boolean()),
});
export type CartQuantityInput = z.input<typeof cartQuantitySchema>;

/** POST /cart/anonymous/validate/ */
export const anonymousValidateRequestSchema = z.object({
  product_ids: z.array(idSchema, { error: say.productIdsList }).check(z.maxLength(500)),
});

/** Current state of one product named in an anonymous cart. */
const anonymousProductStatusSchema = z.object({
  id: idSchema,
  nom: z.string(),
  prix: decimalSchema,
  prix_promo: nullableDecimal,
  prix_consigne: nullableDecimal,
  stock: z.number().check(z.int()),
  vendu_avec_consigne: falseWhenMissing,
  image: z.optional(nullableText),
});
export type AnonymousProductStatus = z.infer<typeof anonymousProductStatusSchema>;

/** Response of /cart/anonymous/validate/: products still sold, and the ids that no longer exist. */
export const anonymousValidateResponseSchema = z.object({
  produits: z.array(anonymousProductStatusSchema),
  ids_invalides: z.pipe(
    z.nullish(z.array(idSchema)),
    z.transform((value) => value ?? []),
  ),
});
export type AnonymousValidateResponse = z.infer<typeof anonymousValidateResponseSchema>;

const looseAmount = z.catch(z.nullable(z.union([z.string(), z.number()])), null);
const optionalId = z.catch(z.optional(idLikeSchema), undefined);

/**
 * One line of the `panier` key of localStorage (untrusted). Price and quantity are kept as found
 * (string, number or null) so that the domain can list a line priced "abc" or of quantity 0 as a problem.
 */
export const localCartLineSchema = /* @__PURE__ */ z
  .object({
    id: optionalId,
    produit: z.catch(
      z.optional(
        z.union([
          idLikeSchema,
          z.pipe(
            z.object({ id: idLikeSchema }),
            z.transform((p) => p.id),
          ),
        ]),
      ),
      undefined,
    ),
    produit_id: optionalId,
    articleId: optionalId,
    titre: z.catch(z.optional(z.string()), undefined),
    nom: z.catch(z.optional(z.string()), undefined),
    marque: z.catch(
      z.nullable(
        z.union([
          z.string(),
          z.pipe(
            z.object({ nom: z.string() }),
            z.transform((m) => m.nom),
          ),
        ]),
      ),
      null,
    ),
    prix: looseAmount,
    prix_consigne: looseAmount,
    quantite: looseAmount,
    image: z.catch(z.nullable(z.string()), null),
    avec_consigne: z.catch(z.boolean(), false),
    /** The product's unit (« Casier de 20 bouteilles »), for the words of its deposit; absent from older carts. */
    unite: z.catch(z.optional(z.string()), undefined),
  })
  .check(
    z.refine((line) => line.id !== undefined || line.produit !== undefined || line.produit_id !== undefined, {
      error: say.cartLineWithoutProduct,
    }),
  );
export type LocalCartLine = z.infer<typeof localCartLineSchema>;

/** The whole `panier` value: a list; entries that are not cart lines are dropped, anything else gives an empty cart. */
export const localCartSchema = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((items) =>
    items.flatMap((item) => {
      const line = localCartLineSchema.safeParse(item);
      return line.success ? [line.data] : [];
    }),
  ),
);
