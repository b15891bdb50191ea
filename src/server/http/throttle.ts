import type { Context } from 'hono';
import { serverMessages } from '../../domain/messages/server.ts';
import { clearEvents, recordEvent, retryAfterSeconds } from '../db/rate.ts';
import { immediate } from '../db/transaction.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv, Deps } from './env.ts';
import { HttpProblem } from './problem.ts';

/** At most `max` events of `bucket` within `windowMs`. */
interface Limit {
  bucket: string;
  windowMs: number;
  max: number;
}

const MINUTE = 60_000;
/** Wrong passwords for one account from one address (the customer who mistypes is slowed, no one else). */
const PAIR = { windowMs: 15 * MINUTE, max: 5 };
/** Wrong passwords for one account from every address together (a spread guessing campaign). */
const ACCOUNT = { windowMs: 60 * MINUTE, max: 50 };
/** Password hashes one address may cause, whatever the account or endpoint (sign-up, login, reset…). */
const ADDRESS = { windowMs: MINUTE, max: 30 };

/**
 * Reserves one event in every bucket before any password is hashed or checked, in one synchronous
 * transaction: concurrent attempts see each other's reservations, so a burst gets no more tries than a
 * sequence. Throws 429 with Retry-After (the longest wait) when one bucket is full; nothing is recorded then.
 */
function reserve(deps: Deps, limits: readonly Limit[]): void {
  const nowMs = deps.now().getTime();
  immediate(deps.db, () => {
    const wait = Math.max(0, ...limits.map((l) => retryAfterSeconds(deps.db, l.bucket, nowMs, l.windowMs, l.max)));
    if (wait > 0) throw new HttpProblem(429, { detail: serverMessages.throttled(wait) }, { 'retry-after': String(wait) });
    for (const l of limits) recordEvent(deps.db, l.bucket, nowMs);
  });
}

const addressLimit = (c: Context<AppEnv>, deps: Deps): Limit => ({ bucket: `scrypt:${clientIp(c, deps.trustProxy)}`, ...ADDRESS });

/** One password hash for this caller's address (sign-up, reset confirmation): refused when the address spent its share. */
export function reserveHashing(c: Context<AppEnv>, deps: Deps): void {
  reserve(deps, [addressLimit(c, deps)]);
}

/**
 * One password check against `account` (an e-mail, or a user id): reserved per account and address, per account,
 * and per address. `succeeded` forgets the account's failures; a failure simply keeps its reservation.
 */
export function reservePasswordCheck(c: Context<AppEnv>, deps: Deps, account: string): { succeeded: () => void } {
  const key = account.trim().toLowerCase();
  const pair = { bucket: `login:${key}|${clientIp(c, deps.trustProxy)}`, ...PAIR };
  const whole = { bucket: `account:${key}`, ...ACCOUNT };
  reserve(deps, [pair, whole, addressLimit(c, deps)]);
  return {
    succeeded: () => {
      clearEvents(deps.db, pair.bucket);
      clearEvents(deps.db, whole.bucket);
    },
  };
}
