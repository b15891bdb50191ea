/** Profile edit form → profile update and optional password change payloads. */
import type { PasswordChange, ProfileUpdateInput } from '../../contract/account.ts';
import { accountMessages } from '../../messages/account.ts';
import { invalid, type Result, text, valid } from '../result.ts';
import { checkAccountPhone } from './account-phone.ts';
import { PASSWORD_MIN_LENGTH } from './password.ts';

export interface ProfileForm {
  fullName: unknown;
  email: unknown;
  phone: unknown;
  address?: unknown;
  currentPassword?: unknown;
  newPassword?: unknown;
  confirmPassword?: unknown;
}

/** Full name split: the first word is the first name, the rest the last name. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

export interface ProfileEdit {
  profile: ProfileUpdateInput & { first_name: string; last_name: string; email: string; phone_number: string };
  /** Null when no new password was typed. */
  passwordChange: PasswordChange | null;
}

/**
 * Name, email and phone required, the phone kept as `accountPhone` writes it (a number that is not one is refused);
 * a new password needs the current one, a matching confirmation and 8 characters.
 */
export function validateProfileEdit(form: ProfileForm): Result<{ value: ProfileEdit }> {
  const fullName = text(form.fullName);
  const email = text(form.email);
  const phone = text(form.phone);
  const missing = (
    [
      ['fullName', fullName],
      ['email', email],
      ['phone', phone],
    ] as const
  ).find(([, v]) => v === '');
  if (missing) return invalid(accountMessages.profileRequiredFields, missing[0]);
  const phoneNumber = checkAccountPhone(phone, 'phone');
  if (!phoneNumber.ok) return phoneNumber;
  const newPassword = typeof form.newPassword === 'string' ? form.newPassword : '';
  let passwordChange: PasswordChange | null = null;
  if (newPassword !== '') {
    const current = typeof form.currentPassword === 'string' ? form.currentPassword : '';
    if (current === '') return invalid(accountMessages.currentPasswordRequired, 'currentPassword');
    if (newPassword !== form.confirmPassword) return invalid(accountMessages.newPasswordMismatch, 'confirmPassword');
    if (newPassword.length < PASSWORD_MIN_LENGTH) return invalid(accountMessages.newPasswordTooShort, 'newPassword');
    passwordChange = { current_password: current, new_password: newPassword };
  }
  const address = text(form.address);
  const profile = { ...splitFullName(fullName), email, phone_number: phoneNumber.value, ...(address ? { address } : {}) };
  return valid({ profile, passwordChange });
}
