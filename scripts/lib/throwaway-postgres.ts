/**
 * A throw-away PostgreSQL server for the tests and the benchmarks: its data and its Unix socket live in a
 * temporary folder (no TCP port is opened, so none has to be picked), it trusts local connections, and `stop()`
 * shuts it down and removes the folder. Run as root, `initdb` refuses to start, so the server runs as the
 * `postgres` user. The programs come from Debian's `postgresql` package (`ensure-postgres.ts` installs it).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBinDir } from './postgres-bin.ts';

export interface PostgresServer {
  /** The folder holding the server's socket: `host` of a connection. */
  socketDir: string;
  /** A connection address for `database` on this server, as `DATABASE_URL` would give it. */
  url: (database: string) => string;
  /** Creates an empty database with a fresh name and returns its address. */
  createDatabase: (prefix: string) => Promise<string>;
  /** CPU seconds the server used so far (its main process and every backend, those gone included): a benchmark's cost. */
  cpuSeconds: () => number;
  stop: () => void;
}

const SUPERUSER = 'postgres';

/** The address of `database` on the server whose socket is in `socketDir`. */
export const postgresUrl = (socketDir: string, database: string): string =>
  `postgres://${SUPERUSER}@/${database}?host=${encodeURIComponent(socketDir)}`;

/**
 * Runs `statements` one after the other on the server's maintenance database (a database being copied or
 * dropped takes no connection) and returns the last one's rows.
 */
export async function onPostgres(socketDir: string, statements: string[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: postgresUrl(socketDir, 'postgres') });
  await client.connect();
  try {
    let rows: Record<string, unknown>[] = [];
    for (const statement of statements) ({ rows } = await client.query(statement));
    return rows;
  } finally {
    await client.end();
  }
}

let count = 0;

/** A database name no other test file (or process) takes (see createDatabaseAt). */
function newDatabaseName(prefix: string): string {
  count += 1;
  const label = prefix
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '_')
    .slice(0, 24);
  return `${label}_${process.pid}_${count}_${randomBytes(3).toString('hex')}`;
}

/**
 * Creates a database with a name no other test file takes (the process id, a counter, and a few random bytes:
 * a test file's modules are evaluated afresh, counter included, and process ids come back), as a copy of
 * `template` when one is named (PostgreSQL copies its files: no migration runs again), empty otherwise.
 * `fileCopy` (PostgreSQL 15 and later) copies the files whole instead of writing every page to the WAL:
 * ≈ 11 ms instead of ≈ 21 ms for the shop's 9 MB database on a memory file system.
 */
export async function createDatabaseAt(
  socketDir: string,
  prefix: string,
  options: { template?: string; fileCopy?: boolean } = {},
): Promise<{ name: string; url: string }> {
  const started = startCreatingDatabase(socketDir, prefix, options);
  await started.created;
  return started;
}

/** The same, the name and address known at once, the database made when `created` resolves. */
export function startCreatingDatabase(
  socketDir: string,
  prefix: string,
  options: { template?: string; fileCopy?: boolean } = {},
): { name: string; url: string; created: Promise<unknown> } {
  const name = newDatabaseName(prefix);
  const template = options.template === undefined ? '' : ` TEMPLATE ${pg.escapeIdentifier(options.template)}`;
  const strategy = options.fileCopy ? ' STRATEGY FILE_COPY' : '';
  const created = onPostgres(socketDir, [`CREATE DATABASE ${pg.escapeIdentifier(name)}${template}${strategy}`]);
  return { name, url: postgresUrl(socketDir, name), created };
}

/** Runs a PostgreSQL program as the `postgres` user when we are root (initdb refuses root), as ourselves otherwise. */
function runProgram(bin: string, args: string[]): void {
  const asRoot = userInfo().uid === 0;
  const [command, fullArgs] = asRoot ? ['runuser', ['-u', SUPERUSER, '--', bin, ...args]] : [bin, args];
  execFileSync(command, fullArgs, { stdio: 'pipe' });
}

interface StartOptions {
  maxConnections?: number;
  /** Where the server's temporary folder goes (`/tmp` by default). */
  parentDir?: string;
  /**
   * Every commit waits for the disk, as on a production server (a benchmark), instead of no fsync at all (tests:
   * a crash loses nothing they need).
   */
  durable?: boolean;
}

export async function startPostgres(options: StartOptions = {}): Promise<PostgresServer> {
  const binDir = postgresBinDir();
  if (binDir === undefined)
    throw new Error('PostgreSQL is not installed: run `node scripts/ensure-postgres.ts` (npm run test:unit and npm run bench:api do).');
  const dir = mkdtempSync(join(options.parentDir ?? '/tmp', 'kin-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  if (userInfo().uid === 0) {
    const postgres = Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim());
    const group = Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim());
    chownSync(dir, postgres, group);
  }
  chmodSync(dir, 0o700);
  let started = false;
  const stop = () => {
    if (started) runProgram(join(binDir, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runProgram(join(binDir, 'initdb'), ['-D', data, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    // No TCP at all, the socket in our folder; no fsync unless asked.
    const settings = [`listen_addresses=''`];
    if (!options.durable) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
    if (options.maxConnections !== undefined) settings.push(`max_connections=${options.maxConnections}`);
    const serverOptions = `-k ${dir} ${settings.map((setting) => `-c ${setting}`).join(' ')}`;
    try {
      runProgram(join(binDir, 'pg_ctl'), ['start', '-D', data, '-w', '-l', log, '-o', serverOptions]);
    } catch (error) {
      // pg_ctl only says "could not start server": the reason is in the server's log.
      const reason = existsSync(log) ? readFileSync(log, 'utf8') : '(no server log)';
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${reason}`, { cause: error });
    }
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  const url = (database: string) => postgresUrl(dir, database);
  const createDatabase = async (prefix: string) => (await createDatabaseAt(dir, prefix)).url;
  const cpuSeconds = () => serverCpuSeconds(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]));
  return { socketDir: dir, url, createDatabase, cpuSeconds, stop };
}

/** Linux's clock ticks a second, the unit of /proc's CPU times. */
const TICKS = 100;

/** User and system CPU seconds of process `pid` from /proc; with `reaped`, also those of its children gone. */
function procCpuSeconds(pid: number | string, reaped: boolean): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: utime, stime, cutime, cstime are the 12th to 15th.
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const own = (fields[11] ?? 0) + (fields[12] ?? 0);
  return (own + (reaped ? (fields[13] ?? 0) + (fields[14] ?? 0) : 0)) / TICKS;
}

/** CPU seconds of the server whose main process is `postmaster` and of its backends, living or gone. */
function serverCpuSeconds(postmaster: number): number {
  let total = procCpuSeconds(postmaster, true);
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) total += procCpuSeconds(pid, false);
    } catch {
      // The backend ended between the listing and the reading: its time is in the postmaster's children's.
    }
  }
  return total;
}
