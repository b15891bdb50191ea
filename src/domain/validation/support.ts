/** Support contact form (spec §5): name, email and message required. */
import { supportMessages } from '../messages/support.ts';
import { invalid, text, valid, type Validation } from '../result.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContactMessage(form: {
  name: unknown;
  email: unknown;
  message: unknown;
}): Validation<{ name: string; email: string; message: string }> {
  const name = text(form.name);
  const email = text(form.email);
  const message = text(form.message);
  const missing = (
    [
      ['name', name],
      ['email', email],
      ['message', message],
    ] as const
  ).find(([, v]) => v === '');
  if (missing) return invalid(supportMessages.requiredFields, missing[0]);
  if (!EMAIL.test(email)) return invalid(supportMessages.invalidEmail, 'email');
  return valid({ name, email, message });
}
