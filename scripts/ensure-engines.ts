/**
 * Makes sure the other browser engines `npm run test:engines` drives are on this machine, from Debian's packages
 * (nothing is downloaded by a test tool): Firefox ESR, WebKitGTK's WebDriver and MiniBrowser, and the virtual screen
 * and window manager MiniBrowser needs. Chromium is scripts/ensure-chromium.ts's. As root with apt-get available,
 * what is missing is installed; otherwise we stop with a message naming the packages.
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { childEnvironment } from '../src/config/process-env.ts';
import { FIREFOX, MATCHBOX, MINIBROWSER, WEBKIT_WEBDRIVER, XVFB } from './lib/engine-paths.ts';

/** Each program the engines' tests start, and the Debian package that brings it. */
const NEEDED: [path: string, pkg: string][] = [
  [FIREFOX, 'firefox-esr'],
  [WEBKIT_WEBDRIVER, 'webkit2gtk-driver'],
  [MINIBROWSER, 'webkit2gtk-driver'],
  [XVFB, 'xvfb'],
  [MATCHBOX, 'matchbox-window-manager'],
];

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: childEnvironment({ DEBIAN_FRONTEND: 'noninteractive' }) });
  return result.status === 0;
}

const missing = [...new Set(NEEDED.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg))];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `Browser engines missing: install the Debian packages ${missing.join(' ')} (as root: apt-get update && apt-get install -y ${missing.join(' ')}).`,
  );
  process.exit(1);
}

console.log(`Browser engines missing: installing the Debian packages ${missing.join(' ')} with apt-get…`);
if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', ...missing])) {
  console.error(`apt-get could not install ${missing.join(' ')}. Install them by hand, then run the tests again.`);
  process.exit(1);
}
const still = NEEDED.filter(([path]) => !existsSync(path)).map(([path]) => path);
if (still.length > 0) {
  console.error(`The packages were installed but ${still.join(', ')} still missing.`);
  process.exit(1);
}
