/**
 * Every change of a product's stock, and its line in `mouvements_stock` written by the same statement's caller in
 * the same transaction: an order takes, a cancellation gives back, a delivery adds, a count sets. Additions and
 * withdrawals are one `UPDATE … SET stock = stock ± n … RETURNING stock`, never a read then a write: two staff
 * members receiving at once both count (on PostgreSQL the second waits for the first's row and adds to what it
 * left), and the movement's before and after are exactly what that statement did.
 */
import type { StockMovementType } from '../../contract/staff-stock.ts';
import type { Engine } from './engine.ts';
import type { Actor } from './journal.ts';
import { lockRow } from './row-lock.ts';
import type { Db } from './tables.ts';

/** Why and by whom a stock changes. */
export interface MovementCause {
  type: StockMovementType;
  /** ISO date of the change. */
  date: string;
  /** The staff member (or the operator's command line); null: the customer of `commandeId`, named by the order. */
  actor: Actor | null;
  /** The customer's account for an order placed by a customer; else the actor's. */
  userId?: number | null;
  commandeId?: number | null;
  motif?: string;
}

async function record(db: Db, produitId: number, delta: number, after: number, cause: MovementCause): Promise<number> {
  const { id } = await db
    .insertInto('mouvements_stock')
    .values({
      produit_id: produitId,
      date: cause.date,
      type: cause.type,
      quantite: delta,
      stock_avant: after - delta,
      stock_apres: after,
      user_id: cause.actor?.id ?? cause.userId ?? null,
      auteur: cause.actor?.email ?? '',
      commande_id: cause.commandeId ?? null,
      motif: cause.motif ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Adds `quantity` units (a delivery received, a cancelled order's stock back) when the stock stays at most `max`;
 * the movement's id, or null when the product does not exist or would pass `max` (nothing changed).
 */
export async function addStock(db: Db, id: number, quantity: number, cause: MovementCause, max = Number.MAX_SAFE_INTEGER) {
  const row = await db
    .updateTable('produits')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', id)
    .where('stock', '<=', max - quantity)
    .returning('stock')
    .executeTakeFirst();
  return row === undefined ? null : record(db, id, quantity, row.stock, cause);
}

/**
 * Takes `quantity` units if that many are left; false (nothing changed) otherwise. One conditional UPDATE: on
 * PostgreSQL a concurrent one waits for the row and checks the condition again on what the first left.
 */
export async function takeStock(db: Db, id: number, quantity: number, cause: MovementCause): Promise<boolean> {
  const row = await db
    .updateTable('produits')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', id)
    .where('stock', '>=', quantity)
    .returning('stock')
    .executeTakeFirst();
  if (row === undefined) return false;
  await record(db, id, -quantity, row.stock, cause);
  return true;
}

/**
 * Sets the stock to `stock` (a count, an archive): the row is locked first, so what it replaces is what the count
 * corrects. The movement's id (a count that finds the stock as it was is a movement too: the count was made), or
 * null for an unknown product.
 */
export async function setStock(db: Db, kind: Engine['kind'], id: number, stock: number, cause: MovementCause): Promise<number | null> {
  await lockRow(db, kind, 'produits', id);
  const before = await db.selectFrom('produits').select('stock').where('id', '=', id).executeTakeFirst();
  if (before === undefined) return null;
  await db.updateTable('produits').set({ stock }).where('id', '=', id).execute();
  return record(db, id, stock - before.stock, stock, cause);
}

export interface MovementRow {
  id: number;
  produit_id: number;
  produit_nom: string;
  date: string;
  type: string;
  quantite: number;
  stock_avant: number;
  stock_apres: number;
  /** '' when the order's customer made it (then `nom_client` names them). */
  auteur: string;
  commande_id: number | null;
  numero_commande: string | null;
  nom_client: string | null;
  motif: string;
}

const selectMovements = (db: Db) =>
  db
    .selectFrom('mouvements_stock as m')
    .innerJoin('produits as p', 'p.id', 'm.produit_id')
    .leftJoin('commandes as c', 'c.id', 'm.commande_id')
    .select([
      'm.id',
      'm.produit_id',
      'p.nom as produit_nom',
      'm.date',
      'm.type',
      'm.quantite',
      'm.stock_avant',
      'm.stock_apres',
      'm.auteur',
      'm.commande_id',
      'c.numero_commande',
      'c.nom_client',
      'm.motif',
    ]);

/** One page of a product's movements, newest first, and how many it has. */
export async function productMovements(db: Db, produitId: number, offset: number, size: number) {
  const { n } = await db
    .selectFrom('mouvements_stock')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('produit_id', '=', produitId)
    .executeTakeFirstOrThrow();
  const rows: MovementRow[] = await selectMovements(db)
    .where('m.produit_id', '=', produitId)
    .orderBy('m.id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  return { count: Number(n), rows };
}

/** The movements of these ids, in the order of `ids`. */
export async function movementsByIds(db: Db, ids: readonly number[]): Promise<MovementRow[]> {
  if (ids.length === 0) return [];
  const rows = new Map((await selectMovements(db).where('m.id', 'in', ids).execute()).map((row) => [row.id, row]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}
