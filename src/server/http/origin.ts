import type { Context } from 'hono';
import type { Deps } from './env.ts';

/** Absolute origin for URLs in responses (DRF builds absolute URLs): the configured one, else the request's. */
export function originOf(c: Context, deps: Deps): string {
  return deps.publicOrigin ?? new URL(c.req.url).origin;
}

/**
 * Origin of the links in e-mails: the configured site; without one, the request's own in development mode
 * only, else null: a `Host` header must never choose where a reset link sends a customer.
 */
export function mailLinkOrigin(c: Context, deps: Deps): string | null {
  return deps.mail.siteUrl ?? (deps.dev ? new URL(c.req.url).origin : null);
}
