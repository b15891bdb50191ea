/**
 * How much an order takes without a call from the shop. A line above its unit's cap, or goods above
 * `HOLD_ABOVE_GOODS_CENTS`, make a large order: it is accepted but held « à confirmer », and takes no stock until
 * the staff confirm it on the phone. A sweep of the catalogue sent by a stranger then reserves nothing, and the
 * depot still gets the party's twenty crates (docs/decisions/024).
 */
import { type DepositUnit, depositUnit } from './deposit-unit.ts';

/** The most of one product a line takes without a call, by its unit of sale (the first word of `unite`). */
export const LINE_CAPS: Readonly<Record<DepositUnit, number>> = {
  casier: 10,
  pack: 10,
  bonbonne: 10,
  bouteille: 48,
  canette: 48,
  brique: 24,
  article: 24,
};

/** Goods above this (hundredths: 1 000 000 FC) are confirmed on the phone, whatever the lines. */
export const HOLD_ABOVE_GOODS_CENTS = 100_000_000;

/** The cap of a product's line, read from its `unite` (« Casier de 20 bouteilles » → 10). */
export function lineCap(unite: unknown): number {
  return LINE_CAPS[depositUnit(unite)];
}

/**
 * Whether an order waits for the shop's call before it takes any stock: a product above its cap (its lines summed,
 * so splitting a quantity over several lines changes nothing), or goods above the ceiling.
 */
export function needsConfirmation(lines: readonly { produit: number; unite: unknown; quantite: number }[], goodsCents: number): boolean {
  if (goodsCents > HOLD_ABOVE_GOODS_CENTS) return true;
  const perProduct = new Map<number, { unite: unknown; quantite: number }>();
  for (const line of lines) {
    const known = perProduct.get(line.produit);
    perProduct.set(line.produit, { unite: line.unite, quantite: (known?.quantite ?? 0) + line.quantite });
  }
  return [...perProduct.values()].some((line) => line.quantite > lineCap(line.unite));
}

/**
 * Whether an order still waits for the shop's call: held « à confirmer » and neither confirmed (its stock then taken,
 * the flag dropped) nor cancelled. Customers and staff are shown it alike.
 */
export function awaitsCall(order: { statut: string; a_confirmer?: boolean | undefined }): boolean {
  return order.a_confirmer === true && order.statut === 'en_attente';
}
