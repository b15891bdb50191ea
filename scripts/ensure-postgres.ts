/**
 * Makes sure the tests can start a throw-away PostgreSQL server: they need Debian's `postgresql` package
 * (its `initdb` and `pg_ctl`; no server of the machine is used or started). As root with apt-get available,
 * a missing package is installed; otherwise we stop with a message naming it.
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { childEnvironment } from '../src/config/process-env.ts';
import { postgresBinDir } from './lib/postgres-bin.ts';

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: childEnvironment({ DEBIAN_FRONTEND: 'noninteractive' }),
  });
  return result.status === 0;
}

if (postgresBinDir() !== undefined) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');

if (!isRoot || !hasApt) {
  console.error(
    'PostgreSQL is missing (no initdb under /usr/lib/postgresql). Install the Debian package "postgresql" ' +
      '(as root: apt-get update && apt-get install -y postgresql).',
  );
  process.exit(1);
}

console.log('PostgreSQL is missing: installing the Debian package "postgresql" with apt-get…');
// Installing may also start the machine's own server; the tests never use it, they start their own.
if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'])) {
  console.error('apt-get could not install the Debian package "postgresql". Install it by hand, then run the tests again.');
  process.exit(1);
}
if (postgresBinDir() === undefined) {
  console.error('The package "postgresql" was installed but no initdb is under /usr/lib/postgresql.');
  process.exit(1);
}
