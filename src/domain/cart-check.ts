/**
 * The cart compared with today's catalogue (the answer of POST /cart/anonymous/validate/), in one
 * vocabulary of changes: the cart page corrects its lines with them and tells the customer, the
 * checkout lists them for the customer to accept before ordering. Same changes, same texts.
 */
import type { AnonymousProductStatus, AnonymousValidateResponse, LocalCartLine } from '../contract/cart.ts';
import { cartMessages } from '../messages/cart.ts';
import { stockMessages } from '../messages/stock.ts';
import {
  type CartLineInput,
  lineConsigneCents,
  lineProductId,
  lineProductName,
  lineUnitPriceCents,
  parseQuantity,
  summarizeCart,
} from './cart.ts';
import { centsToDecimalString, formatFC, toCents } from './money.ts';
import { effectiveUnitPriceCents } from './price.ts';
import { shortageDetail } from './stock-check.ts';

/**
 * What changed for one product of the cart, named as the cart names it. Amounts in hundredths.
 * - `price`: the unit price the customer pays (promotion included) is no longer the line's;
 * - `consigne`: the deposit of a line that chose it changed;
 * - `stock`: the cart wants more than is left (`available`, 0 when sold out: the line goes);
 * - `gone`: the product is no longer sold (the line goes).
 */
type CartChange =
  | { kind: 'price'; productId: number; name: string; before: number; after: number }
  | { kind: 'consigne'; productId: number; name: string; before: number; after: number }
  | { kind: 'stock'; productId: number; name: string; available: number }
  | { kind: 'gone'; productId: number; name: string };

export type Today = AnonymousValidateResponse;

/** The products still sold, by id (an id the answer lists as invalid counts as gone). */
export function stillSold(today: Today): Map<number, AnonymousProductStatus> {
  const invalid = new Set(today.ids_invalides);
  return new Map(today.produits.filter((p) => !invalid.has(p.id)).map((p) => [p.id, p]));
}

/** Quantity wanted per product, the lines of one product counted together (an unreadable quantity counts 0). */
function wantedByProduct(lines: readonly CartLineInput[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    const id = lineProductId(line);
    if (id !== null) wanted.set(id, (wanted.get(id) ?? 0) + (parseQuantity(line.quantite) ?? 0));
  }
  return wanted;
}

/** The changes of one line whose product is still sold. */
function lineChanges(line: CartLineInput, productId: number, product: AnonymousProductStatus, wanted: number): CartChange[] {
  const name = lineProductName(line);
  if (product.stock <= 0) return [{ kind: 'stock', productId, name, available: 0 }];
  const changes: CartChange[] = [];
  const before = lineUnitPriceCents(line);
  const after = effectiveUnitPriceCents(product);
  if (before !== null && after !== null && after !== before) changes.push({ kind: 'price', productId, name, before, after });
  if (line.avec_consigne === true) {
    const consigneBefore = lineConsigneCents(line) ?? 0;
    const consigneAfter = toCents(product.prix_consigne) ?? 0;
    if (consigneAfter !== consigneBefore) changes.push({ kind: 'consigne', productId, name, before: consigneBefore, after: consigneAfter });
  }
  if (wanted > product.stock) changes.push({ kind: 'stock', productId, name, available: product.stock });
  return changes;
}

/**
 * Every change between the lines and today's catalogue, in the cart's order, each product told once (from
 * its first line; the lines of one product count together against the stock). A sold-out product is only
 * told sold out. A line whose price is unreadable has no price change: there is nothing to compare.
 */
export function compareCart(lines: readonly CartLineInput[], today: Today): CartChange[] {
  const products = stillSold(today);
  const wanted = wantedByProduct(lines);
  const told = new Set<number>();
  return lines.flatMap((line): CartChange[] => {
    const productId = lineProductId(line);
    if (productId === null || told.has(productId)) return [];
    told.add(productId);
    const product = products.get(productId);
    if (!product) return [{ kind: 'gone', productId, name: lineProductName(line) }];
    return lineChanges(line, productId, product, wanted.get(productId) ?? 0);
  });
}

