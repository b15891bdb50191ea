import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { configMessages } from '../messages/config.ts';
import { mailMessages } from '../messages/mail.ts';
import { shop } from './shop.ts';

const expected = configMessages.expected;
const mailExpected = mailMessages.settings.expected;

/** An empty or blank value counts as unset, for every variable alike; others are trimmed. */
const unset = (value: unknown): unknown => (typeof value === 'string' ? value.trim() || undefined : value);

/** One environment variable: blank → unset, then the schema (which carries the expectation as its error). */
const variable = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema);

const integer = (error: string, min: number, max: number) =>
  z
    .string({ error })
    .regex(/^\d+$/, { error })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error });

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '') || '/';

const port = integer(expected.port, 0, 65535);
const count = integer(expected.positiveInteger, 1, Number.MAX_SAFE_INTEGER);
const index = integer(expected.index, 0, Number.MAX_SAFE_INTEGER);
const absoluteUrl = z
  .string({ error: expected.absoluteUrl })
  .refine(isHttpUrl, { error: expected.absoluteUrl })
  .transform(withoutTrailingSlash);
/** Absolute addresses separated by spaces. */
const absoluteUrls = z
  .string({ error: expected.absoluteUrls })
  .transform((value) => value.split(/\s+/))
  .refine((values) => values.every(isHttpUrl), { error: expected.absoluteUrls })
  .transform((values) => values.map(withoutTrailingSlash));
const apiUrl = z
  .string({ error: expected.apiUrl })
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value), { error: expected.apiUrl })
  .transform(withoutTrailingSlash);
const flag = z.enum(['0', '1'], { error: expected.flag }).transform((value) => value === '1');
const text = z.string({ error: expected.path });
const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: expected.logLevel });
/** Long enough that guessing it is hopeless (the generated one has 32 characters), and of the characters a bearer token may hold. */
const rebuildToken = z
  .string({ error: expected.rebuildToken })
  .min(32, { error: expected.rebuildToken })
  .regex(/^[A-Za-z0-9._~+/-]+=*$/, { error: expected.rebuildToken });
/** `03:00`: a time of day on Kinshasa's clock, as minutes after midnight. */
const hourOfDay = z
  .string({ error: expected.hourOfDay })
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: expected.hourOfDay })
  .transform((value) => {
    const [hours = 0, minutes = 0] = value.split(':').map(Number);
    return hours * 60 + minutes;
  });

/** `postgres://user:password@host:5432/base` (or `postgresql://`, or `postgres://user@/base?host=/run/postgresql`). */
const databaseUrl = z.string({ error: expected.databaseUrl }).regex(/^postgres(ql)?:\/\/\S+$/, { error: expected.databaseUrl });

/** Variables whose value is never shown back in an error, only its length. */
export const secretVariables: ReadonlySet<string> = new Set(['REBUILD_TOKEN']);
const ipAddress = z.string({ error: expected.ipAddress }).refine((value) => isIP(value) !== 0, { error: expected.ipAddress });
/** A folder, relative ones taken from the project folder (not from the shell's current folder). */
const folder = (projectDir: string) => text.transform((value) => (isAbsolute(value) ? value : resolve(projectDir, value)));

const isSmtpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};
const smtpUrl = z.string({ error: mailExpected.smtpUrl }).refine(isSmtpUrl, { error: mailExpected.smtpUrl });

/** An e-mail address, checked as the contract checks a customer's. */
const isEmail = (value: string): boolean => z.regexes.email.test(value);

/** A sender or recipient: `Nom <adresse>` or a bare address. */
export interface Mailbox {
  name: string;
  address: string;
}

