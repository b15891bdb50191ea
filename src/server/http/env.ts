import type { DatabaseSync } from 'node:sqlite';
import type { MailShop } from '../../domain/mail/layout.ts';
import type { AttemptLog } from './attempt-log.ts';

/** Authenticated caller as the routes see it. */
export interface CurrentUser {
  id: number;
  email: string;
  isStaff: boolean;
}

/** Shared by every route factory. */
export interface Deps {
  db: DatabaseSync;
  dev: boolean;
  now: () => Date;
  onCatalogueChange: () => void;
  publicOrigin: string | undefined;
  /** scrypt cost (log2 N) for new password hashes; lowered in tests only. */
  passwordCost: number;
  /** Address of the reverse proxy whose `X-Forwarded-For` names the client (TRUST_PROXY); undefined: none. */
  trustProxy: string | undefined;
  /** Password attempts of this process (http/throttle.ts). */
  attempts: AttemptLog;
  mail: MailDeps;
}

/** What the routes need to write e-mails to the outbox. */
export interface MailDeps {
  /** The shop as its e-mails sign. */
  shop: MailShop;
  /** Origin of the links in e-mails; undefined: each request's own in development mode, and no reset links otherwise. */
  siteUrl: string | undefined;
  /** Whether reset links may be mailed: the public origin is configured (SITE_URL), or development mode. */
  resets: boolean;
  /** Domain of the Message-IDs (the sender's). */
  domain: string;
  /** The shop's addresses for new-order alerts and the support form's messages. */
  alertEmails: readonly string[];
  /** Called once a transaction that wrote mail has committed: wakes the worker. */
  queued: () => void;
}

export type AppEnv = { Variables: { user: CurrentUser | null } };
