/** How gestion writes a change of stock: « réception +40 (29 → 69) », « commande −2 (31 → 29) ». */
import type { StockMovementType } from '../contract/staff-stock.ts';
import { gestionMessages } from '../messages/gestion.ts';

/** A quantity with its sign: +40, −2 (the minus sign, not a hyphen), ±0 for a count that found the stock as it was. */
export function signedQuantity(n: number): string {
  if (n === 0) return '±0';
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** One movement as a line: its kind, the quantity it added or took, the stock before and after. */
export function movementLine(m: { type: StockMovementType; quantite: number; stock_avant: number; stock_apres: number }): string {
  return gestionMessages.movementLine(gestionMessages.movementTypes[m.type], signedQuantity(m.quantite), m.stock_avant, m.stock_apres);
}
