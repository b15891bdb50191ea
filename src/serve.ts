/**
 * `npm start`: the whole shop in one process — the live static release, the reference API at
 * /api/v1 and /media, the operations endpoints at /_ops — and the rebuilds that keep it current.
 * Its configuration comes from src/config/ (README, Configuration), read once here and passed down.
 * With PORT=0 the system picks a free port; the line `Kin Boissons : http://localhost:<port>/` names the address it got.
 */
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { shopConfig } from './config/environment.ts';
import { readEnvironment } from './config/process-env.ts';
import { DEFAULT_SITE_URL } from './config/variables.ts';
import { configMessages } from './messages/config.ts';
import { mailMessages } from './messages/mail.ts';
import { opsMessages } from './messages/ops.ts';
import { stopBuilds } from './ops/astro-build.ts';
import { buildProgress } from './ops/build-progress.ts';
import { buildRelease } from './ops/build-release.ts';
import { scheduleDailyBackups } from './ops/daily-backup.ts';
import { failureCause } from './ops/failure-cause.ts';
import { countRequests, drainServer, runStopSteps, within } from './ops/graceful-stop.ts';
import { createLogger } from './ops/logger.ts';
import { opsRoutes } from './ops/ops-routes.ts';
import { publicationOf } from './ops/publication.ts';
import { createRebuildQueue, debounce } from './ops/rebuild-queue.ts';
import { loadRebuildToken, tokenFile } from './ops/rebuild-token.ts';
import { readManifestSync } from './ops/release-manifest.ts';
import { currentRelease, ensureReleasesDir, listReleases, releasesDir } from './ops/releases.ts';
import { describeStartError } from './ops/start-errors.ts';
import { staticSite } from './ops/static-site.ts';
import { createApp } from './server/app.ts';
import { dailyBackupJob } from './server/db/backup.ts';
import { isReachable } from './server/db/engine.ts';
import { markInUse } from './server/db/in-use.ts';
import { openEngine } from './server/db/open-engine.ts';
import { announcePublishedChange, listenForPublishedChanges } from './server/db/publication-signal.ts';
import { createMail } from './server/mail/start.ts';

const config = readEnvironment(shopConfig);
const { projectDir, dataDir, embeddedApi, publicApiUrl, siteUrl, dev } = config;
const buildOnce = process.argv.includes('--build-once');
// systemd and docker get one JSON record per line; a person at a terminal, readable lines.
const logger = createLogger({ level: config.log.level, terminal: process.stdout.isTTY === true });
const log = (line: string, failed = false): void => (failed ? logger.warn(line) : logger.info(line));
/** The embedded API's own address is known once the server listens (PORT may be 0). */
let catalogueApiUrl = config.externalCatalogueApiUrl ?? '';

const startText = configMessages.start;

