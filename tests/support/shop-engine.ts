/**
 * The engine a test shop runs on: a seeded SQLite database in memory.
 */
import { type SqliteEngine, sqliteEngine } from '../../src/server/db/engine.ts';
import { openDatabase } from '../../src/server/db/open.ts';

/** A fresh seeded shop database (unseeded with `seed: false`), opened at once. */
export function shopEngine(options: { seed?: boolean } = {}): SqliteEngine {
  const database = openDatabase(':memory:', options);
  const engine = sqliteEngine(database);
  return {
    ...engine,
    close: async () => {
      await engine.close();
      database.close();
    },
  };
}
