/**
 * E-mail in a shop process (`npm start`, `npm run api`): what the routes need to write to the outbox,
 * the worker that sends it, and the status the operator reads at /_ops/status.
 */
import type { ShopConfig } from '../../config/environment.ts';
import { DEFAULT_SITE_URL } from '../../config/variables.ts';
import { mailMessages } from '../../messages/mail.ts';
import type { Engine } from '../db/engine.ts';
import { type OutboxCounts, outboxCounts } from '../db/outbox.ts';
import type { MailDeps } from '../http/env.ts';
import { mailDomainOf, mailShop } from './queue.ts';
import { logTransport, serverOf, smtpTransport } from './transport.ts';
import { createMailWorker } from './worker.ts';

const s = mailMessages.settings;

/**
 * The outbox settings of a process. Links use SITE_URL; unset, a request's own origin only in development
 * mode (a Host header must never choose where a reset link points), else the default site.
 */
export function mailDeps(config: ShopConfig): MailDeps {
  return {
    shop: mailShop,
    siteUrl: config.siteUrl ?? (config.dev ? undefined : DEFAULT_SITE_URL),
    resets: config.siteUrl !== undefined || config.dev,
    domain: mailDomainOf(config.mail.from.address),
    alertEmails: config.mail.alertEmails,
    queued: () => {},
  };
}

type MailStatus =
  | ({ configured: true; server: string; from: string; alert_addresses: number } & OutboxCounts)
  | ({ configured: false; detail: string } & OutboxCounts);

export interface MailService {
  deps: MailDeps;
  /** What the process says once it listens: where mail goes, what is missing. */
  notices: string[];
  /** Starts the worker (after the process announced its address). */
  start: () => void;
  status: () => Promise<MailStatus>;
  /** Stops the worker once the messages in flight are marked. */
  stop: () => Promise<void>;
}

/** The worker on `engine` (SMTP_URL, else the log), the wake-up the routes call, and what to say at start. */
export function createMail(config: ShopConfig, engine: Engine, log: (line: string) => void): MailService {
  const { smtpUrl, from, alertEmails } = config.mail;
  const notices = [
    ...(config.siteUrl === undefined && !config.dev ? [s.siteUrlMissing(DEFAULT_SITE_URL)] : []),
    smtpUrl ? s.configured(serverOf(smtpUrl)) : s.notConfigured,
    ...(alertEmails.length === 0 ? [s.noAlertAddress] : []),
  ];
  const worker = createMailWorker({ engine, transport: smtpUrl ? smtpTransport(smtpUrl, from) : logTransport(log), log });
  return {
    deps: { ...mailDeps(config), queued: () => worker.wake() },
    notices,
    start: () => worker.start(),
    status: async () => {
      const counts = await outboxCounts(engine.db);
      return smtpUrl
        ? { configured: true, server: serverOf(smtpUrl), from: from.address, alert_addresses: alertEmails.length, ...counts }
        : { configured: false, detail: s.notConfigured, ...counts };
    },
    stop: () => worker.stop(),
  };
}
