/** Sign-up form → registration payload (`username` is the email, `role` always 'client'). */
import type { RegistrationInput } from '../../contract/account.ts';
import { accountMessages } from '../../messages/account.ts';
import { invalid, type Result, text, valid } from '../result.ts';
import { checkAccountPhone } from './account-phone.ts';
import { PASSWORD_MIN_LENGTH } from './password.ts';

export interface SignUpForm {
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  phone?: unknown;
  password: unknown;
  passwordConfirm: unknown;
}

/**
 * Checks in this order: required fields, phone format, password confirmation, password length.
 * The payload sets username to the email, the phone as the account keeps it (`accountPhone`: `+243` and the nine
 * digits of a Congolese number written any usual way) or an empty phone_number when absent, role 'client'.
 */
export function validateSignUp(form: SignUpForm): Result<{ value: RegistrationInput & { role: 'client'; phone_number: string } }> {
  const firstName = text(form.firstName);
  const lastName = text(form.lastName);
  const email = text(form.email);
  const typedPhone = text(form.phone);
  const phone = checkAccountPhone(typedPhone, 'phone');
  const password = typeof form.password === 'string' ? form.password : '';
  const confirm = typeof form.passwordConfirm === 'string' ? form.passwordConfirm : '';
  const missing = (
    [
      ['firstName', firstName],
      ['lastName', lastName],
      ['email', email],
      ['password', password],
      ['passwordConfirm', confirm],
    ] as const
  ).find(([, v]) => v === '');
  if (missing) return invalid(accountMessages.profileRequiredFields, missing[0]);
  if (!phone.ok) return phone;
  if (password !== confirm) return invalid(accountMessages.passwordMismatch, 'passwordConfirm');
  if (password.length < PASSWORD_MIN_LENGTH) return invalid(accountMessages.resetPasswordTooShort, 'password');
  return valid({
    username: email,
    email,
    password,
    password_confirm: confirm,
    first_name: firstName,
    last_name: lastName,
    phone_number: phone.value,
    role: 'client',
  });
}
