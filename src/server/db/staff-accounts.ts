import type { Db } from './tables.ts';
import { revokeAllTokens, type UserRow } from './users.ts';

export type StaffAccountRow = Pick<
  UserRow,
  'id' | 'email' | 'first_name' | 'last_name' | 'role' | 'is_staff' | 'is_superuser' | 'is_active' | 'date_joined' | 'livreur'
> & {
  derniere_activite: string | null;
};

/** Every staff account (admin, manager, rider, is_staff, is_superuser), admins first, then by name. */
export async function listStaffAccounts(db: Db): Promise<StaffAccountRow[]> {
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.role',
      'u.is_staff',
      'u.is_superuser',
      'u.is_active',
      'u.date_joined',
      'u.livreur',
    ])
    .select((eb) =>
      eb
        .selectFrom('auth_tokens as t')
        .select((inner) => inner.fn.max('t.last_used').as('m'))
        .whereRef('t.user_id', '=', 'u.id')
        .as('last_used'),
    )
    .where((eb) =>
      eb.or([eb('u.role', 'in', ['admin', 'manager']), eb('u.is_staff', '=', 1), eb('u.is_superuser', '=', 1), eb('u.livreur', '=', 1)]),
    )
    .execute();
  const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
  return rows
    .map(({ last_used, ...row }) => ({
      ...row,
      derniere_activite: last_used === null || last_used === undefined ? null : new Date(Number(last_used)).toISOString(),
    }))
    .sort(
      (a, b) => Number(b.role === 'admin') - Number(a.role === 'admin') || byName(a.first_name, b.first_name) || byName(a.email, b.email),
    );
}

/** Turns an account on or off; off also ends every session of it at once, and its devices stop receiving pushes. */
export async function setActive(db: Db, id: number, active: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_active: active ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  if (!active) await revokeAllTokens(db, id);
}

/** The addresses of the active admins (admin role or is_superuser): who is told when a staff account is attacked. */
export async function activeAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('role', '=', 'admin'), eb('is_superuser', '=', 1)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.email);
}
