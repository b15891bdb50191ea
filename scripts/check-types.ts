/**
 * `npm run test:types`: `astro check` over every .astro, .ts and .tsx file.
 * Astro generates the content collections' types from the catalogue itself, so the check needs a
 * catalogue API: unless CATALOGUE_API_URL names one, the reference API runs on a port the system
 * picks (PORT=0) with a throw-away seeded database for the duration of the check.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scriptConfig } from '../src/config/environment.ts';
import { childEnvironment, readEnvironment } from '../src/config/process-env.ts';
import { type StartedShop, startShop } from './lib/start-shop.ts';

let api: StartedShop | undefined;
let dataDir: string | undefined;
let catalogueUrl = readEnvironment(scriptConfig).externalCatalogueApiUrl;

if (!catalogueUrl) {
  dataDir = mkdtempSync(join(tmpdir(), 'kin-check-'));
  api = await startShop({ entry: 'src/server/main.ts', env: { DATA_DIR: dataDir } });
  catalogueUrl = `${api.url}/api/v1`;
}

const check = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'check'], {
  stdio: 'inherit',
  env: childEnvironment({
    CATALOGUE_API_URL: catalogueUrl,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...(dataDir ? { ASTRO_CACHE_DIR: join(dataDir, 'astro-cache') } : {}),
  }),
});

await api?.stop();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(check.status ?? 1);
