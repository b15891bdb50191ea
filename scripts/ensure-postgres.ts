/**
 * Makes sure the tests can start a throw-away PostgreSQL server: they need Debian's `postgresql` package
 * (its `initdb` and `pg_ctl`; no server of the machine is used or started). As root with apt-get available,
 * a missing package is installed; otherwise we stop with a message naming it.
 */

import { ensureDebianPackages } from './lib/debian-packages.ts';
import { postgresBinDir } from './lib/postgres-bin.ts';

// Installing may also start the machine's own server; the tests never use it, they start their own.
ensureDebianPackages('PostgreSQL (initdb under /usr/lib/postgresql)', ['postgresql'], () => postgresBinDir() !== undefined, [
  '--no-install-recommends',
]);
