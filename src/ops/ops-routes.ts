import { Hono } from 'hono';
import type { RebuildQueue } from './rebuild-queue.ts';
import { bearerMatches } from './rebuild-token.ts';
import { currentRelease, listReleases } from './releases.ts';
import { opsMessages } from '../domain/messages/ops.ts';

/** `POST /_ops/rebuild` (202 at once) and `GET /_ops/status`, both behind `Authorization: Bearer <REBUILD_TOKEN>`. */
export function opsRoutes({ token, queue, dataDir }: { token: string; queue: RebuildQueue; dataDir: string }): Hono {
  const ops = new Hono();
  ops.use('*', async (c, next) => {
    if (!bearerMatches(c.req.header('Authorization'), token)) {
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
    c.json({ current: await currentRelease(dataDir), releases: await listReleases(dataDir), ...queue.state() }),
  );
  return ops;
}
