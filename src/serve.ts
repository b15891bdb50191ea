/**
 * `npm start`: the whole shop in one process — the live static release, the reference API at /api/v1 and
 * /media, the operations endpoints at /_ops — and the rebuilds that keep it current. Its configuration comes
 * from src/config/ (README, Configuration), read once here and passed down. With PORT=0 the system picks a free
 * port; the line `Kin Boissons : http://localhost:<port>/` names the address it got. `--build-once` (what
 * `npm run rebuild` runs when no shop is running) builds one release and exits.
 *
 * Read in order: configuration → rebuild token → releases and builds → engine (the embedded API) → app →
 * listen → announce → signals. Each step is a module of src/ops/ (src/server/embedded.ts for the API).
 */
import { shopConfig } from './config/environment.ts';
import { readEnvironment } from './config/process-env.ts';
import type { FailureKind } from './domain/mail/alert-mails.ts';
import { opsMessages } from './messages/ops.ts';
import { scheduleDailyBackups } from './ops/daily-backup.ts';
import { scheduleDailySummary } from './ops/daily-summary.ts';
import { listen } from './ops/listen.ts';
import { createLogger, lineLog } from './ops/logger.ts';
import { opsRoutes } from './ops/ops-routes.ts';
import { publicationOf } from './ops/publication.ts';
import { loadRebuildToken, tokenNotice } from './ops/rebuild-token.ts';
import { createReleaseBuilds } from './ops/release-builds.ts';
import { ensureReleasesDir, removeUnfinishedReleases } from './ops/releases.ts';
import { shopHandler } from './ops/shop-handler.ts';
import { startFailure } from './ops/start-errors.ts';
import { startNotices } from './ops/start-notices.ts';
import { staticSite } from './ops/static-site.ts';
import { stopOnSignals, stopPlan } from './ops/stop-plan.ts';
import { openEmbeddedApi } from './server/embedded.ts';
import { clientIp } from './server/http/client-ip.ts';
import { DAILY_SUMMARY_MINUTE } from './server/mail/shop-alerts.ts';

// Configuration, and the log: one JSON record per line for systemd and docker, readable lines at a terminal.
const config = readEnvironment(shopConfig);
const { dataDir, dev } = config;
const buildOnce = process.argv.includes('--build-once');
const logger = createLogger({ level: config.log.level, terminal: process.stdout.isTTY === true });
const log = lineLog(logger);
/** A start that fails for a reason of the machine (port, folder, disk): the French message alone, exit 1. */
const failToStart = startFailure({ port: config.port, dataDir });

// The rebuild token, said before anything else can fail: a generated one is saved, and this is its only showing.
await ensureReleasesDir(dataDir).catch(failToStart);
const token = await loadRebuildToken(dataDir, config.rebuildToken).catch(failToStart);
log(tokenNotice(dataDir, config.rebuildToken, token));

// Releases: a folder a crashed build left is removed; the builds read the catalogue from the embedded API once
// it listens (PORT may be 0), else from CATALOGUE_API_URL.
const live = await removeUnfinishedReleases(dataDir);
let catalogueApiUrl = config.externalCatalogueApiUrl ?? '';
let localUrl = '';
const builds = createReleaseBuilds({
  projectDir: config.projectDir,
  dataDir,
  publicApiUrl: config.publicApiUrl,
  siteUrl: config.siteUrl,
  catalogueApiUrl: () => catalogueApiUrl,
  shopUrl: () => config.siteUrl ?? localUrl,
  retryWhileNoRelease: !buildOnce,
  logger,
  log,
  onFailure: (cause) => alertFailure('build', cause),
  onChangesFailure: (cause) => alertFailure('changes', cause),
});

// Engine: the embedded reference API, its database and its e-mail (none when the catalogue comes from elsewhere).
const api = config.embeddedApi
  ? await openEmbeddedApi(config, {
      catalogueChanged: builds.rebuildSoon,
      announceFailed: (error) => logger.warn({ err: error }, opsMessages.build.announceFailed),
      publication: publicationOf(dataDir, builds.queue, builds.waiting),
      log,
      reportError: (error, request) => logger.error({ err: error, ...request }, opsMessages.log.internalError),
    }).catch(failToStart)
  : null;

/** A failed build or backup, mailed through the outbox at once (the log says it already; a mail that cannot be written too). */
function alertFailure(what: FailureKind, cause: string): void {
  api?.alerts.failure(what, cause).catch((error: unknown) => logger.error({ err: error }, opsMessages.log.internalError));
}

// App: the API, the operations endpoints and the live release behind one handler.
const mail = api?.mail ?? null;
const handler = shopHandler({
  api: api?.app ?? null,
  ops: opsRoutes({
    token: token.token,
    queue: builds.queue,
    dataDir,
    clientOf: (c) => clientIp(c, config.trustProxy),
    ...(mail ? { mail: mail.status } : {}),
    ...(api ? { databaseReachable: api.databaseReachable } : {}),
  }),
  site: staticSite({ dataDir, preparingNote: builds.preparingNote }),
  requestLog: config.log.requests ? logger : null,
});

// Listen.
const { server, port } = await listen(handler, config.port).catch(failToStart);
catalogueApiUrl ||= `http://127.0.0.1:${port}/api/v1`;
localUrl = `http://localhost:${port}/`;

// Announce, then start the e-mail and push workers and the daily backup of a SQLite database (docs/deploying.md, Sauvegardes).
const { embeddedApi, publicApiUrl, siteUrl } = config;
const mailFacts = mail ? { notices: mail.notices, resets: mail.deps.resets } : null;
const facts = { port, dataDir, dev, catalogueApiUrl, embeddedApi, publicApiUrl, siteUrl, mail: mailFacts };
for (const { line, warning } of startNotices(facts)) log(line, warning);
for (const line of api?.push.notices ?? []) log(line);
mail?.start();
api?.push.start();
const backups =
  api?.dailyBackup && config.backup.daily && !buildOnce
    ? scheduleDailyBackups(api.dailyBackup, log, {
        minuteOfDay: config.backup.minuteOfDay,
        onFailure: (cause) => alertFailure('backup', cause),
      })
    : null;
const summaries = api && !buildOnce ? scheduleDailySummary(api.alerts.dailySummary, log, { minuteOfDay: DAILY_SUMMARY_MINUTE }) : null;

// Signals: the stop plan, then the first build (or the only one, with --build-once).
const stop = stopPlan({
  server,
  dataDir,
  builds: { stop: builds.stop, idle: builds.queue.idle },
  mail,
  database: api && {
    close: async () => {
      await backups?.stop();
      await summaries?.stop();
      await api.close();
    },
  },
  log,
});
stopOnSignals(stop);
if (buildOnce) await stop(opsMessages.stop.builtOnce, (await builds.buildOnce()) ? 0 : 1);
else builds.publishOnStart(live);
