/**
 * What a delivery's outcome is worth, computed once (by the server, which stores it; every screen shows what it
 * stored): the empties a line was to bring back, those the rider took back, and the deposit for the ones missing.
 * A line without its deposit charged is an exchange: an empty unit is owed for each unit sold, and each bottle
 * missing of those costs its share of the deposit (a crate's deposit for a whole crate; a loose bottle, the crate's
 * deposit divided by its size, rounded up to the hundredth). Empties declared on top of a line whose deposit is
 * charged cost nothing when they do not come (the deposit is paid already, and not refunded). Amounts in hundredths.
 */
import { bottlesPerUnit } from './empties.ts';

/** One line of an order as the rider's outcome reads it. */
export interface OutcomeLine {
  quantite: number;
  unite: unknown;
  /** The deposit of one unit of the product (charged or not). */
  consigneCents: number;
  /** « facturee »: the customer pays the deposit; « echange »: they hand an empty unit back for each; « sans »: no deposit. */
  consigne: 'facturee' | 'echange' | 'sans';
  /** Empties declared on top, in bottles. */
  bouteillesEchangees: number;
}

/** The deposit owed on a line when `returnedBottles` came back: the exchanged bottles missing, at the deposit's share per bottle. */
export function missingDepositCents(line: OutcomeLine, returnedBottles: number): number {
  if (line.consigne !== 'echange') return 0;
  const size = bottlesPerUnit(line.unite);
  // Bottles handed back count for the exchange first: what the customer declared on top is the first to be missing.
  const missing = Math.max(0, line.quantite * size - returnedBottles);
  return Math.ceil((missing * line.consigneCents) / size);
}

export interface OutcomeAmounts {
  /** The deposit added for the empties missing, summed over the lines. */
  depositCents: number;
  /** What the rider collects: the order's total and that deposit. */
  toCollectCents: number;
}

/** The amounts of a delivered order whose lines brought back `returned[i]` bottles each. */
export function outcomeAmounts(orderTotalCents: number, lines: readonly OutcomeLine[], returned: readonly number[]): OutcomeAmounts {
  const depositCents = lines.reduce((sum, line, i) => sum + missingDepositCents(line, returned[i] ?? 0), 0);
  return { depositCents, toCollectCents: orderTotalCents + depositCents };
}
