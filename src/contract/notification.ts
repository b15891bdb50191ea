import { z } from 'zod/mini';
import { validationMessages as say } from '../messages/validation.ts';
import { emptyWhenMissing, falseWhenMissing, idSchema } from './decimal.ts';

export const notificationTypes = [
  'commande_recue',
  'commande_confirmee',
  'commande_en_preparation',
  'commande_prete',
  'commande_en_livraison',
  'commande_livree',
  'commande_annulee',
  'paiement_recu',
  'paiement_refuse',
  'promotion',
  'systeme',
] as const;
const notificationTypeSchema = z.enum(notificationTypes, { error: say.unknownNotificationType });
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  type: notificationTypeSchema,
  type_display: emptyWhenMissing,
  titre: z.string(),
  message: z.string(),
  date_creation: z.string(),
  date_relative: emptyWhenMissing,
  lue: z.boolean(),
  importante: falseWhenMissing,
  /** Free data; order notifications may carry `articles`. */
  data: z.pipe(
    z.nullish(z.looseObject({ articles: z.optional(z.array(z.unknown())) })),
    z.transform((v) => v ?? null),
  ),
});
export type Notification = z.infer<typeof notificationSchema>;
