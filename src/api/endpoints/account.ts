import { z } from 'zod/mini';
import {
  type Login,
  loginResponseSchema,
  messageResponseSchema,
  type PasswordChange,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type ProfileUpdateInput,
  passwordResetResponseSchema,
  type RegistrationInput,
  registrationResponseSchema,
} from '../../contract/account.ts';
import type { ContactMessageInput } from '../../contract/contact.ts';
import { firstErrorMessage } from '../../contract/errors.ts';
import { userSchema } from '../../contract/user.ts';
import { accountMessages } from '../../messages/account.ts';
import { pickMessage } from '../errors.ts';
import { type Http, unauthenticated } from '../http.ts';

/** A failed sign-up shows the first error found under these fields, in this order. */
const registrationErrorFields = [
  'username',
  'email',
  'password',
  'password_confirm',
  'phone_number',
  'non_field_errors',
  'detail',
] as const;

/** A `{message}` acknowledgement that may also come back empty. */
const emptyAsObject = z.transform((body: unknown) => body ?? {});
const acknowledgement = z.pipe(emptyAsObject, messageResponseSchema);
const resetAcknowledgement = z.pipe(emptyAsObject, passwordResetResponseSchema);

/** Login, sign-up, current user and profile, password change and reset, and the contact form. */
export function accountEndpoints({ request }: Http) {
  return {
    login: (payload: Login) =>
      request({
        method: 'post',
        path: 'token-auth/',
        json: payload,
        schema: loginResponseSchema,
        httpMessage: (_status, body) => pickMessage(body, ['non_field_errors']) ?? accountMessages.loginError,
      }),
    register: (payload: RegistrationInput) =>
      request({
        method: 'post',
        path: 'accounts/register/',
        json: payload,
        schema: z.pipe(emptyAsObject, registrationResponseSchema),
        httpMessage: (_status, body) => pickMessage(body, registrationErrorFields, true) ?? accountMessages.registerError,
      }),
    /** POST /accounts/lien-connexion/: the secret of the one-time login link mailed to an account, answered like a login. */
    loginWithLink: (token: string) =>
      request({
        method: 'post',
        path: 'accounts/lien-connexion/',
        json: { token },
        schema: loginResponseSchema,
        httpMessage: (_status, body) => pickMessage(body, ['detail', 'token', 'non_field_errors'], true) ?? accountMessages.loginError,
      }),
    /** Revokes `token` on the server (sent explicitly: the browser may already have forgotten it). */
    logout: (token: string) =>
      request({ method: 'post', path: 'accounts/logout/', headers: { Authorization: `Token ${token}` }, schema: acknowledgement }),
    getMe: () => request({ path: 'accounts/me/', schema: userSchema, requiresToken: unauthenticated }),
    updateMe: (patch: ProfileUpdateInput) =>
      request({ method: 'patch', path: 'accounts/me/', json: patch, schema: userSchema, requiresToken: unauthenticated }),
    changePassword: (payload: PasswordChange) =>
      request({
        method: 'put',
        path: 'accounts/password-change/',
        json: payload,
        schema: acknowledgement,
        requiresToken: unauthenticated,
      }),
    requestPasswordReset: (payload: PasswordResetRequest) =>
      request({
        method: 'post',
        path: 'accounts/password-reset/',
        json: payload,
        schema: resetAcknowledgement,
        httpMessage: (_status, body) => pickMessage(body, ['email']) ?? accountMessages.resetRequestError,
      }),
    confirmPasswordReset: (payload: PasswordResetConfirm) =>
      request({
        method: 'post',
        path: 'accounts/password-reset/confirm/',
        json: payload,
        schema: acknowledgement,
        httpMessage: (_status, body) =>
          pickMessage(body, ['detail', 'error', 'non_field_errors', 'new_password', 'token', 'uid'], true) ??
          firstErrorMessage(body) ??
          accountMessages.resetConfirmError,
      }),
    sendContactMessage: (payload: ContactMessageInput) =>
      request({ method: 'post', path: 'contact/message/', json: payload, schema: acknowledgement }),
  };
}
