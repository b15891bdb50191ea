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

export function engineCases(label: string): EngineCase[] {
  let server: PostgresServer | undefined;
  const opened: Engine[] = [];
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    for (const engine of opened) await engine.close();
    server?.stop();
  });
  const kept =
    (open: Open): Open =>
    async () => {
      const engine = await open();
      opened.push(engine);
      return engine;
    };
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
        if (!server) throw new Error('PostgreSQL did not start');
        const url = await server.createDatabase(label);
        return kept(() => postgresEngine(url, options));
      },
    ],
  ];
}
