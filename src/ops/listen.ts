import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/**
 * Serves `fetch` on `port` (0: the system picks a free one). Resolves once the process listens, with the port
 * it got; rejects with the error of a port it cannot take (EADDRINUSE, EACCES).
 */
export async function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  port: number,
): Promise<{ server: Server; port: number }> {
  const server = serve({ fetch, port }) as Server;
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}
