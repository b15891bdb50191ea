/** Password rules (minimum 8 characters) and the reset-password form. */
import { accountMessages } from '../../messages/account.ts';
import { invalid, type Result, valid } from '../result.ts';

export const PASSWORD_MIN_LENGTH = 8;

/** Reset-password page: confirmation first ('…ne correspondent pas.'), then length ('…au moins 8 caractères.'). */
export function validateResetPassword(form: { password: unknown; confirm: unknown }): Result<{ value: string }> {
  const password = typeof form.password === 'string' ? form.password : '';
  const confirm = typeof form.confirm === 'string' ? form.confirm : '';
  if (password !== confirm) return invalid(accountMessages.resetPasswordMismatch, 'confirm');
  if (password.length < PASSWORD_MIN_LENGTH) return invalid(accountMessages.resetPasswordTooShort, 'password');
  return valid(password);
}

/** Reset link parameters: both uid and token, else 'Lien de réinitialisation invalide ou expiré.' */
export function validateResetLink(uid: unknown, token: unknown): Result<{ value: { uid: string; token: string } }> {
  const u = typeof uid === 'string' ? uid.trim() : '';
  const t = typeof token === 'string' ? token.trim() : '';
  return u && t ? valid({ uid: u, token: t }) : invalid(accountMessages.resetInvalidLink);
}
