import { z } from 'zod/mini';
import { formValidationMessages as say } from '../messages/form-validation.ts';
import { emptyWhenMissing, falseWhenMissing, idSchema, nullableText, someField } from './decimal.ts';
import { productRefSchema } from './product.ts';
import { requiredPlainText } from './text.ts';

const ratingSchema = /* @__PURE__ */ z
  .number({ error: say.ratingInteger })
  .check(z.int({ error: say.ratingInteger }), z.gte(1, { error: say.ratingRange }), z.lte(5, { error: say.ratingRange }));

export const reviewSchema = z.object({
  id: idSchema,
  produit: productRefSchema,
  note: ratingSchema,
  commentaire: emptyWhenMissing,
  approuve: z.boolean(),
  utilisateur_est_auteur: falseWhenMissing,
  auteur: z.optional(nullableText),
  date: z.optional(nullableText),
  date_creation: z.optional(nullableText),
});
export type Review = z.infer<typeof reviewSchema>;

/** A comment: required, at most 2 000 characters (after trimming), under the one text rule (line breaks allowed). */
const comment = requiredPlainText(2000, true, say.commentRequired);

/** POST /products/produits/{id}/ajouter_avis/ */
export const reviewCreateSchema = z.object({
  produit: idSchema,
  note: ratingSchema,
  commentaire: comment,
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/** PATCH /products/avis/{id}/ by the author (back to pending) or by staff (`approuve`). */
export const reviewUpdateSchema = /* @__PURE__ */ z
  .object({
    produit: z.optional(idSchema),
    note: z.optional(ratingSchema),
    commentaire: z.optional(comment),
    approuve: z.optional(z.boolean()),
  })
  .check(someField(say.reviewNoChange));
export type ReviewUpdateInput = z.input<typeof reviewUpdateSchema>;
