/**
 * Makes sure the browser the end-to-end tests drive is on this machine.
 * Playwright never downloads a browser here: we use Debian's `chromium` package.
 * As root with apt-get available, a missing Chromium is installed; otherwise we stop
 * with a message naming the package.
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { scriptConfig } from '../src/config/environment.ts';
import { childEnvironment, readEnvironment } from '../src/config/process-env.ts';

const { path, fromEnvironment } = readEnvironment(scriptConfig).chromium;

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: childEnvironment({ DEBIAN_FRONTEND: 'noninteractive' }),
  });
  return result.status === 0;
}

if (existsSync(path)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');

if (fromEnvironment) {
  console.error(`CHROMIUM_PATH points to ${path}, which does not exist.`);
  process.exit(1);
}
if (!isRoot || !hasApt) {
  console.error(
    `Chromium is missing at ${path}. Install the Debian package "chromium" ` +
      '(as root: apt-get update && apt-get install -y chromium), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

console.log('Chromium is missing: installing the Debian package "chromium" with apt-get…');
if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
  console.error('apt-get could not install the Debian package "chromium". Install it by hand, then run the tests again.');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`The package "chromium" was installed but ${path} is still missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
