import { sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Db } from './tables.ts';

/**
 * Called first in a transaction that reads a row's state, then writes from what it read (a cart's lines, an
 * order's status, an account's address book, a product's counted stock): on PostgreSQL, where transactions run side
 * by side, a second one on the same row waits here until the first commits, then reads what it left. On SQLite the
 * transaction already runs alone.
 */
export async function lockRow(
  trx: Db,
  kind: Engine['kind'],
  table: 'paniers' | 'commandes' | 'users' | 'produits',
  id: number,
): Promise<void> {
  if (kind === 'postgres') await sql`SELECT id FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE`.execute(trx);
}
