import type { DatabaseSync } from 'node:sqlite';
import { sql as kyselySql } from 'kysely';
import type { Engine } from './engine.ts';
import { sql } from './statements.ts';

/** Tables whose ids leave the shop (links, saved and shared carts, order pages): an id once given is never given again. */
type SequencedTable = 'produits' | 'categories' | 'marques' | 'commandes' | 'panier_articles';

/**
 * One more than the highest id `table` ever gave, deleted rows included (SQLite alone would give a deleted
 * highest id again; an identity column of PostgreSQL would not see the ids written without it, like the seed's).
 * Kept in `id_sequences` by one upsert both engines run: two writers never get the same id (on PostgreSQL the
 * second waits on the first's row lock of its sequence).
 */
const NEXT_ID = (table: SequencedTable) =>
  `INSERT INTO id_sequences (name, last) VALUES (?, (SELECT COALESCE(MAX(id), 0) FROM ${table}) + 1)
   ON CONFLICT (name) DO UPDATE SET last = (SELECT CASE WHEN id_sequences.last > m THEN id_sequences.last ELSE m END
     FROM (SELECT COALESCE(MAX(id), 0) AS m FROM ${table}) AS highest) + 1
   RETURNING last`;

/** The next id of `table` in the SQLite file. */
export function nextId(db: DatabaseSync, table: SequencedTable): number {
  return (sql(db, NEXT_ID(table)).get(table) as { last: number }).last;
}

/**
 * The same through Kysely, on either engine (inside the caller's transaction when `db` is one).
 * @public
 */
export async function nextIdOf(db: Engine['db'], table: SequencedTable): Promise<number> {
  const [text, ...rest] = NEXT_ID(table).split('?');
  const { rows } = await kyselySql<{ last: number }>`${kyselySql.raw(text ?? '')}${table}${kyselySql.raw(rest.join('?'))}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`no id given for ${table}`);
  return row.last;
}
