/**
 * `npm start`: the whole shop in one process — the live static release, the reference API at
 * /api/v1 and /media, the operations endpoints at /_ops — and the rebuilds that keep it current.
 * The only module that reads the environment (see docs/deploying.md for every variable).
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './server/app.ts';
import { openDatabase } from './server/db/open.ts';
import { stopBuilds } from './ops/astro-build.ts';
import { buildRelease } from './ops/build-release.ts';
import { readCatalogue } from './ops/catalogue-reader.ts';
import { opsRoutes } from './ops/ops-routes.ts';
import { createRebuildQueue, debounce } from './ops/rebuild-queue.ts';
import { loadRebuildToken } from './ops/rebuild-token.ts';
import { readManifestSync } from './ops/release-manifest.ts';
import { currentRelease, ensureReleasesDir, listReleases, releasesDir } from './ops/releases.ts';
import { staticSite } from './ops/static-site.ts';
import { Hono } from 'hono';

const env = process.env;
const port = Number(env['PORT'] ?? 4321);
const dataDir = resolve(env['DATA_DIR'] ?? './var');
const externalApi = env['CATALOGUE_API_URL'] || undefined;
const embeddedApi = env['EMBEDDED_API'] === undefined ? !externalApi : env['EMBEDDED_API'] === '1';
const catalogueApiUrl = externalApi ?? `http://127.0.0.1:${port}/api/v1`;
const publicApiUrl = env['PUBLIC_API_URL'] || '/api/v1';
const siteUrl = env['SITE_URL'] || undefined;
const dev = env['SHOP_DEV'] === '1';
const buildOnce = process.argv.includes('--build-once');
const projectDir = fileURLToPath(new URL('..', import.meta.url));
const log = (line: string): void => console.log(line);

await ensureReleasesDir(dataDir);
const { token, generated } = await loadRebuildToken(dataDir, env['REBUILD_TOKEN'] || undefined);

// A build interrupted by a crash leaves a folder without release.json: never serve or keep it.
const live = await currentRelease(dataDir);
for (const id of await listReleases(dataDir)) {
  if (id !== live && !readManifestSync(join(releasesDir(dataDir), id)))
    await rm(join(releasesDir(dataDir), id), { recursive: true, force: true });
}

const queue = createRebuildQueue(
  () =>
    buildRelease({
      projectDir,
      dataDir,
      catalogueApiUrl,
      publicApiUrl,
      readCatalogue,
      env: { SITE_URL: siteUrl, PORT: String(port) },
      log: (line) => {
        if (/\[build\]|error|warn/i.test(line)) log(`  [astro] ${line}`);
      },
    }),
  log,
);
const rebuildSoon = debounce(() => queue.trigger('modification du catalogue'), 1000);

const db = embeddedApi ? openDatabase(join(dataDir, 'shop.sqlite'), { seed: true }) : null;
const api = db ? createApp({ db, dev, onCatalogueChange: rebuildSoon, ...(siteUrl ? { publicOrigin: siteUrl } : {}) }) : null;
const ops = new Hono().route('/_ops', opsRoutes({ token, queue, dataDir }));
const site = new Hono().use(staticSite({ dataDir }));

/** `env` carries the Node request (`incoming`): the API reads the caller's address from it for its rate limits. */
function route(request: Request, env: unknown): Response | Promise<Response> {
  const { pathname } = new URL(request.url);
  if (api && (pathname.startsWith('/api/v1/') || pathname === '/api/v1' || pathname.startsWith('/media/'))) return api.fetch(request, env);
  if (pathname.startsWith('/_ops/')) return ops.fetch(request);
  return site.fetch(request);
}

const server = serve({ fetch: route, port }, (info) => {
  log(`Kin Boissons : http://localhost:${info.port}/ (données : ${dataDir}${dev ? ', mode développement' : ''})`);
  log(`Catalogue lu à la construction depuis ${catalogueApiUrl}${embeddedApi ? ' (API intégrée)' : ''} ; navigateur → ${publicApiUrl}`);
  if (generated) log(`REBUILD_TOKEN généré (conservé dans ${join(dataDir, 'rebuild-token')}) : ${token}`);
});

function shutdown(code = 0): void {
  stopBuilds();
  server.close(() => {
    db?.close();
    process.exit(code);
  });
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

if (buildOnce) {
  queue.trigger('npm run rebuild (aucun serveur en marche)');
  await queue.idle();
  shutdown(queue.state().last?.result === 'réussie' ? 0 : 1);
} else if (!live) {
  queue.trigger('première mise en service');
}
