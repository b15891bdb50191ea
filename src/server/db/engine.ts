import type { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { sqliteForKysely } from './kysely-sqlite.ts';

/** The tables the Kysely queries reach so far (the rest of the data layer still speaks `node:sqlite` directly). */
export interface Tables {
  rate_events: { bucket: string; at: number };
}

/** Which server keeps the shop's data, and Kysely over it: one body of queries, compiled for either. */
export interface Engine {
  kind: 'sqlite' | 'postgres';
  db: Kysely<Tables>;
  close: () => Promise<void>;
}

/** Kysely over the shop's open SQLite file (openDatabase set its PRAGMAs and ran its migrations). */
export function sqliteEngine(database: DatabaseSync): Engine {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqliteForKysely(database) }) });
  return { kind: 'sqlite', db, close: () => db.destroy() };
}

/** PostgreSQL's BIGINT (times in milliseconds, counts) read as numbers, as SQLite gives them: all stay below 2^53. */
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Kysely over the PostgreSQL at `url` (`DATABASE_URL`, `postgres://…`), with the tables it needs: the rate
 * events for now, created when missing; the rest of the schema joins as its modules move to Kysely.
 * The serving process opens it from `DATABASE_URL` once the whole data layer speaks Kysely; the tests use it now.
 * @public
 */
export async function postgresEngine(url: string): Promise<Engine> {
  const pool = new pg.Pool({ connectionString: url, types });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  await sql`CREATE TABLE IF NOT EXISTS rate_events (bucket TEXT NOT NULL, at BIGINT NOT NULL)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS rate_events_bucket ON rate_events (bucket, at)`.execute(db);
  return { kind: 'postgres', db, close: () => db.destroy() };
}
