import type { Context } from 'hono';
import { serverMessages } from '../../messages/server.ts';
import type { Limit } from '../db/rate.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv, Deps } from './env.ts';
import { HttpProblem } from './problem.ts';

const MINUTE = 60_000;
/** Wrong passwords for one account from one address (the customer who mistypes is slowed, no one else). */
const PAIR = { windowMs: 15 * MINUTE, max: 5 };
/** Wrong passwords for one account from every address together (a spread guessing campaign): past it, a login needs a mailed link. */
const ACCOUNT = { windowMs: 60 * MINUTE, max: 50 };
/** Password hashes one address may cause, whatever the account or endpoint (sign-up, login, reset…). */
const ADDRESS = { windowMs: MINUTE, max: 30 };
/**
 * Reset confirmations one address may send, right links or wrong. A wrong link costs no hash, but a flood of
 * them still takes the server's time from every customer; a customer behind a shared address (a mobile
 * operator's) never sends that many, and waits a minute at most when someone else there floods.
 */
const RESET_CONFIRMATIONS = { windowMs: MINUTE, max: 100 };
/**
 * Reset confirmations one process checks in a second, from every address together. A checked confirmation costs
 * the server's loop about half a millisecond (its body read, its link looked up, its address counted in the
 * database): 200 a second is at most a tenth of the loop, far more than the shop's customers ever send, and a
 * flood from many addresses (each under its own limit) is answered 429 from memory past it, so the pages and the
 * orders of every other customer keep their pace.
 */
const RESET_CONFIRMATIONS_CHECKED = { kind: 'reset-confirm', perSecond: 200 };

/**
 * Reserves one event in every bucket before any password is hashed or checked: a burst gets no more tries
 * than a sequence. Throws 429 with Retry-After (the longest wait) when one bucket is full.
 */
async function reserve(deps: Deps, limits: readonly Limit[], share?: typeof RESET_CONFIRMATIONS_CHECKED): Promise<void> {
  const wait = await deps.attempts.reserve(limits, deps.now().getTime(), share);
  if (wait > 0) throw new HttpProblem(429, { detail: serverMessages.throttled(wait) }, { 'retry-after': String(wait) });
}

const addressLimit = (c: Context<AppEnv>, deps: Deps): Limit => ({ bucket: `scrypt:${clientIp(c, deps.trustProxy)}`, ...ADDRESS });

/** One password hash for this caller's address (sign-up, reset confirmation): refused when the address spent its share. */
export function reserveHashing(c: Context<AppEnv>, deps: Deps): Promise<void> {
  return reserve(deps, [addressLimit(c, deps)]);
}

/** What a password check reserved, and what its outcome does to the account's counts. */
export interface PasswordCheck {
  /**
   * The account received `ACCOUNT.max` wrong passwords within the hour, from every address together: the password
   * alone no longer signs in (a spread guessing campaign would end by finding it), the right one gets a one-time
   * link mailed to the account instead. The count never refuses the right password by itself.
   */
  guarded: boolean;
  /** The account's failures are forgotten, the address gets its try back. */
  succeeded: () => Promise<void>;
  /** Counts a wrong password against the account: how many it received within the hour, and whether that is past the guard. */
  failed: () => Promise<{ count: number; guarded: boolean }>;
}

/** The account's name in the buckets: an e-mail, or a user id, whatever its case. */
const accountKey = (account: string) => account.trim().toLowerCase();

/**
 * One password check against `account` (an e-mail, or a user id): reserved per account and address, and per
 * address, before the hash runs (429 past either). Wrong passwords from every address are counted for the account
 * too, after the fact: past `ACCOUNT.max` the check is `guarded`. `succeeded` forgets the account's failures and
 * gives the address its try back (customers behind one address, a mobile operator's shared one or an office's, are
 * never slowed by their own logins); a failure simply keeps its reservation.
 */
export async function reservePasswordCheck(c: Context<AppEnv>, deps: Deps, account: string): Promise<PasswordCheck> {
  const key = accountKey(account);
  const pair = { bucket: `login:${key}|${clientIp(c, deps.trustProxy)}`, ...PAIR };
  const whole = { bucket: `account:${key}`, ...ACCOUNT };
  const address = addressLimit(c, deps);
  await reserve(deps, [pair, address]);
  const guarded = (await deps.attempts.count(whole, deps.now().getTime())) >= ACCOUNT.max;
  return {
    guarded,
    succeeded: async () => {
      await deps.attempts.clear(pair.bucket);
      await deps.attempts.clear(whole.bucket);
      await deps.attempts.refund(address.bucket);
    },
    failed: async () => {
      const count = await deps.attempts.record(whole, deps.now().getTime());
      return { count, guarded: count >= ACCOUNT.max };
    },
  };
}

/** Forgets every wrong password counted against `account` (its owner proved it is theirs: a reset, a mailed link). */
export async function clearPasswordFailures(deps: Pick<Deps, 'attempts'>, account: string): Promise<void> {
  const key = accountKey(account);
  await deps.attempts.clear(`account:${key}`);
  await deps.attempts.clearStartingWith(`login:${key}|`);
}

/**
 * One reset confirmation for this caller's address, reserved before the request's body is read: once the address
 * is refused, each further confirmation is answered 429 from memory (http/attempt-log.ts), and so is every one past
 * the process's share of the second. `succeeded` gives the
 * address its try back (customers behind one shared address are never slowed by their own resets).
 */
export async function reserveResetConfirmation(c: Context<AppEnv>, deps: Deps): Promise<{ succeeded: () => Promise<void> }> {
  const bucket = `reset-confirm:${clientIp(c, deps.trustProxy)}`;
  await reserve(deps, [{ bucket, ...RESET_CONFIRMATIONS }], RESET_CONFIRMATIONS_CHECKED);
  return { succeeded: () => deps.attempts.refund(bucket) };
}
