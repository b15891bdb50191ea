/**
 * Moves a shop from its SQLite file to an empty PostgreSQL database: every table, row for row, ids kept (links,
 * saved carts and order numbers stay valid), password hashes and token hashes as they are (every customer logs
 * in with the same password), in ONE PostgreSQL transaction: a failure leaves the target empty. The target's
 * schema is the one `postgresEngine` migrates to, the source is migrated to the same version by `openDatabase`.
 */
import type { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { movingMessages } from '../../messages/moving.ts';
import type { Engine } from './engine.ts';
import { RAISE_ORDER_IDS } from './migrations.ts';
import type { Tables } from './tables.ts';

/** Every table but `schema_version`, parents before the rows that reference them. A test keeps it complete. */
export const COPY_ORDER = [
  'categories',
  'marques',
  'produits',
  'users',
  'auth_tokens',
  'reset_tokens',
  'guest_order_claims',
  'login_links',
  'adresses',
  'rate_events',
  'paniers',
  'panier_articles',
  'tournees',
  'commandes',
  'commande_articles',
  'idempotency_keys',
  'avis',
  'notifications',
  'contact_messages',
  'order_counters',
  'order_number_days',
  'outbox',
  'journal',
  'id_sequences',
  'mouvements_stock',
  'push_abonnements',
  'push_envois',
  'livraisons',
  'livraison_vides',
  'caisses',
  'resumes_quotidiens',
] as const satisfies readonly (keyof Tables)[];

/** PostgreSQL takes at most 65 535 parameters per statement: rows go in batches under that. */
const MAX_PARAMETERS = 60_000;

export class CopyRefused extends Error {}

export interface CopyReport {
  tables: { table: (typeof COPY_ORDER)[number]; rows: number }[];
}

/**
 * Copies `source` (an open, migrated SQLite shop) into `target` (PostgreSQL, migrated, empty: opened without
 * the seed). Refuses with a French message, writing nothing, when any table of the target holds a row.
 */
export async function copyToPostgres(source: DatabaseSync, target: Engine): Promise<CopyReport> {
  if (target.kind !== 'postgres') throw new Error('copyToPostgres writes to PostgreSQL only');
  return target.db.transaction().execute(async (trx) => {
    for (const table of COPY_ORDER) {
      const { rows } = await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM ${sql.table(table)}`.execute(trx);
      const count = rows[0]?.n ?? 0;
      if (count > 0) throw new CopyRefused(movingMessages.notEmpty(table, count));
    }
    const report: CopyReport = { tables: [] };
    for (const table of COPY_ORDER) {
      const rows = source.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all() as Record<string, unknown>[];
      const columns = source.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[];
      const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length)));
      for (let start = 0; start < rows.length; start += perBatch) {
        // The rows' shape is the source's, which the migrations make the same as the target's.
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + perBatch) as never)
          .execute();
      }
      // Identity columns count on from the highest id copied, not from 1.
      if (columns.some((column) => column.name === 'id') && rows.length > 0)
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT MAX(id) FROM ${sql.table(table)}))`.execute(trx);
      const { rows: copied } = await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM ${sql.table(table)}`.execute(trx);
      if (copied[0]?.n !== rows.length) throw new Error(`${table}: ${copied[0]?.n} rows copied of ${rows.length}`);
      report.tables.push({ table, rows: rows.length });
    }
    // Orders take their ids from the identity on PostgreSQL: never one the SQLite shop gave, deleted ones included.
    await sql.raw(RAISE_ORDER_IDS).execute(trx);
    return report;
  });
}
