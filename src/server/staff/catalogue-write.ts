import { type CatalogueChange, STRUCTURAL } from '../../domain/catalogue-change.ts';
import { toCents } from '../../domain/money.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { serverMessages } from '../../messages/server.ts';
import { getBrand, getCategory } from '../db/catalogue.ts';
import { isConstraint } from '../db/constraint.ts';
import type { Actor } from '../db/journal.ts';
import { getProduct, type ProductWrite, setArchived } from '../db/products.ts';
import { setStock } from '../db/stock-movements.ts';
import type { Db } from '../db/tables.ts';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../http/env.ts';
import { fieldError, HttpProblem } from '../http/problem.ts';

/**
 * Runs a staff write of the catalogue in one transaction (with its journal line); maps SQLite constraint
 * failures to DRF errors; announces what changed (`changes` of the work's result, structural unless told), so the
 * serving process publishes it; a write that changed nothing announces nothing.
 */
export async function catalogueWrite<T>(
  deps: Pick<Deps, 'engine' | 'onCatalogueChange'>,
  work: (db: Db) => Promise<T>,
  changes: (result: T) => readonly CatalogueChange[] = () => [STRUCTURAL],
): Promise<T> {
  try {
    const result = await transaction(deps.engine, work);
    const changed = changes(result);
    if (changed.length > 0) deps.onCatalogueChange(changed);
    return result;
  } catch (error) {
    if (isConstraint(error, 'UNIQUE')) throw fieldError('nom', serverMessages.nameTaken);
    if (isConstraint(error, 'FOREIGN KEY')) throw new HttpProblem(400, { detail: serverMessages.inUse });
    throw error;
  }
}

/** A price the contract already checked (non-negative decimal) in hundredths; 400 on the field when too large to count. */
export function centsOf(field: string, value: string | number): number {
  const cents = toCents(value);
  if (cents === null) throw fieldError(field, gestionMessages.priceTooLarge);
  return cents;
}

export async function refsExist(db: Db, p: { marque_id: number | null; categorie_id: number | null }): Promise<void> {
  if (p.marque_id !== null && !(await getBrand(db, p.marque_id))) throw fieldError('marque', serverMessages.unknownBrand(p.marque_id));
  if (p.categorie_id !== null && !(await getCategory(db, p.categorie_id)))
    throw fieldError('categorie', serverMessages.unknownCategory(p.categorie_id));
}

/** The fields a staff write changed, `{field: [before, after]}`, for the journal. */
export function changedFields(before: ProductWrite, after: ProductWrite): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after) as (keyof ProductWrite)[]) {
    if (before[key] !== after[key]) changes[key] = [before[key], after[key]];
  }
  return changes;
}

/** Takes a product off sale for good (some order has it): its stock leaves with it, as a movement « archivage ». */
export async function archiveProduct(deps: Deps, db: Db, id: number, actor: Actor, date: string): Promise<void> {
  await setArchived(db, id, true);
  if (((await getProduct(db, id))?.stock ?? 0) > 0) await setStock(db, deps.engine.kind, id, 0, { type: 'archive', date, actor });
}
