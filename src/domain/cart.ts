/**
 * Cart lines and totals: a line is (price + deposit if chosen) × quantity; 6 000 FC of delivery,
 * free from 58 000 FC of goods and deposits; bad lines are left out and listed. Works on local lines
 * (`prix`, `prix_consigne`) and server lines (`prix_unitaire`, `prix_consigne_unitaire`) alike;
 * untrusted values are checked here.
 */
import type { LocalCartLine } from '../contract/cart.ts';
import { cartMessages } from '../messages/cart.ts';
import { formatFC, francs, toCents } from './money.ts';
import { effectiveUnitPriceCents, lineTotalCents } from './price.ts';

export { effectiveUnitPriceCents, lineTotalCents };

export const DELIVERY_FEE_CENTS = francs(6000);
export const FREE_DELIVERY_THRESHOLD_CENTS = francs(58000);

/** Structural view of any cart line; every field is checked before use. */
export interface CartLineInput {
  id?: unknown;
  articleId?: unknown;
  produit?: unknown;
  produit_id?: unknown;
  produit_info?: unknown;
  titre?: unknown;
  nom?: unknown;
  prix?: unknown;
  prix_promo?: unknown;
  prix_unitaire?: unknown;
  prix_consigne?: unknown;
  prix_consigne_unitaire?: unknown;
  quantite?: unknown;
  avec_consigne?: unknown;
  /** The product's unit: what one deposit is charged for (deposit-unit.ts). */
  unite?: unknown;
}

type CartProblemKind = 'invalid_price' | 'invalid_quantity' | 'missing_consigne';

interface CartProblem {
  /** Position of the line in the input. */
  index: number;
  kind: CartProblemKind;
  productName: string;
  message: string;
}

export interface ValidCartLine<L extends CartLineInput = CartLineInput> {
  line: L;
  index: number;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  /** Deposit charged per unit: 0 when not chosen or missing. */
  consigneCents: number;
  lineTotalCents: number;
}

export interface CartSummary<L extends CartLineInput = CartLineInput> {
  goodsCents: number;
  depositsCents: number;
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  /** Header badge: sum of the valid quantities. */
  itemCount: number;
  problems: CartProblem[];
  validLines: ValidCartLine<L>[];
}

/** A positive integer quantity, or null. A string of digits (`"2"`, from old storage) is accepted. */
export function parseQuantity(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** A positive integer id, or null. A string of digits (`"12"`, from old storage) is accepted. */
export function parseId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

const nestedId = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? value.id : value);

/**
 * Product id of a cart line from any source: `produit_id`, then `produit` (an id or a product), then
 * `produit_info` (order articles), then the line's own `id`. Local lines carry `id` = `produit` = the
 * product; server cart lines and order articles use `id` for the article itself, so it comes last.
 * A local line always names its product (its schema refuses one that does not).
 */
export function lineProductId(line: LocalCartLine): number;
export function lineProductId(line: CartLineInput): number | null;
export function lineProductId(line: CartLineInput): number | null {
  return parseId(line.produit_id) ?? parseId(nestedId(line.produit)) ?? parseId(nestedId(line.produit_info)) ?? parseId(line.id);
}

/** Delivery fee for goods + deposits: 6 000 FC below 58 000 FC, free from 58 000 FC. */
export function deliveryFeeCents(goodsAndDepositsCents: number): number {
  return goodsAndDepositsCents >= FREE_DELIVERY_THRESHOLD_CENTS ? 0 : DELIVERY_FEE_CENTS;
}

/** A delivery fee as every summary shows it: `Gratuite` when nothing is owed, else the amount (`6 000 FC`). */
export function formatDeliveryFee(feeCents: number): string {
  return feeCents === 0 ? cartMessages.freeDelivery : formatFC(feeCents);
}

/** Display name of a line whatever its shape (local `titre`/`nom`, server `produit.nom`). */
export function lineProductName(line: CartLineInput): string {
  const produit = line.produit;
  const nested = produit && typeof produit === 'object' && 'nom' in produit ? (produit as { nom: unknown }).nom : undefined;
  for (const candidate of [line.titre, line.nom, nested]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return cartMessages.unnamedProduct;
}

/** The unit price a line charges (local `prix` with its promo, or the server's `prix_unitaire`); null when unreadable. */
export function lineUnitPriceCents(line: CartLineInput): number | null {
  if (line.prix !== undefined && line.prix !== null) return effectiveUnitPriceCents(line);
  return toCents(line.prix_unitaire);
}

/** The deposit per unit a line would charge when chosen (`prix_consigne` or `prix_consigne_unitaire`); null when unreadable. */
export function lineConsigneCents(line: CartLineInput): number | null {
  const raw = line.prix_consigne ?? line.prix_consigne_unitaire;
  return toCents(raw);
}

/**
 * Totals of a cart. Lines with an unparsable price or a quantity that is not a positive integer
 * are left out and listed as problems; a chosen deposit without a valid price counts 0 and is
 * listed too (the line stays). An empty cart (no valid line) owes no delivery fee.
 */
export function summarizeCart<L extends CartLineInput>(lines: readonly L[]): CartSummary<L> {
  const problems: CartProblem[] = [];
  const validLines: ValidCartLine<L>[] = [];
  lines.forEach((line, index) => {
    const productName = lineProductName(line);
    const unitPriceCents = lineUnitPriceCents(line);
    const quantity = parseQuantity(line.quantite);
    if (unitPriceCents === null) {
      problems.push({ index, kind: 'invalid_price', productName, message: cartMessages.invalidPrice(productName) });
    }
    if (quantity === null) {
      problems.push({ index, kind: 'invalid_quantity', productName, message: cartMessages.invalidQuantity(productName) });
    }
    if (unitPriceCents === null || quantity === null) return;
    const withConsigne = line.avec_consigne === true;
    let consigneCents = 0;
    if (withConsigne) {
      const parsed = lineConsigneCents(line);
      if (parsed === null) {
        problems.push({ index, kind: 'missing_consigne', productName, message: cartMessages.missingConsigne(productName) });
      } else {
        consigneCents = parsed;
      }
    }
    const total = lineTotalCents(unitPriceCents, consigneCents, withConsigne, quantity);
    validLines.push({ line, index, productName, quantity, unitPriceCents, consigneCents, lineTotalCents: total });
  });
  const goodsCents = validLines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const depositsCents = validLines.reduce((sum, l) => sum + l.consigneCents * l.quantity, 0);
  const subtotalCents = goodsCents + depositsCents;
  const deliveryFee = validLines.length === 0 ? 0 : deliveryFeeCents(subtotalCents);
  return {
    goodsCents,
    depositsCents,
    subtotalCents,
    deliveryFeeCents: deliveryFee,
    totalCents: subtotalCents + deliveryFee,
    itemCount: validLines.reduce((sum, l) => sum + l.quantity, 0),
    problems,
    validLines,
  };
}
