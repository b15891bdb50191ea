/**
 * Where the push worker may post: push services are on the public Internet (Google's, Mozilla's, Apple's,
 * Microsoft's). A subscription names its endpoint itself, so a staff account could otherwise make the shop's server
 * post to an address of its own network (a database's admin page, a cloud's metadata service). The worker's
 * connections therefore resolve names here and refuse every address that is not public, at connection time (a name
 * that resolved to a public address when checked and to a private one later is still refused), and the worker
 * refuses an endpoint written as a private address outright (those are never looked up).
 */
import { type LookupAddress, lookup } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IPv4 or IPv6 address, an IPv4 one mapped into IPv6 included) is on the public Internet. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of `endpoint` when written as an address that is not public (such a host is never looked up); else null. */
export function privateAddressOf(endpoint: string): string | null {
  const host = new URL(endpoint).hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) !== 0 && !isPublicAddress(host) ? host : null;
}

/** The error of a name that leads to an address that is not public. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'EPRIVATEADDRESS';
}

/** Node's lookup, refusing a name any of whose addresses is not public. */
const publicLookup = ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
  lookup(hostname, { ...options, all: true }, (error: Error | null, addresses: LookupAddress[]) => {
    if (error) return callback(error);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return callback(new PrivateAddressError(`${hostname} → ${refused.address}`));
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address, first?.family);
  });
}) as unknown as LookupFunction;

/** The HTTPS agent of the push worker: connections only to public addresses. */
export function publicOnlyAgent(): Agent {
  return new Agent({ keepAlive: true, lookup: publicLookup });
}
