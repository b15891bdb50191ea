import type { Context } from 'hono';
import type { Deps } from './env.ts';

/** Absolute origin for URLs in responses (DRF builds absolute URLs): the configured one, else the request's. */
export function originOf(c: Context, deps: Deps): string {
  return deps.publicOrigin ?? new URL(c.req.url).origin;
}
