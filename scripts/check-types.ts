/**
 * `npm run test:types`: `astro check` over every .astro, .ts and .tsx file.
 * Astro generates the content collections' types from the catalogue itself, so the check needs a
 * catalogue API: unless CATALOGUE_API_URL names one, the reference API runs on a free loopback port
 * with a throw-away seeded database for the duration of the check.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForApi(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the reference API stopped (exit ${child.exitCode})`);
    try {
      const response = await fetch(`${url}/products/categories/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`the reference API did not answer at ${url}`);
}

let api: ChildProcess | undefined;
let dataDir: string | undefined;
let catalogueUrl = process.env['CATALOGUE_API_URL'];

if (!catalogueUrl) {
  dataDir = mkdtempSync(join(tmpdir(), 'kin-check-'));
  const port = await freePort();
  catalogueUrl = `http://127.0.0.1:${port}/api/v1`;
  api = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForApi(catalogueUrl, api);
}

const check = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'check'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CATALOGUE_API_URL: catalogueUrl,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...(dataDir ? { ASTRO_CACHE_DIR: join(dataDir, 'astro-cache') } : {}),
  },
});

api?.kill('SIGTERM');
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(check.status ?? 1);