/** A sold-out or vanished product leaves the cart. */
export const removesLine = (change: CartChange): boolean => change.kind === 'gone' || (change.kind === 'stock' && change.available === 0);

/** The sentence naming a change (the checkout's list, and the cart page's notices). */
export function changeMessage(change: CartChange): string {
  switch (change.kind) {
    case 'price':
      return cartMessages.priceChanged(change.name, formatFC(change.before), formatFC(change.after));
    case 'consigne':
      return cartMessages.consigneChanged(change.name, formatFC(change.before), formatFC(change.after));
    case 'stock':
      return change.available > 0 ? shortageDetail(change.name, change.available) : stockMessages.outOfStock(change.name);
    case 'gone':
      return cartMessages.productGone(change.name);
  }
}

/** The cart page's notice of a change it made: the change, and that the line left the cart when it did. */
const cartNotice = (change: CartChange): string =>
  removesLine(change) ? `${changeMessage(change)} ${cartMessages.removedFromCart}` : changeMessage(change);

/** One line brought to today's catalogue by its changes, plus the silent repair of its deposit (see `correctCart`). */
export function correctedLine(line: LocalCartLine, product: AnonymousProductStatus, changes: readonly CartChange[]): LocalCartLine {
  let next = line;
  for (const change of changes) {
    if (change.kind === 'price') next = { ...next, prix: centsToDecimalString(change.after) };
    if (change.kind === 'consigne') next = { ...next, prix_consigne: centsToDecimalString(change.after) };
    if (change.kind === 'stock' && (parseQuantity(next.quantite) ?? 0) > change.available) next = { ...next, quantite: change.available };
  }
  const deposit = toCents(product.prix_consigne);
  if (deposit !== null && deposit !== toCents(next.prix_consigne)) next = { ...next, prix_consigne: product.prix_consigne };
  return next;
}

export interface CartCorrection {
  lines: LocalCartLine[];
  changes: CartChange[];
  /** What the cart page tells the customer, one text per change. */
  notices: string[];
  /** Today's stock per product id. */
  stock: Record<number, number>;
}

/**
 * The cart page's check: new prices and deposits taken, quantities lowered to the stock, sold-out and
 * vanished products removed, each told once. Silently, a deposit the line did not choose follows today's (the
 * line shows it; it is not paid, so not a change). A line whose price cannot be read keeps it: it stays out of
 * the total and is listed among the cart's problems, as the spec has it, never repriced behind the customer's back.
 */
export function correctCart(lines: readonly LocalCartLine[], today: Today): CartCorrection {
  const products = stillSold(today);
  const changes = compareCart(lines, today);
  const corrected = lines.flatMap((line) => {
    const productId = lineProductId(line);
    const product = products.get(productId);
    const own = changes.filter((c) => c.productId === productId);
    return !product || own.some(removesLine) ? [] : [correctedLine(line, product, own)];
  });
  const stock: Record<number, number> = {};
  for (const [id, product] of products) stock[id] = product.stock;
  return { lines: corrected, changes, notices: changes.map(cartNotice), stock };
}

/** The lines an order would carry: readable price and quantity (the others are shown as problems, not ordered). */
const orderedLines = (lines: readonly CartLineInput[]): CartLineInput[] => summarizeCart(lines).validLines.map((v) => v.line);

/** Product ids to ask today's catalogue about before ordering: the ordered lines', each once. */
export function orderedProductIds(lines: readonly CartLineInput[]): number[] {
  const ids = orderedLines(lines)
    .map((line) => lineProductId(line))
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

/** A change as the checkout lists it for the customer to accept. */
export interface ChangeNotice {
  kind: CartChange['kind'];
  productId: number;
  message: string;
}

/** The checkout's list: the changes of the lines that are ordered, with their texts. */
export function checkoutChanges(lines: readonly CartLineInput[], today: Today): ChangeNotice[] {
  return compareCart(orderedLines(lines), today).map((change) => ({
    kind: change.kind,
    productId: change.productId,
    message: changeMessage(change),
  }));
}
