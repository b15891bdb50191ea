/**
 * The production install: `npm install --omit=dev` then `npm start` on a machine whose own Node is older than the
 * shop's (Debian's 20). Node 24 is a dependency of the project, so the install brings it and `npm start` runs on it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './production-shop.ts';

test('npm install --omit=dev then npm start, with the machine’s older Node first on PATH, serves the home page', async ({
  installed,
  shop,
}) => {
  expect(Number(/^v(\d+)/.exec(installed.systemNode)?.[1]), 'the machine’s own Node is older than the shop’s').toBeLessThan(24);
  expect(installed.projectNode).toMatch(/^v24\./);
  // Production only: no test or build tool of the developers came with it.
  expect(existsSync(join(installed.dir, 'node_modules', 'vitest'))).toBe(false);
  const home = await fetch(`${shop.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<title>Kin Boissons');
  expect(shop.output.join('')).toContain('Boutique en ligne : ');
});
