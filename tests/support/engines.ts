/**
 * Both engines for `describe.each`: each case makes a fresh shop database (a SQLite file in a temporary folder,
 * or a database on the throw-away PostgreSQL) and returns a way to open one more connection to it, as another
 * process would. Every engine opened is closed, and the server stopped, after the file's tests.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Engine, postgresEngine, sqliteEngine } from '../../src/server/db/engine.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { type PostgresServer, startPostgres } from './postgres.ts';

type Open = () => Promise<Engine>;
export type EngineCase = [name: 'SQLite' | 'PostgreSQL', place: (options?: { seed?: boolean }) => Promise<Open>];

/**
 * A throw-away PostgreSQL for the test file (started before its tests, stopped after) and a way to open fresh
 * databases on it; every engine opened is closed after the file's tests.
 */
export function postgresDatabases() {
  let server: PostgresServer | undefined;
  const opened: Engine[] = [];
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    for (const engine of opened) await engine.close();
    server?.stop();
  });
  const createDatabase = (label: string): Promise<string> => {
    if (!server) throw new Error('PostgreSQL did not start');
    return server.createDatabase(label);
  };
  const keep = (engine: Engine): Engine => {
    opened.push(engine);
    return engine;
  };
  /** A fresh database, migrated (and seeded unless `seed: false`), with its address. */
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
        const url = await postgres.createDatabase(label);
        return kept(() => postgresEngine(url, options));
      },
    ],
  ];
}
