/**
 * Sign-in: the anonymous lines go to the server cart one by one. A product already in the server
 * cart keeps the larger of the two quantities instead of the sum, so that a sign-out (which copies
 * the server lines locally) followed by a sign-in does not double the bottles.
 */
import { ApiError } from '../../api/api-error.ts';
import type { LocalCartLine, ServerCart } from '../../contract/cart.ts';
import { productIdOf } from '../../contract/product.ts';
import { lineProductId } from '../../domain/cart.ts';
import { quantityOf } from './lines.ts';
import type { CartApi } from './server-cart.ts';

export interface MergeResult {
  /** Something was sent: the server cart must be reloaded. */
  sent: boolean;
  /** Lines that could not be sent for a transient reason (network, 5xx): kept locally, merged again at the next start. */
  kept: LocalCartLine[];
}

/** Sends the lines without a server article id; each failure is logged and the next line tried. A line the server refuses (4xx) is dropped. */
export async function mergeIntoServer(
  api: Pick<CartApi, 'addToServerCart' | 'setServerCartQuantity'>,
  cart: ServerCart,
  lines: readonly LocalCartLine[],
  log: (message: string, error: unknown) => void,
): Promise<MergeResult> {
  let sent = false;
  const kept: LocalCartLine[] = [];
  for (const line of lines) {
    const quantity = quantityOf(line);
    if (line.articleId !== undefined || quantity === 0) continue;
    const productId = lineProductId(line);
    const existing = cart.articles.find((article) => productIdOf(article.produit) === productId);
    try {
      if (!existing) {
        sent = true;
        await api.addToServerCart(cart.id, { produit_id: productId, quantite: quantity, avec_consigne: line.avec_consigne });
      } else if (existing.quantite < quantity) {
        sent = true;
        await api.setServerCartQuantity(cart.id, existing.id, { quantite: quantity });
      }
    } catch (error) {
      log(`Ligne du panier anonyme non reprise (produit ${productId})`, error);
      if (!(error instanceof ApiError && error.kind === 'http' && error.status !== null && error.status < 500)) kept.push(line);
    }
  }
  return { sent, kept };
}
