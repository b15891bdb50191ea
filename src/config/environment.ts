/**
 * src/config/, the one module that reads the environment: a zod schema of every variable (variables.ts), parsed
 * once per entry point by one of the functions below, whose result the entry passes down as
 * parameters. `readEnvironment` (process-env.ts) hands them `process.env`; tests hand them objects.
 */
import { z } from 'zod';
import { configMessages } from '../messages/config.ts';
import { buildPlumbing, DEFAULT_SITE_URL, operatorVariables, secretVariables, toolVariables } from './variables.ts';

export type Environment = Readonly<Record<string, string | undefined>>;

/** A wrong environment: `message` names every bad variable and what it expects, in French. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A value as it is shown back in an error: the password of a URL (`smtps://user:secret@host`) never reaches the log. */
const shown = (value: string): string => value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:]*:).*@/i, '$1***@');

function parse<T extends z.ZodRawShape>(shape: T, env: Environment): z.output<z.ZodObject<T>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) return result.data;
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    if (problems.has(name)) continue;
    const value = env[name] ?? '';
    problems.set(
      name,
      secretVariables.has(name)
        ? configMessages.secretProblem(name, issue.message, value.trim().length)
        : configMessages.problem(name, issue.message, shown(value)),
    );
  }
  throw new ConfigError(configMessages.invalid(...problems.values()));
}

/** The serving process (`npm start`) and the API alone (`npm run api`). */
export function shopConfig(env: Environment, projectDir: string) {
  return shopFrom(parse(operatorVariables(projectDir), env), projectDir);
}

type OperatorValues = z.output<z.ZodObject<ReturnType<typeof operatorVariables>>>;

function shopFrom(v: OperatorValues, projectDir: string) {
  return {
    projectDir,
    /** 0: the system picks a free port, and the process prints the one it got. */
    port: v.PORT,
    dataDir: v.DATA_DIR,
    /** The reference API's PostgreSQL (`postgres://…`); undefined: its SQLite file in DATA_DIR. */
    databaseUrl: v.DATABASE_URL,
    /** The catalogue API of the build when it is not the embedded one. */
    externalCatalogueApiUrl: v.CATALOGUE_API_URL,
    embeddedApi: v.EMBEDDED_API ?? v.CATALOGUE_API_URL === undefined,
    publicApiUrl: v.PUBLIC_API_URL,
    rebuildToken: v.REBUILD_TOKEN,
    /** The public origin when set: links in e-mails, and the origin CORS lets call the API alone. */
    siteUrl: v.SITE_URL,
    dev: v.SHOP_DEV,
    /** The least severe level written, and whether each request is logged. */
    log: { level: v.LOG_LEVEL, requests: v.LOG_REQUESTS },
    /** The reverse proxy whose `X-Forwarded-For` names the client (rate limits); undefined: the socket's peer. */
    trustProxy: v.TRUST_PROXY,
    /** Guest orders one address, and one phone number, may place in 10 minutes. */
    guestOrderLimit: v.GUEST_ORDER_LIMIT,
    /** Whether the push worker may post to a push service on a private address (its own network's, a test's). */
    pushPrivateNetwork: v.PUSH_PRIVATE_NETWORK,
    /** The serving process's daily backups into DATA_DIR/backups, at which minute of Kinshasa's day, and how many it keeps. */
    backup: { daily: v.BACKUP_DAILY, minuteOfDay: v.BACKUP_HOUR, keep: v.BACKUP_KEEP },
    mail: {
      /** The SMTP server; undefined: each message is printed to the log instead of sent (development). */
      smtpUrl: v.SMTP_URL,
      from: v.MAIL_FROM,
      /** Where the shop's new-order alerts and the support form's messages go (none: not sent). */
      alertEmails: v.SHOP_ALERT_EMAIL ?? [],
    },
  };
}
export type ShopConfig = ReturnType<typeof shopConfig>;

/** `astro build`, `astro dev` and `astro check` (astro.config.mjs), and through it the build's loaders. */
export function buildConfig(env: Environment, projectDir: string) {
  const { PORT, DATA_DIR, CATALOGUE_API_URL, PUBLIC_API_URL, SITE_URL } = operatorVariables(projectDir);
  const v = parse({ PORT, DATA_DIR, CATALOGUE_API_URL, PUBLIC_API_URL, SITE_URL, ...buildPlumbing }, env);
  return {
    /** `CATALOGUE_API_URL`, else the embedded reference API of a shop running on `PORT`. */
    catalogueApiUrl: v.CATALOGUE_API_URL ?? `http://127.0.0.1:${v.PORT}/api/v1`,
    dataDir: v.DATA_DIR,
    publicApiUrl: v.PUBLIC_API_URL,
    siteUrl: v.SITE_URL ?? DEFAULT_SITE_URL,
    outDir: v.ASTRO_OUT_DIR,
    cacheDir: v.ASTRO_CACHE_DIR,
    renderDir: v.ASTRO_RENDER_DIR,
  };
}
export type BuildConfig = ReturnType<typeof buildConfig>;

/** Operator scripts, benchmarks and test tooling: the shop's variables and their own (BENCH_*, E2E_*…). */
export function scriptConfig(env: Environment, projectDir: string) {
  const v = parse({ ...operatorVariables(projectDir), ...toolVariables }, env);
  const shop = shopFrom(v, projectDir);
  return {
    ...shop,
    bench: { durationSeconds: v.BENCH_DURATION, workers: v.BENCH_WORKERS, runs: v.BENCH_RUNS, buildOut: v.BENCH_BUILD_OUT },
    /** Debian's Chromium unless CHROMIUM_PATH names another (`fromEnvironment` says which). */
    chromium: { path: v.CHROMIUM_PATH ?? '/usr/bin/chromium', fromEnvironment: v.CHROMIUM_PATH !== undefined },
    /** A running shop for `npm run bench:interaction`. */
    benchBaseUrl: v.BASE_URL,
    /** The shop `npm run rebuild` asks, default the one on PORT of this machine. */
    shopUrl: v.SHOP_URL ?? `http://127.0.0.1:${shop.port}`,
    /** `test:e2e`: one shop per Playwright worker (`slot` is the worker's), each with its own data folder under `dataDir`. */
    e2e: { dataDir: v.E2E_DATA_DIR, workers: v.E2E_WORKERS, baseUrls: v.E2E_BASE_URL ?? [], slot: v.TEST_PARALLEL_INDEX },
    /** Running on a CI machine (CI set, as CI machines do). */
    ci: v.CI !== undefined,
  };
}
