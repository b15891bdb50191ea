import type { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { configMessages } from '../../messages/config.ts';
import { sqliteForKysely } from './kysely-sqlite.ts';
import { migrationSql, pendingMigrations } from './migrations.ts';
import { prepareStatements } from './prepared.ts';
import { seedRows } from './seed.ts';
import { keepHighestIdsOf } from './sequences.ts';
import type { Tables } from './tables.ts';

/** Which server keeps the shop's data, and Kysely over it: one body of queries, compiled for either. */
export type Engine =
  | {
      kind: 'sqlite';
      db: Kysely<Tables>;
      close: () => Promise<void> /** The file's own connection (openDatabase's). */;
      database: DatabaseSync;
    }
  | {
      kind: 'postgres';
      db: Kysely<Tables>;
      close: () => Promise<void> /** Where it is, for a connection of its own (LISTEN). */;
      url: string;
    };

/** What must end before an engine's connections close (a LISTEN client of the catalogue cache), by engine. */
const closers = new WeakMap<Kysely<Tables>, (() => Promise<void>)[]>();

/** Runs `close` when `engine` closes, before its connections do. */
export function closeWithEngine(engine: Engine, close: () => Promise<void>): void {
  closers.set(engine.db, [...(closers.get(engine.db) ?? []), close]);
}

/** Closes what was registered with `closeWithEngine`, then Kysely. */
async function closeAll(db: Kysely<Tables>): Promise<void> {
  for (const close of closers.get(db) ?? []) await close();
  closers.delete(db);
  await db.destroy();
}

/** The engine over a SQLite file. */
export type SqliteEngine = Extract<Engine, { kind: 'sqlite' }>;

/** Kysely over the shop's open SQLite file (openDatabase set its PRAGMAs and ran its migrations). */
export function sqliteEngine(database: DatabaseSync): SqliteEngine {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqliteForKysely(database) }) });
  return { kind: 'sqlite', db, database, close: () => closeAll(db) };
}

/** Whether the database answers (/_ops/health): false once it is closed or cannot be reached. */
export async function isReachable(engine: Engine): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(engine.db);
    return true;
  } catch {
    return false;
  }
}

/** PostgreSQL's BIGINT (times in milliseconds, ids, counts) read as numbers, as SQLite gives them: all stay below 2^53. */
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A pool of connections to `url`. A connection lost while it waits in the pool (PostgreSQL restarted, the network
 * cut, an administrator's `pg_terminate_backend`) leaves the pool and is said on stderr; the next query opens another.
 * Without this listener, pg's `error` event would end the whole process. Each connection prepares the statements it
 * sends (prepared.ts), and is pipelined: it sends a query without waiting for the answers to those before it (each
 * still runs on its own, in order), so the statements of a transaction that need no answer in between share a round
 * trip (transaction.ts, unqueued.ts). Queries sent one after the other, as Kysely's own instances do, are unchanged.
 */
function poolOf(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, types, pipeline: true });
  pool.on('error', (error) => console.error(configMessages.database.idleConnectionLost(error.message)));
  pool.on('connect', prepareStatements);
  return pool;
}

/**
 * Kysely over a PostgreSQL database whose schema is already current (a copy of a migrated database), usable at
 * once: its first query waits for `ready` (the copy being made). No migration runs.
 * @public (the tests' fresh databases, tests/support/test-engine.ts)
 */
export function readyPostgresEngine(url: string, ready: Promise<unknown>): Engine {
  const pool = async () => {
    await ready;
    return poolOf(url);
  };
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { kind: 'postgres', db, url, close: () => closeAll(db) };
}

/** Every process that opens the database runs the pending migrations under this lock, one after the other. */
const MIGRATION_LOCK = 8_019_018;

/**
 * Kysely over the PostgreSQL at `url` (`DATABASE_URL`, `postgres://…`): the pending migrations run first, all
 * in one transaction (PostgreSQL's DDL is transactional: a failing one leaves the database as it was), then the
 * seed catalogue when `seed` and the catalogue is empty.
 */
export async function postgresEngine(url: string, options: { seed?: boolean } = {}): Promise<Engine> {
  const pool = poolOf(url);
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      await sql`CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)`.execute(trx);
      const row = await trx
        .selectFrom('schema_version')
        .select((eb) => eb.fn.max('version').as('v'))
        .executeTakeFirst();
      const current = Number(row?.v ?? 0);
      for (const [offset, migration] of pendingMigrations(current).entries()) {
        await sql.raw(migrationSql(migration, 'postgres')).execute(trx);
        await trx
          .insertInto('schema_version')
          .values({ version: current + offset + 1 })
          .execute();
      }
      if (options.seed === false) return;
      const products = await trx
        .selectFrom('produits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(products.n) === 0) {
        const rows = seedRows();
        await trx.insertInto('categories').values(rows.categories).execute();
        await trx.insertInto('marques').values(rows.marques).execute();
        await trx.insertInto('produits').values(rows.produits).execute();
      }
      await keepHighestIdsOf(trx);
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { kind: 'postgres', db, url, close: () => closeAll(db) };
}
