import { z } from 'zod';

const fieldRequired = 'Ce champ est obligatoire.';

/** POST /contact/message/ */
export const contactMessageSchema = z.object({
  name: z.string({ error: fieldRequired }).trim().min(1, { error: fieldRequired }).max(200),
  email: z.email({ error: 'Saisissez une adresse e-mail valide.' }).max(254),
  message: z.string({ error: fieldRequired }).trim().min(1, { error: fieldRequired }).max(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
