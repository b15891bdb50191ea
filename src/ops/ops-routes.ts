import { Hono } from 'hono';
import { opsMessages } from '../messages/ops.ts';
import { serverMessages } from '../messages/server.ts';
import { createFailureThrottle } from './failure-throttle.ts';
import type { RebuildQueue } from './rebuild-queue.ts';
import { bearerMatches } from './rebuild-token.ts';
import { currentRelease, listReleases } from './releases.ts';

interface OpsOptions {
  token: string;
  queue: RebuildQueue;
  dataDir: string;
  /** The e-mail outbox's status (src/server/mail/start.ts); absent when this process sends no mail. */
  mail?: () => unknown;
  /** Whether the embedded API's database answers; absent when this process has none. */
  databaseReachable?: () => Promise<boolean>;
}

/**
 * `GET /_ops/health` without a token (200 with the live release and the database reachable, else 503),
 * `POST /_ops/rebuild` (202 at once) and `GET /_ops/status` (releases, builds and, when this process sends
 * e-mail, whether SMTP is configured and the outbox's pending and failed counts), both behind
 * `Authorization: Bearer <REBUILD_TOKEN>`.
 */
/** The caller's address from the Node request the serving process passes as `env` (`incoming`), else one shared key. */
function callerOf(env: unknown): string {
  const incoming = typeof env === 'object' && env !== null && 'incoming' in env ? env.incoming : undefined;
  const socket = typeof incoming === 'object' && incoming !== null && 'socket' in incoming ? incoming.socket : undefined;
  const address = typeof socket === 'object' && socket !== null && 'remoteAddress' in socket ? socket.remoteAddress : undefined;
  return typeof address === 'string' ? address : 'inconnu';
}

/** Methods each operator address takes. */
const OPS_METHODS: Record<string, readonly string[]> = {
  '/health': ['GET', 'HEAD'],
  '/rebuild': ['POST'],
  '/status': ['GET', 'HEAD'],
};

export function opsRoutes({ token, queue, dataDir, mail, databaseReachable }: OpsOptions): Hono {
  const ops = new Hono();
  // A known address called with the wrong method: 405 and the methods it takes, before any secret is checked.
  ops.use('*', async (c, next) => {
    const allowed = OPS_METHODS[c.req.path.replace(/^\/_ops(?=\/)/, '')];
    if (allowed && !allowed.includes(c.req.method)) {
      return c.json({ detail: serverMessages.methodNotAllowed(c.req.method) }, 405, { Allow: allowed.join(', ') });
    }
    return next();
  });
  // Before the token check: a load balancer or a monitor probes it without a secret.
  ops.get('/health', async (c) => {
    const release = await currentRelease(dataDir);
    const database = databaseReachable === undefined ? 'absente' : (await databaseReachable()) ? 'ok' : 'injoignable';
    const healthy = release !== null && database !== 'injoignable';
    return c.json({ status: healthy ? 'ok' : 'indisponible', release, database, building: queue.state().running }, healthy ? 200 : 503, {
      'Cache-Control': 'no-store',
    });
  });
  const failures = createFailureThrottle();
  ops.use('*', async (c, next) => {
    const caller = callerOf(c.env);
    const wait = failures.wait(caller, Date.now());
    if (wait > 0) return c.json({ detail: opsMessages.tooManyFailures(wait) }, 429, { 'Retry-After': String(wait) });
    if (!bearerMatches(c.req.header('Authorization'), token)) {
      failures.record(caller, Date.now());
      return c.json({ detail: opsMessages.rebuildTokenRefused }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    c.header('Cache-Control', 'no-store');
    return next();
  });
  ops.post('/rebuild', (c) => {
    queue.trigger('POST /_ops/rebuild');
    return c.json({ detail: opsMessages.rebuildScheduled, ...queue.state() }, 202);
  });
  ops.get('/status', async (c) =>
    c.json({
      current: await currentRelease(dataDir),
      releases: await listReleases(dataDir),
      ...queue.state(),
      ...(mail ? { mail: await mail() } : {}),
    }),
  );
  return ops;
}
