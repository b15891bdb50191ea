/**
 * Cart lines carried by a link: a shared cart (`?lignes=12x3c.15x1`: product 12, 3 units with the
 * deposit; product 15, 1 unit without) and the product page's plain form (`?ajout=12&quantite=3&consigne=avec`),
 * which adds before the page's script runs, or without it. Only product ids, quantities and deposit
 * choices travel: nothing personal, no price (today's catalogue decides the price when the lines arrive).
 * The decoder is apart (cart-link-decode.ts): the cart page loads it only when its address carries lines.
 */
import { FORM_FIELDS } from './add-form.ts';
import { type CartLineInput, lineProductId, parseQuantity } from './cart.ts';

/** One line as a link carries it. */
export interface LinkLine {
  productId: number;
  quantity: number;
  withConsigne: boolean;
}

/** Most lines a link may carry (a cart larger than this is not a customer's). */
export const MAX_LINK_LINES = 40;
/** Most units of one product a link may ask for; the stock then lowers it (src/domain/quantity.ts). */
export const MAX_LINK_QUANTITY = 999;
/** Longest `lignes` value read (40 lines of the longest form fit with room to spare). */
export const MAX_LINK_LENGTH = 800;

/** The query parameter of a shared cart (the product page form's fields: src/domain/add-form.ts). */
export const LINK_PARAM = 'lignes';

/** The `lignes` value of `lines` (each product once). */
function encodeLines(lines: readonly LinkLine[]): string {
  return lines.map((line) => `${line.productId}x${line.quantity}${line.withConsigne ? 'c' : ''}`).join('.');
}

/** A link's query (`?lignes=…`) for `lines`. */
export const cartLinkQuery = (lines: readonly LinkLine[]): string => `?${LINK_PARAM}=${encodeLines(lines)}`;

/** The lines a link carries for a cart's (or an order's) lines: each product once, readable quantities only, within the link's bounds. */
export function linkLinesOf(lines: readonly CartLineInput[]): LinkLine[] {
  const out: LinkLine[] = [];
  for (const line of lines) {
    const productId = lineProductId(line);
    const quantity = parseQuantity(line.quantite);
    if (productId === null || quantity === null || out.some((l) => l.productId === productId)) continue;
    out.push({ productId, quantity: Math.min(quantity, MAX_LINK_QUANTITY), withConsigne: line.avec_consigne === true });
    if (out.length === MAX_LINK_LINES) break;
  }
  return out;
}

/** The query parameters that carry lines to add (the cart page loads the decoder only when one is present). */
export const LINE_PARAMS = [LINK_PARAM, FORM_FIELDS.product] as const;