/** A start that fails for a reason of the machine (port, folder, disk): the French message alone, exit 1. */
function failToStart(error: unknown): never {
  const message = describeStartError(error, { port: config.port, dataDir });
  if (message === null) throw error;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

await ensureReleasesDir(dataDir).catch(failToStart);
const { token, generated } = await loadRebuildToken(dataDir, config.rebuildToken).catch(failToStart);
// Said before anything else can fail: a generated token is saved, and this is its only showing.
if (generated) log(startText.tokenGenerated(tokenFile(dataDir), token));
else log(config.rebuildToken ? startText.tokenFromEnvironment : startText.tokenFile(tokenFile(dataDir)));

// A build interrupted by a crash leaves a folder without release.json: never serve or keep it.
const live = await currentRelease(dataDir);
for (const id of await listReleases(dataDir)) {
  if (id !== live && !readManifestSync(join(releasesDir(dataDir), id)))
    await rm(join(releasesDir(dataDir), id), { recursive: true, force: true });
}

/** Why the last build failed, while no release is live: shown on the holding page and retried. */
let firstBuildFailure: { cause: string; retryAt: number } | null = null;
let retryDelayMs = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const buildText = opsMessages.build;

const queue = createRebuildQueue(
  () =>
    buildRelease({
      projectDir,
      dataDir,
      catalogueApiUrl,
      publicApiUrl,
      env: { SITE_URL: siteUrl, DATA_DIR: dataDir },
      log: buildProgress({ info: (line) => logger.info(line), warn: (line) => logger.warn(line) }),
    }).then(
      (release) => {
        firstBuildFailure = null;
        retryDelayMs = 0;
        log(buildText.online(siteUrl ?? `http://localhost:${port}/`));
        return release;
      },
      async (error: unknown) => {
        if (!buildOnce && !stopping && !(await currentRelease(dataDir))) retryFirstBuild(failureCause(error));
        throw error;
      },
    ),
  log,
);

/** With no release live, a failed build is tried again after 5 s, 10 s, 20 s… (5 min at most), until one succeeds. */
function retryFirstBuild(cause: string): void {
  retryDelayMs = Math.min(Math.max(retryDelayMs * 2, 5_000), 300_000);
  firstBuildFailure = { cause, retryAt: Date.now() + retryDelayMs };
  log(buildText.retry(retryDelayMs / 1000, cause), true);
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => queue.trigger('nouvel essai (aucune release en ligne)'), retryDelayMs);
  retryTimer.unref();
}
const preparingNote = (): string | null =>
  firstBuildFailure &&
  opsMessages.preparingFailed(firstBuildFailure.cause, Math.max(0, Math.ceil((firstBuildFailure.retryAt - Date.now()) / 1000)));
const rebuildSoon = debounce(() => queue.trigger('modification du catalogue'), 1000);

async function openShopEngine() {
  try {
    // Said before opening: `npm run shop -- restore` refuses while this process lives.
    if (config.databaseUrl === undefined) markInUse(dataDir);
    return await openEngine(config, { seed: true });
  } catch (error) {
    return failToStart(error);
  }
}
const engine = embeddedApi ? await openShopEngine() : null;
// The outbox lives in the embedded API's database: without it, this process sends no mail.
const mail = engine ? createMail(config, engine, log) : null;
const api = engine
  ? createApp({
      engine,
      dev,
      onCatalogueChange: () => {
        rebuildSoon();
        // The other machines of the shop rebuild their own pages too (docs/decisions/020).
        announcePublishedChange(engine).catch((error: unknown) => logger.warn({ err: error }, buildText.announceFailed));
      },
      mediaDir: join(dataDir, 'media'),
      publication: publicationOf(dataDir, queue),
      ...(siteUrl ? { publicOrigin: siteUrl } : {}),
      ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
      ...(mail ? { mail: mail.deps } : {}),
      reportError: (error, request) => logger.error({ err: error, ...request }, 'erreur interne'),
    })
  : null;
// A change published through another machine of the shop (PostgreSQL) rebuilds this one's pages too.
const published = engine ? listenForPublishedChanges(engine, rebuildSoon) : null;
/** False once the database is closed or unreadable: /_ops/health then answers 503. */
const databaseReachable = async (): Promise<boolean> => engine !== null && (await isReachable(engine));
const ops = new Hono().route(
  '/_ops',
  opsRoutes({ token, queue, dataDir, ...(mail ? { mail: mail.status } : {}), ...(engine ? { databaseReachable } : {}) }),
);
const site = new Hono().use(staticSite({ dataDir, preparingNote }));

/** `env` carries the Node request (`incoming`): the API reads the caller's address from it for its rate limits. */
function dispatch(request: Request, env: unknown): Response | Promise<Response> {
  const { pathname } = new URL(request.url);
  if (api && (pathname.startsWith('/api/v1/') || pathname === '/api/v1' || pathname.startsWith('/media/'))) return api.fetch(request, env);
  if (pathname.startsWith('/_ops/')) return ops.fetch(request, env);
  return site.fetch(request);
}

/** With LOG_REQUESTS=1, one record per request: method, path without its query, status, duration. */
async function route(request: Request, env: unknown): Promise<Response> {
  if (!config.log.requests) return dispatch(request, env);
  const started = performance.now();
  const response = await dispatch(request, env);
  const path = new URL(request.url).pathname;
  logger.info({ method: request.method, path, status: response.status, ms: Math.round(performance.now() - started) }, 'requête');
  return response;
}

