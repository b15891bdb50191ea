/**
 * The reference API as the serving process (`npm start`) mounts it: the shop's data opened once (seeded when
 * empty), its e-mail worker, the app, and the signal that tells the shop's other machines about a published
 * change. What the serving process does with them (rebuilds, backups, the stop) is src/ops/'s.
 */

import { join } from 'node:path';
import type { Hono } from 'hono';
import type { ShopConfig } from '../config/environment.ts';
import { type CatalogueChange, STRUCTURAL } from '../domain/catalogue-change.ts';
import type { FailureKind } from '../domain/mail/alert-mails.ts';
import { createApp } from './app.ts';
import { type DailyBackupJob, dailyBackupJob } from './db/backup.ts';
import { type Engine, isReachable } from './db/engine.ts';
import { markInUse } from './db/in-use.ts';
import { openEngine } from './db/open-engine.ts';
import { announcePublishedChange, listenForPublishedChanges } from './db/publication-signal.ts';
import type { AppEnv, Publication } from './http/env.ts';
import { writeDailySummary, writeFailureAlert } from './mail/shop-alerts.ts';
import { createMail, type MailService } from './mail/start.ts';
import { createPush, type PushService } from './push/start.ts';

export interface EmbeddedApiHooks {
  /**
   * A change of the catalogue, made here (what changed) or published through another machine (structural: what changed
   * there is not said): the pages are to be published again.
   */
  catalogueChanged: (changes: readonly CatalogueChange[]) => void;
  /** The other machines could not be told about a change (they publish it at their next build). */
  announceFailed: (error: unknown) => void;
  /** The live site and its rollback, as the staff's catalogue screen shows them. */
  publication: Publication;
  /** A line of the process's log (e-mails printed instead of sent); `failed` for a warning. */
  log: (line: string, failed?: boolean) => void;
  /** An error no route expected, with the request it broke. */
  reportError: (error: unknown, request: { method: string; path: string; requestId: string }) => void;
}

export interface EmbeddedApi {
  app: Hono<AppEnv>;
  engine: Engine;
  mail: MailService;
  /** Web Push to the staff's devices: its worker starts with the mail's, and stops when the database closes. */
  push: PushService;
  /** False once the database is closed or unreadable (/_ops/health then answers 503). */
  databaseReachable: () => Promise<boolean>;
  /** The daily backup of the SQLite file into DATA_DIR/backups; null on PostgreSQL, whose own tools back it up. */
  dailyBackup: DailyBackupJob | null;
  /** The shop's own alerts (src/server/mail/shop-alerts.ts): yesterday's summary, a failed build or backup. */
  alerts: {
    dailySummary: (now: Date) => Promise<string | null>;
    failure: (what: FailureKind, cause: string) => Promise<void>;
  };
  /** Stops the push worker and listening for other machines' changes, and closes the database. */
  close: () => Promise<void>;
}

export async function openEmbeddedApi(config: ShopConfig, hooks: EmbeddedApiHooks): Promise<EmbeddedApi> {
  // Said before opening: `npm run shop -- restore` refuses while this process lives.
  if (config.databaseUrl === undefined) markInUse(config.dataDir);
  const engine = await openEngine(config, { seed: true });
  const mail = createMail(config, engine, hooks.log);
  const push = await createPush(config, engine, hooks.log);
  const app = createApp({
    engine,
    dev: config.dev,
    onCatalogueChange: (changes) => {
      hooks.catalogueChanged(changes);
      // The other machines of the shop rebuild their own pages too (docs/decisions/020).
      announcePublishedChange(engine).catch(hooks.announceFailed);
    },
    mediaDir: join(config.dataDir, 'media'),
    publication: hooks.publication,
    ...(config.siteUrl ? { publicOrigin: config.siteUrl } : {}),
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    guestOrderLimit: config.guestOrderLimit,
    mail: mail.deps,
    push: push.deps,
    reportError: hooks.reportError,
  });
  // A change published through another machine of the shop (PostgreSQL) rebuilds this one's pages too.
  const published = listenForPublishedChanges(engine, () => hooks.catalogueChanged([STRUCTURAL]));
  return {
    app,
    engine,
    mail,
    push,
    databaseReachable: () => isReachable(engine),
    dailyBackup: engine.kind === 'sqlite' ? dailyBackupJob(engine, config.dataDir, config.backup.keep) : null,
    alerts: {
      dailySummary: (now) => writeDailySummary(engine, mail.deps, now),
      failure: (what, cause) => writeFailureAlert(engine, mail.deps, what, cause, new Date()),
    },
    close: async () => {
      await push.stop();
      await published.close();
      await engine.close();
    },
  };
}
