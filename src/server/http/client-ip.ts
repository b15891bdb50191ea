import type { Context } from 'hono';

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) → `127.0.0.1`. */
const plain = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Address of the caller for the rate limits: the socket's peer ('local' for in-process requests), or, when the
 * peer IS the trusted proxy (TRUST_PROXY), the last address of `X-Forwarded-For`: the one that proxy appended,
 * which the client cannot choose. Any other peer's `X-Forwarded-For` is ignored.
 */
export function clientIp(c: Context, trustProxy?: string): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress;
  if (peer === undefined) return 'local';
  if (trustProxy === undefined || plain(peer) !== plain(trustProxy)) return plain(peer);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return plain(forwarded.at(-1) ?? peer);
}
