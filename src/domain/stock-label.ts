/** The product page's stock line; who sees exact stock is src/domain/roles.ts's rule (`isStaffUser`). */
import { productMessages } from '../messages/product.ts';

/** `{n} en stock` for staff, `En stock` for others, 'Rupture de stock' at 0. */
export function stockLabel(staff: boolean, stock: number): string {
  if (!(stock > 0)) return productMessages.outOfStockLabel;
  return staff ? productMessages.exactStock(stock) : productMessages.inStock;
}