/** `Kin Boissons <contact@kinboissons.cd>` → name and address; null when the address is not one. */
function parseMailbox(value: string): Mailbox | null {
  const match = /^(?:(.*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[2] ?? match?.[3];
  if (!address || !isEmail(address)) return null;
  return { name: (match?.[1] ?? '').trim().replace(/^"(.*)"$/, '$1'), address };
}

const mailbox = z
  .string({ error: mailExpected.mailbox })
  .refine((value) => parseMailbox(value) !== null, { error: mailExpected.mailbox })
  .transform((value): Mailbox => parseMailbox(value) ?? { name: '', address: value });
const addressList = z
  .string({ error: mailExpected.addresses })
  .transform((value) => value.split(',').map((part) => part.trim()))
  .refine((list) => list.every(isEmail), { error: mailExpected.addresses });

/** Sender of the shop's e-mails when MAIL_FROM is unset (the README's default). */
const DEFAULT_MAIL_FROM = `${shop.name} <${shop.email}>`;

/**
 * The variables an operator sets, exactly the README's configuration table (names and defaults;
 * tests/unit/config/readme-table.test.ts keeps the two equal).
 */
export const operatorVariables = (projectDir: string) => ({
  PORT: variable(port.prefault('4321')),
  DATA_DIR: variable(folder(projectDir).prefault('./var')),
  /** Unset: SQLite in DATA_DIR; set: the reference API's data on that PostgreSQL. */
  DATABASE_URL: variable(databaseUrl.optional()),
  CATALOGUE_API_URL: variable(absoluteUrl.optional()),
  PUBLIC_API_URL: variable(apiUrl.prefault('/api/v1')),
  REBUILD_TOKEN: variable(rebuildToken.optional()),
  /** Optional here: unset, the API answers with each request's own origin; the build then uses DEFAULT_SITE_URL. */
  SITE_URL: variable(absoluteUrl.optional()),
  SHOP_DEV: variable(flag.prefault('0')),
  EMBEDDED_API: variable(flag.optional()),
  /** Unset: each message is printed to the log instead of sent (development). */
  SMTP_URL: variable(smtpUrl.optional()),
  MAIL_FROM: variable(mailbox.prefault(DEFAULT_MAIL_FROM)),
  SHOP_ALERT_EMAIL: variable(addressList.optional()),
  LOG_LEVEL: variable(logLevel.prefault('info')),
  LOG_REQUESTS: variable(flag.prefault('0')),
  /** Unset: the socket's peer is the client; set: that proxy's `X-Forwarded-For` names the client. */
  TRUST_PROXY: variable(ipAddress.optional()),
  /** Guest orders one address, and one phone number, may place in 10 minutes (src/server/orders/guest-limits.ts). */
  GUEST_ORDER_LIMIT: variable(count.prefault('5')),
  /** `1`: the push worker also posts to push services on private addresses (src/server/push/public-network.ts). */
  PUSH_PRIVATE_NETWORK: variable(flag.prefault('0')),
  /** `0`: the serving process makes no daily backup of its SQLite database (another tool copies it). */
  BACKUP_DAILY: variable(flag.prefault('1')),
  BACKUP_KEEP: variable(count.prefault('14')),
  /** The hour of Kinshasa's clock at which the serving process makes its daily backup. */
  BACKUP_HOUR: variable(hourOfDay.prefault('03:00')),
});

/** Public origin written in the pages when SITE_URL is unset (the README's default). */
export const DEFAULT_SITE_URL = 'http://localhost:4321';

/** Set by the serving process for each `astro build` it runs; a plain `npm run build` takes the defaults. */
export const buildPlumbing = {
  ASTRO_OUT_DIR: variable(text.prefault('./dist')),
  ASTRO_CACHE_DIR: variable(text.prefault('./node_modules/.astro')),
  /** Where the build keeps its render functions (src/ops/render-functions.ts); unset, none are kept. */
  ASTRO_RENDER_DIR: variable(text.optional()),
};

/** Benchmarks and test tooling only (README, Scripts): none of them changes how the shop runs. */
export const toolVariables = {
  BENCH_DURATION: variable(count.prefault('5')),
  BENCH_WORKERS: variable(count.prefault('1')),
  BENCH_RUNS: variable(count.prefault('7')),
  BENCH_BUILD_OUT: variable(text.optional()),
  BASE_URL: variable(absoluteUrl.prefault('http://127.0.0.1:4321')),
  SHOP_URL: variable(absoluteUrl.optional()),
  CHROMIUM_PATH: variable(text.optional()),
  E2E_DATA_DIR: variable(text.prefault('var/e2e')),
  E2E_WORKERS: variable(count.prefault('1')),
  E2E_BASE_URL: variable(absoluteUrls.optional()),
  /** Set by Playwright in each of its workers: 0 to workers − 1, kept by the worker started again after a failure. */
  TEST_PARALLEL_INDEX: variable(index.prefault('0')),
  /** Set by CI machines (`CI=true`): Playwright then refuses a `test.only` left in a spec. */
  CI: variable(text.optional()),
};
