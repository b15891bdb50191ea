/** Roles (client, manager, admin; is_staff and is_superuser count as staff): who sees exact stock. */
import { productMessages } from './messages/product.ts';

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

/**
 * Stock line of the product page: `{n} en stock` for staff, `En stock` for others, 'Rupture de stock' at 0.
 * `viewer` is the user, or already whether they are staff.
 */
export function stockLabel(viewer: UserRoleFields | boolean | null | undefined, stock: number): string {
  if (!(stock > 0)) return productMessages.outOfStockLabel;
  const staff = typeof viewer === 'boolean' ? viewer : isStaffUser(viewer);
  return staff ? productMessages.exactStock(stock) : productMessages.inStock;
}
