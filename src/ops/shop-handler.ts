/**
 * What answers each request of the serving process: /api/v1 and /media/ the embedded reference API (when this
 * process mounts it), /_ops/ the operations endpoints, anything else the live release. Every answer carries its
 * request id (`X-Request-Id`, hono's request-id: the one nginx or the client sent when well formed, else a new one),
 * which the API's error records and 5xx bodies name too. With LOG_REQUESTS=1, one log record per request: method,
 * path without its query, status, duration, request id.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { opsMessages } from '../messages/ops.ts';
import type { Logger } from './logger.ts';

/** `env` carries the Node request (`incoming`): the API and the operations read the caller's address from it. */
type Handler = (request: Request, env: unknown) => Response | Promise<Response>;

export interface ShopParts {
  /** The embedded reference API; null when the catalogue comes from another API (CATALOGUE_API_URL). */
  api: { fetch: Handler } | null;
  /** The operations endpoints (ops-routes.ts), answered under /_ops. */
  ops: Hono;
  /** The live release (static-site.ts). */
  site: MiddlewareHandler;
  /** Where each request is logged (LOG_REQUESTS=1); null: none is. */
  requestLog: Logger | null;
}

const isApiPath = (pathname: string): boolean =>
  pathname.startsWith('/api/v1/') || pathname === '/api/v1' || pathname.startsWith('/media/');

export function shopHandler({ api, requestLog, ...parts }: ShopParts): Handler {
  const ops = new Hono().use(requestId()).route('/_ops', parts.ops);
  const site = new Hono().use(requestId()).use(parts.site);
  const dispatch: Handler = (request, env) => {
    const { pathname } = new URL(request.url);
    if (api && isApiPath(pathname)) return api.fetch(request, env);
    if (pathname.startsWith('/_ops/')) return ops.fetch(request, env);
    return site.fetch(request);
  };
  if (!requestLog) return dispatch;
  return async (request, env) => {
    const started = performance.now();
    const response = await dispatch(request, env);
    const path = new URL(request.url).pathname;
    requestLog.info(
      {
        method: request.method,
        path,
        status: response.status,
        ms: Math.round(performance.now() - started),
        requestId: response.headers.get('X-Request-Id'),
      },
      opsMessages.log.request,
    );
    return response;
  };
}
