/**
 * The signed-in user as the API describes them. Apart from the account's write schemas (account.ts), so
 * that the pages decoding a stored user (header, product page) load neither the text rule nor the forms' texts.
 */
import { z } from 'zod/mini';
import { emptyWhenMissing, falseWhenMissing, idSchema } from './decimal.ts';

const roles = ['admin', 'manager', 'livreur', 'client'] as const;
const roleSchema = z.enum(roles);

/** GET /accounts/me/. `phone` is accepted for `phone_number`; an unknown role reads as 'client' (least privilege). */
export const userSchema = z.pipe(
  z.object({
    id: z.optional(idSchema),
    username: z.string(),
    email: z.string(),
    first_name: emptyWhenMissing,
    last_name: emptyWhenMissing,
    phone_number: z.nullish(z.string()),
    phone: z.nullish(z.string()),
    address: emptyWhenMissing,
    role: z.catch(roleSchema, 'client'),
    is_staff: falseWhenMissing,
    is_superuser: falseWhenMissing,
  }),
  z.transform(({ phone, phone_number, ...user }) => ({ ...user, phone_number: phone_number ?? phone ?? '' })),
);
export type User = z.infer<typeof userSchema>;
