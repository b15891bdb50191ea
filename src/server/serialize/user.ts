import type { UserRow } from '../db/users.ts';

/** User as /accounts/me/ returns it (never the password hash). */
export function userJson(u: UserRow) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    phone_number: u.phone_number,
    address: u.address,
    role: u.livreur === 1 ? ('livreur' as const) : u.role,
    is_staff: u.is_staff === 1,
    is_superuser: u.is_superuser === 1,
  };
}
