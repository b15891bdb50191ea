/**
 * vitest `globalSetup` of the projects that need PostgreSQL (vitest.config.ts): ONE throw-away server for the
 * whole run, and two template databases made once, every migration run, one with the seed catalogue and one
 * without. A test's fresh database is a copy of one of them (`CREATE DATABASE … TEMPLATE`, test-engine.ts):
 * no migration runs again. Several projects name this file; the first to start starts the server, the last
 * to finish stops it and removes its folder. Projects that need no PostgreSQL never load it.
 */
import { existsSync, statfsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { postgresEngine } from '../../src/server/db/engine.ts';
import { onPostgres, type PostgresServer, startPostgres } from './postgres.ts';

/** Where the run's PostgreSQL is, for the test files (`inject('postgres')`). */
export interface SharedPostgres {
  socketDir: string;
  /** Template databases, migrated, with the seed catalogue and without. */
  templates: { seeded: string; unseeded: string };
  /** The server copies a database's files whole (PostgreSQL 15 and later: `STRATEGY FILE_COPY`). */
  fileCopy: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The engine this project runs the API suite on (vitest.config.ts). */
    shopTestEngine: 'sqlite' | 'postgres';
    /** The run's PostgreSQL: provided only to the projects that name this setup. */
    postgres: SharedPostgres;
  }
}

/** Test files run in parallel workers, each holding a pool per open engine until the file ends. */
const MAX_CONNECTIONS = 400;
const TEMPLATES: SharedPostgres['templates'] = { seeded: 'shop_template_seeded', unseeded: 'shop_template_unseeded' };

/**
 * The server's files in memory when the machine has room there: copying the shop's 9 MB database takes
 * ≈ 11 ms on /dev/shm and 60 to 300 ms on this machine's disk. Containers often give /dev/shm only 64 MB.
 */
const MEMORY = '/dev/shm';
const ROOM_NEEDED = 2 * 1024 ** 3;
function serverParentDir(): string {
  if (!existsSync(MEMORY)) return '/tmp';
  const { bavail, bsize } = statfsSync(MEMORY);
  return bavail * bsize >= ROOM_NEEDED ? MEMORY : '/tmp';
}

/** The projects share one server through the process (each project loads its own copy of this module). */
interface Shared {
  server: Promise<{ server: PostgresServer; provided: SharedPostgres }>;
  users: number;
}
const SHARED = Symbol.for('kin-boissons.tests.postgres');
const holder = globalThis as typeof globalThis & { [SHARED]?: Shared };

async function makeTemplate(server: PostgresServer, name: string, seed: boolean): Promise<void> {
  await onPostgres(server.socketDir, [`CREATE DATABASE ${name}`]);
  const engine = await postgresEngine(server.url(name), { seed });
  await engine.close();
  // A template nobody connects to can be copied by many workers at once.
  await onPostgres(server.socketDir, [`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`]);
}

async function start(): Promise<{ server: PostgresServer; provided: SharedPostgres }> {
  const server = await startPostgres({ maxConnections: MAX_CONNECTIONS, parentDir: serverParentDir() });
  // Stopped even when vitest is interrupted before its teardown (stop() is synchronous and runs once).
  process.once('exit', server.stop);
  try {
    await Promise.all([makeTemplate(server, TEMPLATES.seeded, true), makeTemplate(server, TEMPLATES.unseeded, false)]);
    const [version] = await onPostgres(server.socketDir, ["SELECT current_setting('server_version_num')::int AS n"]);
    return { server, provided: { socketDir: server.socketDir, templates: TEMPLATES, fileCopy: Number(version?.['n']) >= 150_000 } };
  } catch (error) {
    server.stop();
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  holder[SHARED] ??= { server: start(), users: 0 };
  const shared = holder[SHARED];
  shared.users += 1;
  let started: Awaited<Shared['server']>;
  try {
    started = await shared.server;
  } catch (error) {
    throw new Error(`The tests of the project "${project.name}" need PostgreSQL, which could not start: ${(error as Error).message}`, {
      cause: error,
    });
  }
  project.provide('postgres', started.provided);
  return () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    started.server.stop();
    delete holder[SHARED];
  };
}
