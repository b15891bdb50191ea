/** What the staff moderate and answer (gestion): reviews, support messages, e-mails that did not leave. */
import { z } from 'zod/mini';
import { gestionMessages as say } from '../messages/gestion.ts';
import { idSchema } from './decimal.ts';
import { countSchema, staffPageSchema } from './staff-page.ts';

/** GET /staff/avis/: a review with its product's name; pending ones come first. */
const staffReviewSchema = z.object({
  id: idSchema,
  produit: idSchema,
  produit_nom: z.string(),
  note: countSchema,
  commentaire: z.string(),
  approuve: z.boolean(),
  auteur: z.string(),
  date_creation: z.string(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;
export const staffReviewPageSchema = staffPageSchema(staffReviewSchema);

/** GET /contact/messages/ (staff): a support message and whether someone handled it. */
export const staffContactMessageSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  date_envoi: z.string(),
  traite: z.boolean(),
  traite_le: z.nullable(z.string()),
  traite_par: z.nullable(z.string()),
});
export type StaffContactMessage = z.infer<typeof staffContactMessageSchema>;
export const staffContactMessagePageSchema = staffPageSchema(staffContactMessageSchema);

/** PATCH /contact/messages/{id}/ (staff). */
export const contactHandledSchema = z.object({ traite: z.boolean({ error: say.handledExpected }) });

/** GET /staff/outbox/?statut=failed: an e-mail the shop could not deliver (its body is never listed). */
const outboxMessageSchema = z.object({
  id: idSchema,
  destinataire: z.string(),
  sujet: z.string(),
  tentatives: countSchema,
  derniere_erreur: z.nullable(z.string()),
  date_creation: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = staffPageSchema(outboxMessageSchema);
