import type { Context } from 'hono';

/** Peer address of the socket (not a client-sent header); 'local' for in-process requests. */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
