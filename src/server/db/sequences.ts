import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';

/** Tables whose ids leave the shop (links, saved and shared carts, order pages): an id once given is never given again. */
type SequencedTable = 'produits' | 'categories' | 'marques' | 'commandes' | 'panier_articles';

/**
 * The next id of `table`: one more than the highest it ever gave, deleted rows included (SQLite alone would
 * give a deleted highest id again). Kept in `id_sequences`, plain SQL any engine runs; rows written without it
 * (the seed) are counted by MAX(id).
 */
export function nextId(db: DatabaseSync, table: SequencedTable): number {
  const row = sql(
    db,
    `INSERT INTO id_sequences (name, last) VALUES (?, (SELECT COALESCE(MAX(id), 0) FROM ${table}) + 1)
     ON CONFLICT (name) DO UPDATE SET last = MAX(last, (SELECT COALESCE(MAX(id), 0) FROM ${table})) + 1
     RETURNING last`,
  ).get(table) as { last: number };
  return row.last;
}
