/**
 * Fresh shop databases for the API's tests, on the engine the vitest project names (vitest.config.ts): an
 * in-memory SQLite, or a copy of a template database on the run's PostgreSQL (postgres-global.ts), made in a
 * few milliseconds. Every engine handed out is closed, and every PostgreSQL database made dropped, after the
 * test file: the hook is registered when a test file first imports this module (vitest evaluates a file's
 * modules afresh for each file).
 */
import { afterAll, inject } from 'vitest';
import { type Engine, readyPostgresEngine, sqliteEngine } from '../../src/server/db/engine.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { onPostgres, startCreatingDatabase } from './postgres.ts';
import type { SharedPostgres } from './postgres-global.ts';

type Options = { seed?: boolean };

/** Which engine this vitest project runs the API suite on. */
export function testEngineKind(): 'sqlite' | 'postgres' {
  return inject('shopTestEngine') ?? 'sqlite';
}

/** The run's PostgreSQL, started by the global setup of the projects that need it. */
export function sharedPostgres(): SharedPostgres {
  const shared = inject('postgres');
  if (shared === undefined) {
    throw new Error(
      "This test needs the run's PostgreSQL, which tests/support/postgres-global.ts starts only for the vitest projects " +
        'that name it: list the file in NEEDS_POSTGRES_SERVER (or API_SUITE_ON_POSTGRES) in vitest.config.ts.',
    );
  }
  return shared;
}

const engines: Engine[] = [];
const databases: string[] = [];

/** Databases being made (an engine may be handed out before its database exists: freshEngine). */
const creating: Promise<unknown>[] = [];

async function closeAndDrop(): Promise<void> {
  await Promise.all(engines.splice(0).map((engine) => engine.close()));
  await Promise.allSettled(creating.splice(0));
  // Dropped, so the run's server holds only the databases of the files running (each is ≈ 9 MB, in memory).
  const names = databases.splice(0);
  try {
    if (names.length > 0)
      await onPostgres(
        sharedPostgres().socketDir,
        names.map((name) => `DROP DATABASE "${name}"`),
      );
  } catch (error) {
    throw new Error(
      `A fresh database could not be dropped after the file's tests: close every engine or listener the test opened itself. ${(error as Error).message}`,
      { cause: error },
    );
  }
}

// A child process of a test (tests/integration) imports the helpers outside vitest's runner: nothing to close there.
try {
  // Dropping a file's databases takes seconds on a loaded machine (the access matrix makes hundreds): more than the default 10 s.
  afterAll(closeAndDrop, 120_000);
} catch {}

/** Closes once, however many times it is asked (by the test, then after the file). */
function closedAfterFile(engine: Engine, alsoClose: () => void = () => {}): Engine {
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= engine.close().then(alsoClose);
    return closing;
  };
  const kept = { ...engine, close };
  engines.push(kept);
  return kept;
}

/** Starts copying the template (seeded unless `seed: false`) into a fresh database, dropped after the file. */
function startFreshDatabase(options: Options, label: string): { url: string; created: Promise<unknown> } {
  const { socketDir, templates, fileCopy } = sharedPostgres();
  const template = options.seed === false ? templates.unseeded : templates.seeded;
  const { name, url, created } = startCreatingDatabase(socketDir, label, { template, fileCopy });
  databases.push(name);
  creating.push(created);
  return { url, created };
}

/**
 * The address of a fresh database on the run's PostgreSQL, migrated, with the seed catalogue unless
 * `seed: false`: for a test that opens several engines on one database, as several processes would.
 */
export async function freshDatabaseUrl(options: Options = {}, label = 'shop'): Promise<string> {
  const { url, created } = startFreshDatabase(options, label);
  await created;
  return url;
}

/**
 * A fresh shop database on this project's engine, migrated, with the seed catalogue unless `seed: false`, handed
 * out at once (for `makeShop()`): on PostgreSQL the template is copied in the background and the engine's first
 * query waits for the copy.
 */
export function freshEngine(options: Options = {}): Engine {
  if (testEngineKind() === 'postgres') {
    const { url, created } = startFreshDatabase(options, 'shop');
    return closedAfterFile(readyPostgresEngine(url, created));
  }
  const database = openDatabase(':memory:', options);
  return closedAfterFile(sqliteEngine(database), () => database.close());
}
