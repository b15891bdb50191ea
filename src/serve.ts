/**
 * `npm start`: the whole shop in one process — the live static release, the reference API at
 * /api/v1 and /media, the operations endpoints at /_ops — and the rebuilds that keep it current.
 * Its configuration comes from src/config/ (README, Configuration), read once here and passed down.
 * With PORT=0 the system picks a free port; the first line printed names the address it got.
 */
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { shopConfig } from './config/environment.ts';
import { readEnvironment } from './config/process-env.ts';
import { createApp } from './server/app.ts';
import { openDatabase } from './server/db/open.ts';
import { createMail } from './server/mail/start.ts';
import { mailMessages } from './domain/messages/mail.ts';
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

const config = readEnvironment(shopConfig);
const { projectDir, dataDir, embeddedApi, publicApiUrl, siteUrl, dev } = config;
const buildOnce = process.argv.includes('--build-once');
const log = (line: string): void => console.log(line);
/** The embedded API's own address is known once the server listens (PORT may be 0). */
let catalogueApiUrl = config.externalCatalogueApiUrl ?? '';

await ensureReleasesDir(dataDir);
const { token, generated } = await loadRebuildToken(dataDir, config.rebuildToken);

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
      env: { SITE_URL: siteUrl, DATA_DIR: dataDir },
      log: (line) => {
        if (/\[build\]|error|warn/i.test(line)) log(`  [astro] ${line}`);
      },
    }),
  log,
);
const rebuildSoon = debounce(() => queue.trigger('modification du catalogue'), 1000);

const db = embeddedApi ? openDatabase(join(dataDir, 'shop.sqlite'), { seed: true }) : null;
// The outbox lives in the embedded API's database: without it, this process sends no mail.
const mail = db ? createMail(config, db, log) : null;
const api = db
  ? createApp({
      db,
      dev,
      onCatalogueChange: rebuildSoon,
      ...(siteUrl ? { publicOrigin: siteUrl } : {}),
      ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
      ...(mail ? { mail: mail.deps } : {}),
    })
  : null;
const ops = new Hono().route('/_ops', opsRoutes({ token, queue, dataDir, ...(mail ? { mail: mail.status } : {}) }));
const site = new Hono().use(staticSite({ dataDir }));

/** `env` carries the Node request (`incoming`): the API reads the caller's address from it for its rate limits. */
function route(request: Request, env: unknown): Response | Promise<Response> {
  const { pathname } = new URL(request.url);
  if (api && (pathname.startsWith('/api/v1/') || pathname === '/api/v1' || pathname.startsWith('/media/'))) return api.fetch(request, env);
  if (pathname.startsWith('/_ops/')) return ops.fetch(request);
  return site.fetch(request);
}

const server = serve({ fetch: route, port: config.port });
await once(server, 'listening');
const { port } = server.address() as AddressInfo;
catalogueApiUrl ||= `http://127.0.0.1:${port}/api/v1`;
log(`Kin Boissons : http://localhost:${port}/ (données : ${dataDir}${dev ? ', mode développement' : ''})`);
log(`Catalogue lu à la construction depuis ${catalogueApiUrl}${embeddedApi ? ' (API intégrée)' : ''} ; navigateur → ${publicApiUrl}`);
if (generated) log(`REBUILD_TOKEN généré (conservé dans ${join(dataDir, 'rebuild-token')}) : ${token}`);
for (const notice of mail?.notices ?? []) log(notice);
if (mail && !mail.deps.resets) log(mailMessages.settings.resetsDisabled);
mail?.start();

function shutdown(code = 0): void {
  stopBuilds();
  const mailStopped = mail?.stop() ?? Promise.resolve();
  server.close(() => {
    void mailStopped.finally(() => {
      db?.close();
      process.exit(code);
    });
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
