import { join } from 'node:path';
import { type Engine, postgresEngine, type SqliteEngine, sqliteEngine } from './engine.ts';
import { openDatabase } from './open.ts';
import { fillOrderCommunes } from './order-communes.ts';

/** Where the reference API keeps its data, as src/config/ read it. */
export interface DataPlace {
  dataDir: string;
  /** `DATABASE_URL`; undefined: SQLite. */
  databaseUrl: string | undefined;
}

/**
 * Opens the shop's data once per process: the PostgreSQL of `DATABASE_URL` when set, else the SQLite file
 * `DATA_DIR/shop.sqlite`, exactly as before PostgreSQL existed. Either way the pending migrations have run,
 * with `seed` an empty catalogue holds the seed's, and every order has its delivery commune read (order-communes.ts).
 * `close()` closes everything it opened.
 */
export async function openEngine(place: DataPlace, options: { seed?: boolean } = {}): Promise<Engine> {
  const engine =
    place.databaseUrl !== undefined
      ? await postgresEngine(place.databaseUrl, options)
      : openSqliteEngine(join(place.dataDir, 'shop.sqlite'), options);
  try {
    await fillOrderCommunes(engine);
  } catch (error) {
    await engine.close();
    throw error;
  }
  return engine;
}

/** The SQLite file `file` opened (openDatabase) with Kysely over it; `close()` closes both. */
export function openSqliteEngine(file: string, options: { seed?: boolean } = {}): SqliteEngine {
  const database = openDatabase(file, options);
  const engine = sqliteEngine(database);
  return {
    ...engine,
    close: async () => {
      await engine.close();
      database.close();
    },
  };
}
