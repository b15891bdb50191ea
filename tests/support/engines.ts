/**
 * Both engines for `describe.each`: each case makes a fresh shop database (a SQLite file in a temporary folder,
 * or a database on the run's PostgreSQL, postgres-global.ts) and returns a way to open one more connection to
 * it, as another process would. Every engine opened is closed after the file's tests.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type Engine, postgresEngine, sqliteEngine } from '../../src/server/db/engine.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { createDatabaseAt } from './postgres.ts';
import { freshDatabaseUrl, sharedPostgres } from './test-engine.ts';

type Open = () => Promise<Engine>;
export type EngineCase = [name: 'SQLite' | 'PostgreSQL', place: (options?: { seed?: boolean }) => Promise<Open>];

/**
 * Fresh databases on the run's PostgreSQL: empty ones (`createDatabase`), or migrated by a first engine
 * (`open`); every engine opened or kept is closed after the file's tests.
 */
export function postgresDatabases() {
  const opened: Engine[] = [];
  afterAll(async () => {
    for (const engine of opened) await engine.close();
  });
  /** An empty database (no table at all) with a fresh name, and its address. */
  const createDatabase = async (label: string): Promise<string> => (await createDatabaseAt(sharedPostgres().socketDir, label)).url;
  const keep = (engine: Engine): Engine => {
    opened.push(engine);
    return engine;
  };
  /** A fresh database that this engine migrates from nothing (and seeds unless `seed: false`), with its address. */
  const open = async (label: string, options: { seed?: boolean } = {}) => {
    const url = await createDatabase(label);
    return { engine: keep(await postgresEngine(url, options)), url };
  };
  return { createDatabase, open, keep };
}

export function engineCases(label: string): EngineCase[] {
  const postgres = postgresDatabases();
  const kept =
    (open: Open): Open =>
    async () =>
      postgres.keep(await open());
  return [
    [
      'SQLite',
      async (options = {}) => {
        const file = join(mkdtempSync(join(tmpdir(), 'kin-engine-')), 'shop.sqlite');
        openDatabase(file, options).close();
        return kept(async () => sqliteEngine(openDatabase(file, options)));
      },
    ],
    [
      'PostgreSQL',
      async (options = {}) => {
        // A copy of the run's migrated template: the migrations themselves are tested on empty databases (`open`).
        const url = await freshDatabaseUrl(options, label);
        return kept(() => postgresEngine(url, options));
      },
    ],
  ];
}
