import type { Context } from 'hono';
import type { Deps } from './env.ts';

/** Absolute origin for URLs in responses (DRF builds absolute URLs): the configured one, else the request's. */
export function originOf(c: Context, deps: Deps): string {
  return deps.publicOrigin ?? new URL(c.req.url).origin;
}

/** Origin of the links in e-mails: the configured site, else (development mode and tests) the request's. */
export function mailLinkOrigin(c: Context, deps: Deps): string {
  return deps.mail.siteUrl ?? new URL(c.req.url).origin;
}
