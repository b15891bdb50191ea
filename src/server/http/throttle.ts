import type { Context } from 'hono';
import { serverMessages } from '../../domain/messages/server.ts';
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

/** Buckets kept at most (the oldest forgotten first): a flood of new addresses cannot grow memory without end. */
const MAX_BUCKETS = 100_000;

/**
 * The attempts of this process, in memory: reserving is a synchronous check-and-append (no `await`, no disk
 * write), so concurrent attempts see each other's reservations, and a flood costs no disk sync per request.
 */
export class AttemptLog {
  private readonly events = new Map<string, number[]>();

  /** Reserves one event in every bucket, or returns the seconds to wait (the longest) and records nothing. */
  reserve(limits: readonly Limit[], nowMs: number): number {
    let wait = 0;
    for (const l of limits) {
      const recent = (this.events.get(l.bucket) ?? []).filter((at) => at > nowMs - l.windowMs);
      this.events.set(l.bucket, recent);
      // The oldest of the last `max` events: a new one is allowed once it leaves the window.
      const oldest = recent.length < l.max ? undefined : recent[recent.length - l.max];
      if (oldest !== undefined) wait = Math.max(wait, Math.max(1, Math.ceil((oldest + l.windowMs - nowMs) / 1000)));
    }
    if (wait > 0) return wait;
    for (const l of limits) {
      const recent = this.events.get(l.bucket) ?? [];
      this.events.delete(l.bucket);
      this.events.set(l.bucket, [...recent, nowMs]);
    }
    while (this.events.size > MAX_BUCKETS) {
      const first = this.events.keys().next().value;
      if (first === undefined) break;
      this.events.delete(first);
    }
    return 0;
  }

  clear(bucket: string): void {
    this.events.delete(bucket);
  }
}

/**
 * Reserves one event in every bucket before any password is hashed or checked: a burst gets no more tries
 * than a sequence. Throws 429 with Retry-After (the longest wait) when one bucket is full.
 */
function reserve(deps: Deps, limits: readonly Limit[]): void {
  const wait = deps.attempts.reserve(limits, deps.now().getTime());
  if (wait > 0) throw new HttpProblem(429, { detail: serverMessages.throttled(wait) }, { 'retry-after': String(wait) });
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
      deps.attempts.clear(pair.bucket);
      deps.attempts.clear(whole.bucket);
    },
  };
}
