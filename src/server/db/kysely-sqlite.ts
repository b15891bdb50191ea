import type { DatabaseSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { sql } from './statements.ts';

/**
 * The shop's `node:sqlite` connection as Kysely's SqliteDialect expects it (better-sqlite3's shape): parameters
 * come as one array and are spread, a statement "reads" when it returns columns, and statements stay cached per
 * database as everywhere else; a transaction begins IMMEDIATE. Closing is left to whoever opened the database (openDatabase's caller).
 */
export function sqliteForKysely(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => {},
    prepare(text: string): SqliteStatement {
      // Kysely's `begin`: the write lock is taken at once, so two processes on one file never deadlock
      // upgrading a read lock, and a transaction of this process runs alone as openDatabase's `immediate` does.
      const statement = sql(db, text === 'begin' ? 'BEGIN IMMEDIATE' : text);
      const bind = (parameters: ReadonlyArray<unknown>) => parameters as (string | number | bigint | null | Uint8Array)[];
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)),
      };
    },
  };
}
