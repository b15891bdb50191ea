import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';
import type { UserRow } from './users.ts';

export type StaffAccountRow = Pick<
  UserRow,
  'id' | 'email' | 'first_name' | 'last_name' | 'role' | 'is_staff' | 'is_superuser' | 'is_active' | 'date_joined'
> & {
  derniere_activite: string | null;
};

const STAFF = "(u.role IN ('admin', 'manager') OR u.is_staff = 1 OR u.is_superuser = 1)";

/** Every staff account (admin, manager, is_staff, is_superuser), admins first, then by name. */
export function listStaffAccounts(db: DatabaseSync): StaffAccountRow[] {
  return sql(
    db,
    `SELECT u.id, u.email, u.first_name, u.last_name, u.role, u.is_staff, u.is_superuser, u.is_active, u.date_joined,
      (SELECT strftime('%Y-%m-%dT%H:%M:%fZ', MAX(t.last_used) / 1000.0, 'unixepoch') FROM auth_tokens t WHERE t.user_id = u.id)
        AS derniere_activite
    FROM users u WHERE ${STAFF} ORDER BY u.role = 'admin' DESC, u.first_name COLLATE NOCASE, u.email COLLATE NOCASE`,
  ).all() as unknown as StaffAccountRow[];
}

/** Turns an account on or off; off also ends every session of it at once. */
export function setActive(db: DatabaseSync, id: number, active: boolean): void {
  sql(db, 'UPDATE users SET is_active = ? WHERE id = ?').run(active ? 1 : 0, id);
  if (!active) sql(db, 'DELETE FROM auth_tokens WHERE user_id = ?').run(id);
}
