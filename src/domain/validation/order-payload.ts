/** Order creation payload and its checks before sending: a delivery address, a phone and a non-empty list of articles. */
import type { OrderArticleCreate } from '../../contract/order.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import { type CartLineInput, lineProductId, parseId, summarizeCart } from '../cart.ts';
import { invalid, type Result, text, valid } from '../result.ts';

/** Articles of the order from the cart's valid lines (faulty lines are not ordered); bouteilles_echangees is always 0. */
export function orderArticlesFromCart(lines: readonly CartLineInput[]): OrderArticleCreate[] {
  return summarizeCart(lines).validLines.flatMap(({ line, quantity }) => {
    const produit = lineProductId(line);
    return produit === null
      ? []
      : [{ produit, quantite: quantity, avec_consigne: line.avec_consigne === true, bouteilles_echangees: 0 as const }];
  });
}

export interface OrderPayloadCheck {
  adresse_livraison?: unknown;
  telephone_livraison?: unknown;
  use_saved_address?: unknown;
  address_id?: unknown;
  articles?: unknown;
}

function isArticle(a: unknown): boolean {
  if (!a || typeof a !== 'object') return false;
  const { produit, quantite } = a as { produit?: unknown; quantite?: unknown };
  return (
    parseId(produit) !== null &&
    (quantite === undefined || (typeof quantite === 'number' && Number.isSafeInteger(quantite) && quantite > 0))
  );
}

/** Checks before posting an order, in the spec's order: address, address id, phone, articles. */
export function validateOrderPayload<P extends OrderPayloadCheck>(payload: P): Result<{ value: P }> {
  if (text(payload.adresse_livraison) === '') return invalid(checkoutMessages.missingAddress, 'adresse_livraison');
  if (payload.use_saved_address === true && payload.address_id == null) return invalid(checkoutMessages.missingAddressId, 'address_id');
  if (text(payload.telephone_livraison) === '') return invalid(checkoutMessages.missingPhone, 'telephone_livraison');
  const articles = payload.articles;
  if (!Array.isArray(articles) || articles.length === 0 || !articles.every(isArticle)) {
    return invalid(checkoutMessages.missingArticles, 'articles');
  }
  return valid(payload);
}
