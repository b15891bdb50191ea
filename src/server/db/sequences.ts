import type { DatabaseSync } from 'node:sqlite';
import type { Kysely } from 'kysely';
import { sql as kyselySql } from 'kysely';
import { sql } from './statements.ts';
import type { Tables } from './tables.ts';

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

/** The tables above, for opening: each gets its sequence row. */
const SEQUENCED: SequencedTable[] = ['produits', 'categories', 'marques', 'commandes', 'panier_articles'];

/**
 * Brings each sequence up to its table's highest id, so rows written without `nextId` (the seed, a shop
 * created before the sequences existed) count as given: deleting the newest of them must not free its id.
 */
const KEEP_HIGHEST = (table: SequencedTable) =>
  `INSERT INTO id_sequences (name, last) SELECT ?, COALESCE(MAX(id), 0) FROM ${table} WHERE true
   ON CONFLICT (name) DO UPDATE SET last = CASE WHEN id_sequences.last > excluded.last THEN id_sequences.last ELSE excluded.last END`;

/** Every sequence of the SQLite file at least at its table's highest id (run when the file opens). */
export function keepHighestIds(db: DatabaseSync): void {
  for (const table of SEQUENCED) sql(db, KEEP_HIGHEST(table)).run(table);
}

/** The same through Kysely, on either engine (PostgreSQL runs it after its seed). */
export async function keepHighestIdsOf(db: Kysely<Tables>): Promise<void> {
  for (const table of SEQUENCED) await withTable(KEEP_HIGHEST(table), table).execute(db);
}

/** `text` with its one `?` bound to `table`, for Kysely. */
function withTable<Row>(text: string, table: SequencedTable) {
  const [before, ...after] = text.split('?');
  return kyselySql<Row>`${kyselySql.raw(before ?? '')}${table}${kyselySql.raw(after.join('?'))}`;
}

/** The next id of `table` (inside the caller's transaction when `db` is one). */
export async function nextId(db: Kysely<Tables>, table: SequencedTable): Promise<number> {
  const { rows } = await withTable<{ last: number }>(NEXT_ID(table), table).execute(db);
  const row = rows[0];
  if (!row) throw new Error(`no id given for ${table}`);
  return row.last;
}
