/** Lines about to enter the cart from a link or a past order, compared with today's catalogue by the cart's one comparison. */
import type { LocalCartLine } from '../contract/cart.ts';
import { cartLinkMessages } from '../messages/cart-link.ts';
import { lineConsigneCents, lineProductId, lineUnitPriceCents } from './cart.ts';
import { changeMessage, compareCart, correctedLine, removesLine, stillSold, type Today } from './cart-check.ts';
import { centsToDecimalString, toCents } from './money.ts';
import { effectiveUnitPriceCents } from './price.ts';

/** Lines about to enter the cart (a shared cart, a past order, the product form) as today's catalogue takes them. */
export interface IncomingCheck {
  /** The lines that can enter: today's name, price and deposit (chosen only where today's product has one), quantities lowered to the stock. */
  lines: LocalCartLine[];
  /** What changed since the lines were written (a line without a price has no price change), and what cannot enter. */
  notices: string[];
}

/**
 * The cart page's comparison, for lines that are not in the cart yet: same changes, same texts, except
 * that a sold-out or vanished product is said not to be added (rather than removed).
 */
export function checkIncoming(incoming: readonly LocalCartLine[], today: Today): IncomingCheck {
  const products = stillSold(today);
  // A line that does not say its price or deposit (a shared link's) takes today's: there is nothing to compare.
  const lines = incoming.map((line) => {
    const product = products.get(lineProductId(line));
    if (!product) return line;
    const price = effectiveUnitPriceCents(product);
    return {
      ...line,
      ...(lineUnitPriceCents(line) === null && price !== null ? { prix: centsToDecimalString(price) } : {}),
      ...(lineConsigneCents(line) === null ? { prix_consigne: product.prix_consigne } : {}),
    };
  });
  const changes = compareCart(lines, today);
  const entering = lines.flatMap((line) => {
    const productId = lineProductId(line);
    const product = products.get(productId);
    const own = changes.filter((c) => c.productId === productId);
    if (!product || own.some(removesLine)) return [];
    // The deposit is kept only when today's product is sold with one.
    const withConsigne = line.avec_consigne && product.vendu_avec_consigne && (toCents(product.prix_consigne) ?? 0) > 0;
    return [{ ...correctedLine(line, product, own), titre: product.nom, nom: product.nom, avec_consigne: withConsigne }];
  });
  const notices = changes.map((change) =>
    removesLine(change) ? `${changeMessage(change)} ${cartLinkMessages.notAdded}` : changeMessage(change),
  );
  return { lines: entering, notices };
}
