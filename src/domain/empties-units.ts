/**
 * Empties per product, in the units they come in: a rider carries crates of Primus and crates of Coca back apart,
 * so a list of empties names each product with its whole crates and loose bottles (« Primus 72 cl : 2 casiers +
 * 12 bouteilles »), never one sum of crates of different products. Lines of the same product add up in bottles
 * first, then split into crates of that product's size.
 */
import { emptiesMessages } from '../messages/empties.ts';
import { cratesAndBottles, type Empties, type EmptiesLine, inBottles, lineEmpties } from './empties.ts';

/** One order line's empties, with the product it is of. */
export interface ProductEmptiesLine extends EmptiesLine {
  /** What makes two lines the same product (its id, or its name when the product is gone). */
  key: string;
  nom: string;
}

/** The empties of one product. */
export interface ProductEmpties extends Empties {
  nom: string;
}

/** Each product's empties, in the order its first line comes; products with none left out. */
export function emptiesByProduct(lines: readonly ProductEmptiesLine[]): ProductEmpties[] {
  const bottles = new Map<string, { nom: string; unite: unknown; bottles: number }>();
  for (const line of lines) {
    const count = inBottles(lineEmpties(line), line.unite);
    const seen = bottles.get(line.key);
    if (seen) seen.bottles += count;
    else bottles.set(line.key, { nom: line.nom, unite: line.unite, bottles: count });
  }
  return [...bottles.values()].filter((p) => p.bottles > 0).map((p) => ({ nom: p.nom, ...cratesAndBottles(p.bottles, p.unite) }));
}

/** An order's line as the staff's order JSON gives it (the slip's order, the rider's stop). */
export interface OrderEmptiesLine {
  produit: number | null;
  libelle: string;
  quantite: number;
  unite: unknown;
  consigne: string;
  bouteilles_echangees: number;
}

/** An order's empties to take back, per product (a product gone from the catalogue is told by its name). */
export function orderEmpties(articles: readonly OrderEmptiesLine[]): ProductEmpties[] {
  return emptiesByProduct(
    articles.map((a) => ({
      key: a.produit === null ? `nom:${a.libelle}` : `id:${a.produit}`,
      nom: a.libelle,
      quantite: a.quantite,
      unite: a.unite,
      exchange: a.consigne === 'echange',
      bouteillesEchangees: a.bouteilles_echangees,
    })),
  );
}

/** « Primus 72 cl : 2 casiers + 12 bouteilles ». */
export function productEmptiesText(p: ProductEmpties): string {
  return emptiesMessages.ofProduct(p.nom, emptiesMessages.count(p.casiers, p.bouteilles));
}
