/**
 * The one decoder of lines carried by a link (src/domain/cart-link.ts says the two shapes): the lines,
 * within the link's bounds, or a French refusal. Never throws, whatever the address holds.
 */

import { cartLinkMessages } from '../messages/cart-link.ts';
import { FORM_CONSIGNE, FORM_FIELDS } from './add-form.ts';
import { LINK_PARAM, type LinkLine, MAX_LINK_LENGTH, MAX_LINK_LINES, MAX_LINK_QUANTITY } from './cart-link.ts';
import type { Result } from './result.ts';

/**
 * Lines arriving by a link: `own` when they come from the customer's own press of « Ajouter au panier »
 * (added at once), else a shared cart (shown for confirmation first).
 */
type Incoming = { own: boolean; lines: LinkLine[] };

const LINE = /^([1-9]\d{0,8})x([1-9]\d{0,2})(c?)$/;
const ID = /^[1-9]\d{0,8}$/;
const QUANTITY = /^\d{1,9}$/;

const refuse = (message: string): Result<Incoming> => ({ ok: false, message });

/** The quantity of a link, or the refusal saying its bounds. */
function quantityRefusal(text: string): string | null {
  if (!QUANTITY.test(text)) return cartLinkMessages.linkBroken;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_LINK_QUANTITY ? null : cartLinkMessages.linkQuantityOutOfBounds(MAX_LINK_QUANTITY);
}

/** A `lignes` value: the lines, or why the link is refused (broken, too long, a quantity out of bounds, a product twice). */
function decodeLines(value: string): Result<Incoming> {
  if (value.length > MAX_LINK_LENGTH) return refuse(cartLinkMessages.linkTooLong);
  const parts = value.split('.');
  if (parts.length > MAX_LINK_LINES) return refuse(cartLinkMessages.linkTooLong);
  const lines: LinkLine[] = [];
  for (const part of parts) {
    const match = LINE.exec(part);
    if (!match) {
      const quantity = /^[1-9]\d{0,8}x(\d+)c?$/.exec(part)?.[1];
      return refuse(quantity === undefined ? cartLinkMessages.linkBroken : (quantityRefusal(quantity) ?? cartLinkMessages.linkBroken));
    }
    const productId = Number(match[1]);
    if (lines.some((line) => line.productId === productId)) return refuse(cartLinkMessages.linkBroken);
    lines.push({ productId, quantity: Number(match[2]), withConsigne: match[3] === 'c' });
  }
  return { ok: true, own: false, lines };
}

/** The product page's form: one product, its quantity (1 when the field is left empty) and the consigne answer. */
function decodeForm(query: URLSearchParams): Result<Incoming> {
  const id = query.get(FORM_FIELDS.product) ?? '';
  if (!ID.test(id)) return refuse(cartLinkMessages.linkBroken);
  const quantityText = (query.get(FORM_FIELDS.quantity) ?? '').trim() || '1';
  const refusal = quantityRefusal(quantityText);
  if (refusal) return refuse(refusal);
  const withConsigne = query.get(FORM_FIELDS.consigne) === FORM_CONSIGNE.with;
  return { ok: true, own: true, lines: [{ productId: Number(id), quantity: Number(quantityText), withConsigne }] };
}

/** The lines a page's query carries (a shared cart or the product form), or null when it carries none. */
export function incomingLines(search: string): Result<Incoming> | null {
  const query = new URLSearchParams(search);
  if (query.has(FORM_FIELDS.product)) return decodeForm(query);
  const value = query.get(LINK_PARAM);
  return value === null ? null : decodeLines(value);
}
