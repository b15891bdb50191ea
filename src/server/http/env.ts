import type { RequestIdVariables } from 'hono/request-id';
import type { CatalogueChange } from '../../domain/catalogue-change.ts';
import type { MailShop } from '../../domain/mail/layout.ts';
import type { Engine } from '../db/engine.ts';
import type { AttemptLog } from './attempt-log.ts';

/** Authenticated caller as the routes see it. */
export interface CurrentUser {
  id: number;
  email: string;
  isStaff: boolean;
  /** Admin role or is_superuser: manages the staff accounts. */
  isAdmin: boolean;
  /** A rider (« livreur »): his own round only, never a staff screen. */
  isRider: boolean;
}

/** The live site as the serving process knows it (src/serve.ts); `npm run api` alone has none. */
export interface PublicationState {
  /** A build runs now; `waiting`: another follows it. */
  running: boolean;
  waiting: boolean;
  /** The running (or waiting) build builds the whole site: a structural change, minutes rather than seconds. */
  whole: boolean;
  /** Id of the live release, and when it was switched in. */
  current: string | null;
  liveSince: string | null;
  /** Reason of the last build when it failed, null when it succeeded or none ran. */
  lastError: string | null;
  /** The release a rollback would go back to. */
  previous: string | null;
  /** Saved changes not live yet (each save one), and since when the oldest waits (null: none). */
  waitingChanges: number;
  waitingSince: string | null;
}

export interface Publication {
  state: () => Promise<PublicationState>;
  /** Switches the live site back to the previous release. */
  rollback: () => Promise<void>;
}

/** Shared by every route factory. */
export interface Deps {
  /** Kysely over the shop's data, on SQLite or PostgreSQL: `engine.db` is what the data-layer modules take, `transaction(engine, …)` writes atomically. */
  engine: Engine;
  dev: boolean;
  now: () => Date;
  /** The catalogue changed (what changed: domain/catalogue-change.ts): the serving process publishes it. */
  onCatalogueChange: (changes: readonly CatalogueChange[]) => void;
  publicOrigin: string | undefined;
  /** scrypt cost (log2 N) for new password hashes; lowered in tests only. */
  passwordCost: number;
  /** Address of the reverse proxy whose `X-Forwarded-For` names the client (TRUST_PROXY); undefined: none. */
  trustProxy: string | undefined;
  /** Guest orders one address, and one phone number, may place in 10 minutes. */
  guestOrderLimit: number;
  /** Password attempts and other throttled events, kept in the database for every process (http/throttle.ts). */
  attempts: AttemptLog;
  mail: MailDeps;
  push: PushDeps;
  /** Folder of the photos uploaded by the staff (under DATA_DIR); null: uploads refused. */
  mediaDir: string | null;
  publication: Publication | null;
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

/** What the routes need for Web Push to the staff's devices (docs/decisions/027). */
export interface PushDeps {
  /** The shop's VAPID public key (base64url) devices subscribe with; null: this process sends no push. */
  publicKey: string | null;
  /** Called once a transaction that wrote pushes has committed: wakes the worker. */
  queued: () => void;
}

export type AppEnv = { Variables: { user: CurrentUser | null } & RequestIdVariables };