const server = serve({ fetch: route, port: config.port });
await once(server, 'listening').catch(failToStart);
const port = (server.address() as AddressInfo).port;
catalogueApiUrl ||= `http://127.0.0.1:${port}/api/v1`;
log(`Kin Boissons : http://localhost:${port}/ (données : ${dataDir}${dev ? ', mode développement' : ''})`);
log(`Catalogue lu à la construction depuis ${catalogueApiUrl}${embeddedApi ? ' (API intégrée)' : ''} ; navigateur → ${publicApiUrl}`);
if (!siteUrl && !dev) log(startText.siteUrlMissing(DEFAULT_SITE_URL), true);
// The warning above covers the e-mails' links too: the mail worker's own would say it twice.
const mailLinksNotice = mailMessages.settings.siteUrlMissing(DEFAULT_SITE_URL);
for (const notice of mail?.notices ?? []) if (notice !== mailLinksNotice) log(notice);
if (mail && !mail.deps.resets) log(mailMessages.settings.resetsDisabled);
mail?.start();
// One backup of the database a day into DATA_DIR/backups (docs/deploying.md, Sauvegardes).
// On PostgreSQL the engine's own tools back it up (docs/deploying.md).
const backups =
  engine?.kind === 'sqlite' && !buildOnce && config.backup.daily
    ? scheduleDailyBackups(dailyBackupJob(engine, dataDir, config.backup.keep), log)
    : null;

/** Requests in flight get this long to finish once a stop is asked; the whole stop, STOP_LIMIT_MS. */
const GRACE_MS = 10_000;
const BUILD_STOP_MS = 3_000;
const STOP_LIMIT_MS = 14_000;
const inFlight = countRequests(server as Server);
let stopping = false;
const stopText = opsMessages.stop;

/**
 * Stops like a service (SIGTERM from systemd or docker, Ctrl+C): no new connection, the requests in
 * flight answered (at most GRACE_MS), the running build abandoned without touching the live release,
 * the e-mail worker stopped, the database closed; each step logged, then exit `code`.
 */
async function shutdown(why: string, code = 0): Promise<void> {
  if (stopping) return log(stopText.again(why));
  stopping = true;
  setTimeout(() => {
    log(stopText.forced(STOP_LIMIT_MS / 1000));
    process.exit(1);
  }, STOP_LIMIT_MS).unref();
  log(stopText.asked(why));
  clearTimeout(retryTimer);
  queue.close();
  const building = stopBuilds() > 0 || queue.state().running;
  const ok = await runStopSteps(
    [
      {
        name: stopText.requestsDone,
        run: async () => {
          const cut = await drainServer(server as Server, inFlight, GRACE_MS);
          if (cut > 0) throw new Error(stopText.requestsCut(cut, GRACE_MS / 1000));
        },
      },
      ...(building
        ? [
            {
              name: stopText.buildDropped(await currentRelease(dataDir)),
              run: async () => {
                if (!(await within(queue.idle(), BUILD_STOP_MS))) throw new Error(stopText.buildNotDropped(BUILD_STOP_MS / 1000));
              },
            },
          ]
        : []),
      ...(mail ? [{ name: stopText.mailStopped, run: () => mail.stop() }] : []),
      ...(engine
        ? [
            {
              name: stopText.databaseClosed,
              run: async () => {
                await backups?.stop();
                await published?.close();
                await engine?.close();
              },
            },
          ]
        : []),
    ],
    log,
  );
  log(stopText.done);
  process.exit(ok ? code : 1);
}
// SIGHUP: the terminal that started the shop was closed; stopping cleanly beats dying mid-request.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

if (buildOnce) {
  queue.trigger('npm run rebuild (aucun serveur en marche)');
  await queue.idle();
  await shutdown('construction terminée', queue.state().last?.result === 'réussie' ? 0 : 1);
} else if (!live) {
  queue.trigger('première mise en service');
}
