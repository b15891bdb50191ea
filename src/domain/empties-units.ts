/**
 * The empties to take back, per product, in the units they come in: « Primus 72 cl : 2 casiers + 12 bouteilles ».
 * The lines of one product (charged and exchanged alike) are summed in bottles first, then split into whole crates
 * and loose bottles of that product's unit (src/domain/empties.ts), so 12 + 8 loose bottles of a crate of 20 read
 * « 1 casier ». Products with nothing to take back are left out; the order of the lines is kept.
 */
import { roundsMessages } from '../messages/rounds.ts';
import { bottlesPerUnit, cratesAndBottles, type Empties, type EmptiesLine } from './empties.ts';

/** An order line as the empties read it, with the product's name. */
export interface NamedEmptiesLine extends EmptiesLine {
  libelle: string;
}

export interface ProductEmpties {
  libelle: string;
  empties: Empties;
}

/** The bottles a line brings back: one unit per unit exchanged, and the bottles declared on top. */
const lineBottles = (line: EmptiesLine): number =>
  (line.exchange ? line.quantite * bottlesPerUnit(line.unite) : 0) + line.bouteillesEchangees;

/** Each product's empties as crates and loose bottles of its unit, in the order the products first appear. */
export function emptiesByProduct(lines: readonly NamedEmptiesLine[]): ProductEmpties[] {
  const byProduct = new Map<string, { libelle: string; unite: unknown; bottles: number }>();
  for (const line of lines) {
    const id = `${line.libelle}\u0000${String(line.unite)}`;
    const kept = byProduct.get(id) ?? { libelle: line.libelle, unite: line.unite, bottles: 0 };
    byProduct.set(id, { ...kept, bottles: kept.bottles + lineBottles(line) });
  }
  return [...byProduct.values()]
    .filter((p) => p.bottles > 0)
    .map((p) => ({ libelle: p.libelle, empties: cratesAndBottles(p.bottles, p.unite) }));
}

/** « 2 casiers + 12 bouteilles », « 1 casier », « 12 bouteilles ». */
export function emptiesUnitsText(empties: Empties): string {
  return roundsMessages.emptiesUnits(empties.casiers, empties.bouteilles);
}

/** One text per product: « Primus 72 cl : 2 casiers + 12 bouteilles ». */
export function emptiesByProductTexts(lines: readonly NamedEmptiesLine[]): string[] {
  return emptiesByProduct(lines).map((p) => roundsMessages.productEmpties(p.libelle, emptiesUnitsText(p.empties)));
}
