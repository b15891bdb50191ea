import { z } from 'zod';
import { idSchema } from './decimal.ts';

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
export const notificationTypeSchema = z.enum(notificationTypes, { error: 'Type de notification inconnu' });
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  type: notificationTypeSchema,
  type_display: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  titre: z.string(),
  message: z.string(),
  date_creation: z.string(),
  date_relative: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  lue: z.boolean(),
  importante: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  /** Free data; order notifications may carry `articles`. */
  data: z
    .looseObject({ articles: z.array(z.unknown()).optional() })
    .nullish()
    .transform((v) => v ?? null),
});
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationInput = z.input<typeof notificationSchema>;
