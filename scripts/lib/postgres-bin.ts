import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian's `postgresql` package puts its programs: one folder per major version. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The programs folder of the newest PostgreSQL installed (the one holding `initdb`), or undefined when none is. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(DEBIAN_ROOT, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}
