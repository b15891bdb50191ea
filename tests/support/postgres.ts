/**
 * A throw-away PostgreSQL server for the tests: its data and its Unix socket live in a temporary folder (no TCP
 * port is opened, so none has to be picked), it trusts local connections, and `stop()` shuts it down and removes
 * the folder. Run as root, `initdb` refuses to start, so the server runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBinDir } from '../../scripts/lib/postgres-bin.ts';

export interface PostgresServer {
  /** The folder holding the server's socket: `host` of a connection. */
  socketDir: string;
  /** A connection address for `database` on this server, as `DATABASE_URL` would give it. */
  url: (database: string) => string;
  /** Creates an empty database with a fresh name and returns its address. */
  createDatabase: (prefix: string) => Promise<string>;
  stop: () => void;
}

const SUPERUSER = 'postgres';

/** Runs a PostgreSQL program as the `postgres` user when we are root (initdb refuses root), as ourselves otherwise. */
function runProgram(bin: string, args: string[]): void {
  const asRoot = userInfo().uid === 0;
  const [command, fullArgs] = asRoot ? ['runuser', ['-u', SUPERUSER, '--', bin, ...args]] : [bin, args];
  execFileSync(command, fullArgs, { stdio: 'pipe' });
}

export async function startPostgres(): Promise<PostgresServer> {
  const binDir = postgresBinDir();
  if (binDir === undefined) throw new Error('PostgreSQL is not installed: run `node scripts/ensure-postgres.ts` (npm run test:unit does).');
  const dir = mkdtempSync('/tmp/kin-pg-');
  const data = join(dir, 'data');
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
    // No TCP at all, the socket in our folder, and no fsync: a crash loses nothing a test needs.
    const options = `-c listen_addresses='' -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    runProgram(join(binDir, 'pg_ctl'), ['start', '-D', data, '-w', '-l', join(dir, 'server.log'), '-o', options]);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  const url = (database: string) => `postgres://${SUPERUSER}@/${database}?host=${encodeURIComponent(dir)}`;
  let count = 0;
  const createDatabase = async (prefix: string) => {
    count += 1;
    const name = `${prefix.toLowerCase().replaceAll(/[^a-z0-9]+/g, '_')}_${process.pid}_${count}`;
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    } finally {
      await client.end();
    }
    return url(name);
  };
  return { socketDir: dir, url, createDatabase, stop };
}
