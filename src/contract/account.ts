import { z } from 'zod';
import { idSchema } from './decimal.ts';

const fieldRequired = 'Ce champ est obligatoire.';
const requiredText = z.string({ error: fieldRequired }).trim().min(1, { error: fieldRequired });
const emailField = z.email({ error: 'Saisissez une adresse e-mail valide.' }).max(254);
const newPassword = z
  .string({ error: fieldRequired })
  .min(8, { error: 'Ce mot de passe est trop court. Il doit contenir au minimum 8 caractères.' })
  .max(128);
/** Optional international phone (`+` then 8 to 15 digits) or empty. */
const optionalPhone = z.union([z.literal(''), z.string().regex(/^\+?\d{8,15}$/, { error: 'Numéro de téléphone invalide.' })]);

export const roles = ['admin', 'manager', 'client'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** GET /accounts/me/. `phone` is accepted for `phone_number`; an unknown role reads as 'client' (least privilege). */
export const userSchema = z
  .object({
    id: idSchema.optional(),
    username: z.string(),
    email: z.string(),
    first_name: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    last_name: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    phone_number: z.string().nullish(),
    phone: z.string().nullish(),
    address: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    role: roleSchema.catch('client'),
    is_staff: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    is_superuser: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .transform(({ phone, phone_number, ...user }) => ({ ...user, phone_number: phone_number ?? phone ?? '' }));
export type User = z.infer<typeof userSchema>;
export type UserInput = z.input<typeof userSchema>;

/** POST /accounts/register/ (username is the email, role always 'client'). */
export const registrationSchema = z
  .object({
    username: requiredText.pipe(z.string().max(150)),
    email: emailField,
    password: newPassword,
    password_confirm: z.string({ error: fieldRequired }),
    first_name: requiredText.pipe(z.string().max(150)),
    last_name: requiredText.pipe(z.string().max(150)),
    phone_number: optionalPhone.default(''),
    role: z.literal('client', { error: "Le rôle doit être 'client'." }).default('client'),
  })
  .refine((value) => value.password === value.password_confirm, {
    error: 'Les deux mots de passe ne correspondent pas.',
    path: ['password_confirm'],
  });
export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;

/** Registration response: the created user as far as DRF echoes it. */
export const registrationResponseSchema = z.looseObject({
  id: idSchema.optional(),
  username: z.string().optional(),
  email: z.string().optional(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** POST /token-auth/ */
export const loginSchema = z.object({
  username: requiredText,
  password: z.string({ error: fieldRequired }).min(1, { error: fieldRequired }),
});
export type Login = z.infer<typeof loginSchema>;
export const loginResponseSchema = z.object({ token: z.string().min(1) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /accounts/password-reset/ */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
/** `reset_link` / `debug_info.reset_url` only in development. */
export const passwordResetResponseSchema = z.object({
  message: z.string().optional(),
  detail: z.string().optional(),
  reset_link: z.string().optional(),
  debug_info: z.object({ reset_url: z.string().optional() }).optional(),
});
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** POST /accounts/password-reset/confirm/ */
export const passwordResetConfirmSchema = z.object({ uid: requiredText, token: requiredText, new_password: newPassword });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** Generic `{message}` / `{detail}` acknowledgement (reset confirm, password change, contact). */
export const messageResponseSchema = z.looseObject({ message: z.string().optional(), detail: z.string().optional() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** PATCH /accounts/me/: any subset, at least one field. */
export const profileUpdateSchema = z
  .object({
    first_name: requiredText.pipe(z.string().max(150)).optional(),
    last_name: z.string().trim().max(150).optional(),
    email: emailField.optional(),
    phone_number: optionalPhone.optional(),
    address: z.string().trim().max(500).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: 'Aucune modification fournie.' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** PUT /accounts/password-change/ */
export const passwordChangeSchema = z.object({
  current_password: z.string({ error: fieldRequired }).min(1, { error: fieldRequired }),
  new_password: newPassword,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const addressTypes = ['Maison', 'Bureau', 'Autre'] as const;
export const addressTypeSchema = z.enum(addressTypes);
export type AddressType = z.infer<typeof addressTypeSchema>;

/** Address of the browser address book (localStorage). `id` is an increasing numeric string (a number is read as one); the city is always Kinshasa. */
export const addressSchema = z.object({
  id: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative().transform(String)]),
  type: addressTypeSchema.catch('Autre'),
  rue: z.string(),
  numero: z.string(),
  quartier: z.string(),
  commune: z.string(),
  ville: z.literal('Kinshasa').catch('Kinshasa'),
  telephone: z.string(),
  is_default: z.boolean().catch(false),
});
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;
