/**
 * « Commander à nouveau » from the orders page, the account page and a guest's tracking page: the cart
 * store and the lines' check load by `import()` at the press only, so those pages carry none of it.
 */

import type { OrderSummaryInput } from '../../domain/order-summary.ts';
import type { Result } from '../../domain/result.ts';
import { cartLinkMessages } from '../../messages/cart-link.ts';
import type { Added } from './add-lines.ts';

/** The order's lines into the cart at today's prices and stock; what changed since, or why nothing could be checked. */
export async function reorderOnDemand(order: OrderSummaryInput): Promise<Result<Added>> {
  try {
    const { reorder } = await import('./arrival.ts');
    return await reorder(order);
  } catch (error) {
    console.warn('Commande à nouveau impossible', error);
    return { ok: false, message: cartLinkMessages.linkCheckFailed };
  }
}
