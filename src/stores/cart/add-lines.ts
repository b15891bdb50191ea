/**
 * The one way lines reach the cart from outside it (a shared cart's link, the product page's plain form,
 * « Commander à nouveau »): checked against today's catalogue with the cart's one comparison
 * (src/domain/cart-check.ts), then added line by line through the cart's own `addToCart`, so the stock
 * rules and the server cart of a signed-in customer apply as for a press of « Ajouter au panier ».
 */
import type { AnonymousProductStatus, AnonymousValidateResponse, LocalCartLine } from '../../contract/cart.ts';
import { lineProductId, parseQuantity } from '../../domain/cart.ts';
import { checkIncoming, type IncomingCheck } from '../../domain/cart-incoming.ts';
import type { LinkLine } from '../../domain/cart-link.ts';
import { centsToDecimalString } from '../../domain/money.ts';
import { type OrderSummaryInput, orderSummary } from '../../domain/order-summary.ts';
import type { Result } from '../../domain/result.ts';
import { cartLinkMessages } from '../../messages/cart-link.ts';
import type { CartProduct } from './lines.ts';

/** Lines checked against today's catalogue, ready to be shown and added. */
export interface CheckedLines extends IncomingCheck {
  products: Map<number, AnonymousProductStatus>;
}

/** A link's lines as local lines: no price (today's decides, silently), a placeholder name until today's catalogue names them. */
export function linesOfLink(lines: readonly LinkLine[]): LocalCartLine[] {
  return lines.map((line) => {
    const name = cartLinkMessages.unknownProduct(line.productId);
    return {
      id: line.productId,
      produit: line.productId,
      titre: name,
      nom: name,
      marque: null,
      prix: null,
      prix_consigne: null,
      quantite: line.quantity,
      image: null,
      avec_consigne: line.withConsigne,
    };
  });
}

/** An order's lines at the prices paid then (so that what changed since is told), one line per product. */
export function linesOfOrder(order: OrderSummaryInput): LocalCartLine[] {
  const lines: LocalCartLine[] = [];
  for (const article of orderSummary(order).lines) {
    const id = article.productId;
    if (id === null) continue;
    const same = lines.find((line) => lineProductId(line) === id);
    if (same) {
      same.quantite = (parseQuantity(same.quantite) ?? 0) + article.quantity;
      continue;
    }
    lines.push({
      id,
      produit: id,
      titre: article.name,
      nom: article.name,
      marque: null,
      prix: centsToDecimalString(article.unitPriceCents),
      prix_consigne: article.withConsigne ? centsToDecimalString(article.consigneCents) : null,
      quantite: article.quantity,
      image: null,
      avec_consigne: article.withConsigne,
    });
  }
  return lines;
}

/** Compares the lines with today's catalogue; a failed check adds nothing and says so. */
export async function checkLines(
  validate: (ids: readonly number[]) => Promise<AnonymousValidateResponse>,
  lines: readonly LocalCartLine[],
): Promise<Result<{ checked: CheckedLines }>> {
  let today: AnonymousValidateResponse;
  try {
    today = await validate([...new Set(lines.map((line) => lineProductId(line)))]);
  } catch (error) {
    console.warn('Vérification des articles impossible', error);
    return { ok: false, message: cartLinkMessages.linkCheckFailed };
  }
  const products = new Map(today.produits.map((product) => [product.id, product]));
  return { ok: true, checked: { ...checkIncoming(lines, today), products } };
}

export interface Added {
  /** Units added, counted as the customer bought them (six bottles of one line are six articles). */
  added: number;
  /** The checks' notices, then what the cart refused (stock already in the cart). */
  notices: string[];
}

/** Adds checked lines through the cart's `addToCart`, one after the other; an add is all of its line's units or none. */
export async function addCheckedLines(
  addToCart: (product: CartProduct, choice: { quantity: number; withConsigne: boolean }) => Promise<Result>,
  checked: CheckedLines,
): Promise<Added> {
  const notices = [...checked.notices];
  let added = 0;
  for (const line of checked.lines) {
    const product = checked.products.get(lineProductId(line));
    if (!product) continue;
    const quantity = parseQuantity(line.quantite) ?? 1;
    const outcome = await addToCart({ ...product, image: product.image ?? null }, { quantity, withConsigne: line.avec_consigne });
    if (outcome.ok) added += quantity;
    else notices.push(`${product.nom} : ${outcome.message}`);
  }
  if (added === 0) notices.push(cartLinkMessages.nothingAdded);
  return { added, notices };
}
