/** The shop's staff accounts, managed by an admin (gestion, « Personnel »). */
import { z } from 'zod/mini';
import { gestionMessages as say } from '../messages/gestion.ts';
import { idSchema } from './decimal.ts';
import { nameText, requiredName } from './text.ts';

const required = say.fieldRequired;

export const staffAccountSchema = z.object({
  id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['admin', 'manager', 'livreur', 'client']),
  is_active: z.boolean(),
  date_joined: z.string(),
  /** Last request made with one of its sessions, null when it never signed in. */
  derniere_activite: z.nullable(z.string()),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListSchema = z.array(staffAccountSchema);

const staffPassword = z.string({ error: required }).check(z.minLength(8, { error: say.passwordTooShort }), z.maxLength(128));

/** POST /staff/personnel/: a manager's or a rider's account (admins are made with the operator CLI). */
export const staffAccountCreateSchema = z.object({
  role: z._default(z.enum(['manager', 'livreur'], { error: say.invalidValue }), 'manager'),
  email: z.email({ error: say.invalidEmail }).check(z.maxLength(254)),
  first_name: requiredName(150, required),
  last_name: z._default(nameText(150), ''),
  password: staffPassword,
});
export type StaffAccountCreateInput = z.input<typeof staffAccountCreateSchema>;

/** PATCH /staff/personnel/{id}/: deactivate (its sessions end at once) or reactivate a manager. */
export const staffAccountPatchSchema = z.object({ is_active: z.boolean({ error: say.activeExpected }) });

/** POST /staff/personnel/{id}/mot-de-passe/: an admin gives a staff member a new password (their sessions end, their failures are forgotten). */
export const staffPasswordResetSchema = z.object({ password: staffPassword });
export type StaffPasswordResetInput = z.input<typeof staffPasswordResetSchema>;
