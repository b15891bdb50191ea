import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * The project folder (the one holding package.json) of the running program: the nearest folder above
 * its script that holds a package.json and is not inside node_modules. `node src/serve.ts`,
 * `astro build` (node_modules/astro/bin/astro.mjs) and vitest all land on the checkout, whatever the
 * shell's current folder. The script's path is used rather than this module's own address because
 * the build bundles this module elsewhere.
 */
export function findProjectDir(script: string | undefined, fallback: string): string {
  let dir = script ? dirname(resolve(script)) : resolve(fallback);
  for (;;) {
    const insideNodeModules = dir.split(sep).includes('node_modules');
    if (!insideNodeModules && existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(fallback);
    dir = parent;
  }
}
