import type { MiddlewareHandler } from 'hono';
import type { DataVersion } from '../db/version.ts';
import type { AppEnv } from './env.ts';

const MAX_ENTRIES = 1000;

/**
 * Caches successful GET answers of the public catalogue (identical for every caller) until the data changes
 * (db/version.ts): any committed write of this process or of another process drops the whole cache.
 * Bodies are kept encoded, so a hit costs no serialisation at all.
 */
export function catalogueCache(data: DataVersion): MiddlewareHandler<AppEnv> {
  let version = '';
  const entries = new Map<string, { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }>();
  return async (c, next) => {
    // Uploaded photos are files read from disk: keeping their bytes in memory would cost more than it saves.
    if (c.req.method !== 'GET' || c.req.path.includes('/avis/') || c.req.path.startsWith('/media/photos/')) return next();
    const current = data.current();
    if (current !== version) {
      entries.clear();
      version = current;
    }
    const key = c.req.url;
    const hit = entries.get(key);
    if (hit) return c.body(hit.body, 200, hit.headers);
    await next();
    if (c.res.status !== 200 || version !== current) return;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const headers = Object.fromEntries([...c.res.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length'));
    entries.set(key, { body: new Uint8Array(await c.res.clone().arrayBuffer()), headers });
  };
}
