import { z } from 'zod/mini';
import { formValidationMessages as say } from '../messages/form-validation.ts';
import { requiredName, requiredTextUpTo } from './text.ts';

/** POST /contact/message/ */
export const contactMessageSchema = z.object({
  name: requiredName(200),
  email: z.email({ error: say.invalidEmail }).check(z.maxLength(254)),
  message: requiredTextUpTo(5000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
