import type { DatabaseSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { sql } from './statements.ts';

/**
 * The shop's `node:sqlite` connection as Kysely's SqliteDialect expects it (better-sqlite3's shape): parameters
 * come as one array and are spread, a statement "reads" when it returns columns, and statements stay cached per
 * database as everywhere else. Transactions are not Kysely's: `transaction.ts` begins them IMMEDIATE itself. Closing is
 * left to whoever opened the database (openDatabase's caller).
 */
export function sqliteForKysely(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => {},
    prepare(text: string): SqliteStatement {
      const statement = sql(db, text);
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
