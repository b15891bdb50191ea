/**
 * Every change of a product's stock, and its line in `mouvements_stock` written by the same statement's caller in
 * the same transaction (an order's on PostgreSQL by the statement itself, `takeStocks`): an order takes, a
 * cancellation gives back, a delivery adds, a count sets. Additions and withdrawals are one
 * `UPDATE … SET stock = stock ± n … RETURNING stock`, never a read then a write: two staff members receiving at once
 * both count (on PostgreSQL the second waits for the first's row and adds to what it left), and the movement's
 * before and after are exactly what that statement did.
 */
import { sql } from 'kysely';
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

/** Who a movement names, from its cause: the staff member, else the order's customer (`auteur` empty). */
const authorOf = (cause: MovementCause) => ({ user_id: cause.actor?.id ?? cause.userId ?? null, auteur: cause.actor?.email ?? '' });

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
      ...authorOf(cause),
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

const wantedRows = (wanted: readonly (readonly [number, number])[]) =>
  sql.join(wanted.map(([id, quantity]) => sql`(CAST(${id} AS BIGINT), CAST(${quantity} AS BIGINT))`));

/** The SQLSTATE of `takeStocksStatement(…, { whole: true })` when a product lacked: it divides by zero, so nothing is taken. */
export const STOCK_LACKING = '22012';

/**
 * PostgreSQL's statement of `takeStocks`: the rows it took, with the stock each left. `whole`: it fails instead
 * (`STOCK_LACKING`) when one product lacked, so that a COMMIT sent with it, unseen, rolls back (transaction.ts,
 * `withCommit`); its one row more, whose id is null, is the check that fails.
 */
export function takeStocksStatement(wanted: readonly (readonly [number, number])[], cause: MovementCause, { whole = false } = {}) {
  const { user_id, auteur } = authorOf(cause);
  const [commandeId, motif] = [cause.commandeId ?? null, cause.motif ?? ''];
  // A subquery, so PostgreSQL cannot fold the division before the rows are taken; a row of its own, so it is computed
  // even when no product was taken.
  const result = whole
    ? sql`id, stock FROM taken UNION ALL
        SELECT NULL, 1 / CAST((SELECT COUNT(*) FROM taken) = CAST(${wanted.length} AS BIGINT) AS INT)`
    : sql`id, stock FROM taken`;
  return sql<{ id: number | null; stock: number }>`WITH wanted (id, quantite) AS (VALUES ${wantedRows(wanted)}),
      held AS (SELECT id FROM produits WHERE id IN (SELECT id FROM wanted) ORDER BY id FOR NO KEY UPDATE),
      taken AS (
        UPDATE produits SET stock = stock - wanted.quantite FROM wanted
        WHERE produits.id = wanted.id AND produits.stock >= wanted.quantite AND (SELECT COUNT(*) FROM held) > 0
        RETURNING produits.id, produits.stock, wanted.quantite),
      moved AS (
        INSERT INTO mouvements_stock
          (produit_id, date, type, quantite, stock_avant, stock_apres, user_id, auteur, commande_id, motif)
        SELECT id, ${cause.date}, ${cause.type}, -quantite, stock + quantite, stock, CAST(${user_id} AS BIGINT), ${auteur},
          CAST(${commandeId} AS BIGINT), ${motif}
        FROM taken ORDER BY id)
    SELECT ${result}`;
}

/** What the rows of `takeStocksStatement` say: each product taken and the stock it left. */
export const stocksLeft = (rows: readonly { id: number | null; stock: number }[]): Map<number, number> =>
  new Map(rows.flatMap((row) => (row.id === null ? [] : [[Number(row.id), Number(row.stock)] as const])));

/**
 * Takes each quantity (`wanted`: product id and quantity) where that much is left, one movement each, and gives the
 * products it took, each with the stock it left: all of them, or the caller rolls back. On PostgreSQL one statement whatever the number of products:
 * its first step (`held`, run once before any row is updated) locks the rows in id order, so two orders of the same
 * products never wait on each other; a row another order changed meanwhile is checked again on what that order left;
 * the movements are written by the same statement from what it did. The rows stay locked until the commit, so the
 * caller runs this last: one round trip and the COMMIT. On SQLite (one writer) the update, then the movements.
 */
export async function takeStocks(
  db: Db,
  kind: Engine['kind'],
  wanted: readonly (readonly [number, number])[],
  cause: MovementCause,
): Promise<Map<number, number>> {
  if (wanted.length === 0) return new Map();
  const rows = wantedRows(wanted);
  const { user_id, auteur } = authorOf(cause);
  const [commandeId, motif] = [cause.commandeId ?? null, cause.motif ?? ''];
  if (kind === 'postgres') {
    return stocksLeft((await takeStocksStatement(wanted, cause).execute(db)).rows);
  }
  const taken = await sql<{ id: number; stock: number }>`WITH wanted (id, quantite) AS (VALUES ${rows})
      UPDATE produits SET stock = stock - wanted.quantite FROM wanted
      WHERE produits.id = wanted.id AND produits.stock >= wanted.quantite
      RETURNING produits.id, produits.stock`.execute(db);
  const quantityOf = new Map(wanted);
  const moved = taken.rows
    .map((row) => ({ id: Number(row.id), after: Number(row.stock) }))
    .sort((a, b) => a.id - b.id)
    .map(({ id, after }) => {
      const quantity = quantityOf.get(id) ?? 0;
      return {
        produit_id: id,
        date: cause.date,
        type: cause.type,
        quantite: -quantity,
        stock_avant: after + quantity,
        stock_apres: after,
        user_id,
        auteur,
        commande_id: commandeId,
        motif,
      };
    });
  if (moved.length > 0) await db.insertInto('mouvements_stock').values(moved).execute();
  return new Map(moved.map((m) => [m.produit_id, m.stock_apres]));
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
