/**
 * What the test tooling needs from Debian (Chromium, PostgreSQL, nginx) is installed by the scripts that need it, so a
 * fresh CI machine gets it too: as root with apt-get available, the missing packages are installed; otherwise the
 * script stops with a message naming them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { childEnvironment } from '../../src/config/process-env.ts';

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit', env: childEnvironment({ DEBIAN_FRONTEND: 'noninteractive' }) }).status === 0;
}

/**
 * Installs `packages` unless `present()` already holds; exits the process with a message when it cannot, or when
 * `present()` still fails after the install.
 */
export function ensureDebianPackages(what: string, packages: readonly string[], present: () => boolean, installArgs: string[] = []): void {
  if (present()) return;
  const list = packages.join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`${what} is missing. Install the Debian package(s) "${list}" (as root: apt-get update && apt-get install -y ${list}).`);
    process.exit(1);
  }
  console.log(`${what} is missing: installing the Debian package(s) "${list}" with apt-get…`);
  if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', ...installArgs, ...packages])) {
    console.error(`apt-get could not install "${list}". Install it by hand, then run the tests again.`);
    process.exit(1);
  }
  if (!present()) {
    console.error(`The package(s) "${list}" were installed but ${what} is still missing.`);
    process.exit(1);
  }
}
