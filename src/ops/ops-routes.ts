import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { methodNotAllowedAnswer } from '../contract/errors.ts';
import { opsMessages } from '../messages/ops.ts';
import { createFailureThrottle } from './failure-throttle.ts';
import type { RebuildQueue } from './rebuild-queue.ts';
import { currentRelease, listReleases } from './releases.ts';

interface OpsOptions {
  token: string;
  queue: RebuildQueue;
  dataDir: string;
  /** The e-mail outbox's status (src/server/mail/start.ts); absent when this process sends no mail. */
  mail?: () => unknown;
  /** Whether the embedded API's database answers; absent when this process has none. */
  databaseReachable?: () => Promise<boolean>;
  /** The caller's address, as the API's rate limits read it (the socket's peer, or behind TRUST_PROXY the client it names). */
  clientOf: (c: Context) => string;
}

/**
 * `GET /_ops/health` without a token (200 with the live release and the database reachable, else 503),
 * `POST /_ops/rebuild` (202 at once) and `GET /_ops/status` (releases, builds and, when this process sends
 * e-mail, whether SMTP is configured and the outbox's pending and failed counts), both behind
 * `Authorization: Bearer <REBUILD_TOKEN>` (hono's bearer-auth: the right token always passes; wrong ones are counted
 * per caller). A known address called with another method: DRF's 405 with `Allow`, before any secret is asked.
 */
export function opsRoutes({ token, queue, dataDir, mail, databaseReachable, clientOf }: OpsOptions): Hono {
  const ops = new Hono();
  ops.use(methodNotAllowed({ app: ops, onMethodNotAllowed: (c, methods) => methodNotAllowedAnswer(c.req.method, methods) }));
  // Without a token: a load balancer or a monitor probes it without a secret.
  ops.get('/health', async (c) => {
    const release = await currentRelease(dataDir);
    const database = databaseReachable === undefined ? 'absente' : (await databaseReachable()) ? 'ok' : 'injoignable';
    const healthy = release !== null && database !== 'injoignable';
    return c.json({ status: healthy ? 'ok' : 'indisponible', release, database, building: queue.state().running }, healthy ? 200 : 503, {
      'Cache-Control': 'no-store',
    });
  });
  const failures = createFailureThrottle();
  // Only failures are counted, per caller (the real client behind TRUST_PROXY, not the proxy that carries everyone);
  // the token is 32 characters or more, so the count is there against floods, not against guessing.
  const refuse = (c: Context): Response => {
    const caller = clientOf(c);
    const wait = failures.wait(caller, Date.now());
    if (wait > 0) return c.json({ detail: opsMessages.tooManyFailures(wait) }, 429, { 'Retry-After': String(wait) });
    failures.record(caller, Date.now());
    return c.json({ detail: opsMessages.rebuildTokenRefused }, 401);
  };
  const tokenRequired = bearerAuth({
    token,
    noAuthenticationHeader: { message: refuse },
    invalidAuthenticationHeader: { message: refuse },
    invalidToken: { message: refuse },
  });
  const noStore: MiddlewareHandler = (c, next) => {
    c.header('Cache-Control', 'no-store');
    return next();
  };
  ops.post('/rebuild', tokenRequired, noStore, (c) => {
    queue.trigger('POST /_ops/rebuild');
    return c.json({ detail: opsMessages.rebuildScheduled, ...queue.state() }, 202);
  });
  ops.get('/status', tokenRequired, noStore, async (c) =>
    c.json({
      current: await currentRelease(dataDir),
      releases: await listReleases(dataDir),
      ...queue.state(),
      ...(mail ? { mail: await mail() } : {}),
    }),
  );
  return ops;
}
