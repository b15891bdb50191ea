/**
 * Roles (client, manager, admin; is_staff and is_superuser count as staff): who sees exact stock (the stock line
 * itself: src/domain/stock-label.ts, apart so that the contract's readers load no product texts with this rule).
 */

export interface UserRoleFields {
  role?: unknown;
  is_staff?: unknown;
  is_superuser?: unknown;
}

/** Admin, manager, is_staff or is_superuser. */
export function isStaffUser(user: UserRoleFields | null | undefined): boolean {
  if (!user) return false;
  return user.role === 'admin' || user.role === 'manager' || user.is_staff === true || user.is_superuser === true;
}
