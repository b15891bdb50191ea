import { z } from 'zod';
import { idSchema, nullableText } from './decimal.ts';
import { productRefSchema } from './product.ts';

export const ratingSchema = z
  .number({ error: 'La note doit être un nombre entier de 1 à 5' })
  .int({ error: 'La note doit être un nombre entier de 1 à 5' })
  .min(1, { error: 'La note doit être comprise entre 1 et 5' })
  .max(5, { error: 'La note doit être comprise entre 1 et 5' });

export const reviewSchema = z.object({
  id: idSchema,
  produit: productRefSchema,
  note: ratingSchema,
  commentaire: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  approuve: z.boolean(),
  utilisateur_est_auteur: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  auteur: nullableText.optional(),
  date: nullableText.optional(),
  date_creation: nullableText.optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** POST /products/produits/{id}/ajouter_avis/ */
export const reviewCreateSchema = z.object({
  produit: idSchema,
  note: ratingSchema,
  commentaire: z.string({ error: 'Commentaire requis' }).trim().min(1, { error: 'Commentaire requis' }).max(2000),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/** PATCH /products/avis/{id}/ by the author (back to pending) or by staff (`approuve`). */
export const reviewUpdateSchema = z
  .object({
    produit: idSchema.optional(),
    note: ratingSchema.optional(),
    commentaire: z.string().trim().min(1, { error: 'Commentaire requis' }).max(2000).optional(),
    approuve: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: 'Aucune modification fournie' });
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;
export type ReviewUpdateInput = z.input<typeof reviewUpdateSchema>;
