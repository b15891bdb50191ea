/**
 * Makes sure the browser the end-to-end tests drive is on this machine.
 * Playwright never downloads a browser here: we use Debian's `chromium` package.
 * As root with apt-get available, a missing Chromium is installed; otherwise we stop
 * with a message naming the package.
 */

import { existsSync } from 'node:fs';
import { scriptConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { ensureDebianPackages } from './lib/debian-packages.ts';

const { path, fromEnvironment } = readEnvironment(scriptConfig).chromium;

if (fromEnvironment && !existsSync(path)) {
  console.error(`CHROMIUM_PATH points to ${path}, which does not exist.`);
  process.exit(1);
}
ensureDebianPackages(`Chromium (${path})`, ['chromium'], () => existsSync(path));
