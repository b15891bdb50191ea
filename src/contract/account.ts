import { z } from 'zod/mini';
import { formValidationMessages as formSay } from '../messages/form-validation.ts';
import { validationMessages as say } from '../messages/validation.ts';
import { idSchema, requiredText, someField } from './decimal.ts';
import { nameText, plainText, requiredName, requiredTextUpTo } from './text.ts';

const emailField = /* @__PURE__ */ z.email({ error: formSay.invalidEmail }).check(z.maxLength(254));
const newPassword = /* @__PURE__ */ z
  .string({ error: say.fieldRequired })
  .check(z.minLength(8, { error: formSay.passwordTooShort }), z.maxLength(128));
const requiredPassword = /* @__PURE__ */ z.string({ error: say.fieldRequired }).check(z.minLength(1, { error: say.fieldRequired }));
/** Optional international phone (`+` then 8 to 15 digits) or empty. */
const optionalPhone = z.union([z.literal(''), z.string().check(z.regex(/^\+?\d{8,15}$/, { error: formSay.invalidPhone }))]);

/** POST /accounts/register/ (username is the email, role always 'client'). */
export const registrationSchema = /* @__PURE__ */ z
  .object({
    username: requiredTextUpTo(150),
    email: emailField,
    password: newPassword,
    password_confirm: z.string({ error: say.fieldRequired }),
    first_name: requiredName(150),
    last_name: requiredName(150),
    phone_number: z._default(optionalPhone, ''),
    role: z._default(z.literal('client', { error: formSay.clientRoleOnly }), 'client'),
  })
  .check(
    z.refine((value) => value.password === value.password_confirm, {
      error: formSay.passwordsDiffer,
      path: ['password_confirm'],
    }),
  );
export type RegistrationInput = z.input<typeof registrationSchema>;

/** Registration response: the created user as far as DRF echoes it. */
export const registrationResponseSchema = z.looseObject({
  id: z.optional(idSchema),
  username: z.optional(z.string()),
  email: z.optional(z.string()),
});

/** POST /token-auth/ */
export const loginSchema = z.object({
  username: requiredText,
  password: requiredPassword,
});
export type Login = z.infer<typeof loginSchema>;
export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** POST /accounts/lien-connexion/: the secret of the one-time login link mailed to an account (answered like a login). */
export const loginLinkSchema = z.object({ token: z.string({ error: say.fieldRequired }).check(z.minLength(1), z.maxLength(200)) });

/** POST /accounts/password-reset/ */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
/** `reset_link` / `debug_info.reset_url` only in development. */
export const passwordResetResponseSchema = z.object({
  message: z.optional(z.string()),
  detail: z.optional(z.string()),
  reset_link: z.optional(z.string()),
  debug_info: z.optional(z.object({ reset_url: z.optional(z.string()) })),
});

/** POST /accounts/password-reset/confirm/ */
export const passwordResetConfirmSchema = z.object({ uid: requiredText, token: requiredText, new_password: newPassword });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** Generic `{message}` / `{detail}` acknowledgement (reset confirm, password change, contact). */
export const messageResponseSchema = z.looseObject({ message: z.optional(z.string()), detail: z.optional(z.string()) });

/** PATCH /accounts/me/: any subset, at least one field. */
export const profileUpdateSchema = /* @__PURE__ */ z
  .object({
    first_name: z.optional(requiredName(150)),
    last_name: z.optional(nameText(150)),
    email: z.optional(emailField),
    phone_number: z.optional(optionalPhone),
    address: z.optional(plainText(500, true)),
    /** Required by the server when `email` changes. */
    current_password: z.optional(z.string()),
  })
  .check(someField(formSay.profileNoChange));
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** PUT /accounts/password-change/ */
export const passwordChangeSchema = z.object({
  current_password: requiredPassword,
  new_password: newPassword,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
