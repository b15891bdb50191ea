/**
 * Empties (« vides ») of the products sold with a deposit, counted in bottles: a crate's empties are whole crates
 * and loose bottles (« Casier de 20 bouteilles »: 20 bottles a crate), a bottle's are bottles. An order line records
 * the empties the customer hands back (`bouteilles_echangees`, in bottles); on a line whose deposit is not charged
 * (an exchange) the courier also collects one empty unit per unit sold. Crates of different sizes are never merged:
 * a total adds crates to crates and loose bottles to loose bottles, line by line.
 */
import { depositUnit } from './deposit-unit.ts';

/** Empties as the depot counts them: whole crates, and loose bottles. */
export interface Empties {
  casiers: number;
  bouteilles: number;
}

export const NO_EMPTIES: Empties = { casiers: 0, bouteilles: 0 };

/** Bottles a crate holds, from its unit's first number (« Casier de 24 bouteilles » → 24); null for any other unit, or a crate of unknown size. */
export function crateSize(unite: unknown): number | null {
  if (typeof unite !== 'string' || depositUnit(unite) !== 'casier') return null;
  const size = Number(/\d+/.exec(unite)?.[0] ?? '');
  return Number.isSafeInteger(size) && size > 1 ? size : null;
}

/** Bottles in one unit of sale: a crate's size, else 1 (a bottle, a 19 L bonbonne, a crate whose size is not written). */
export function bottlesPerUnit(unite: unknown): number {
  return crateSize(unite) ?? 1;
}

/** The most empties a line may hand back: as many bottles as it sells. */
export function maxEmptiesBack(quantite: number, unite: unknown): number {
  return quantite * bottlesPerUnit(unite);
}

/** `bottles` of a product of this unit as whole crates and loose bottles (whole crates first); a crate of unknown size counts crates. */
export function cratesAndBottles(bottles: number, unite: unknown): Empties {
  const size = crateSize(unite);
  if (size !== null) return { casiers: Math.floor(bottles / size), bouteilles: bottles % size };
  return depositUnit(unite) === 'casier' ? { casiers: bottles, bouteilles: 0 } : { casiers: 0, bouteilles: bottles };
}

/** Crates and loose bottles of a product of this unit back to bottles (what an order line records). */
export function inBottles(empties: Empties, unite: unknown): number {
  return empties.casiers * bottlesPerUnit(unite) + empties.bouteilles;
}

/** What the courier collects on one line, in bottles. */
export interface EmptiesLine {
  quantite: number;
  unite: unknown;
  /** The product is sold with a deposit, and the line does not pay it: the customer exchanges one empty unit per unit. */
  exchange: boolean;
  /** Empties handed back on top, in bottles (`bouteilles_echangees`). */
  bouteillesEchangees: number;
}

export function lineEmpties(line: EmptiesLine): Empties {
  const exchanged = line.exchange ? line.quantite * bottlesPerUnit(line.unite) : 0;
  return cratesAndBottles(exchanged + line.bouteillesEchangees, line.unite);
}

export function addEmpties(a: Empties, b: Empties): Empties {
  return { casiers: a.casiers + b.casiers, bouteilles: a.bouteilles + b.bouteilles };
}

/** The empties of several lines: each line's crates and loose bottles, summed. */
export function emptiesOf(lines: readonly EmptiesLine[]): Empties {
  return lines.map(lineEmpties).reduce(addEmpties, NO_EMPTIES);
}
