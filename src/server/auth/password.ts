import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { inSlot } from './scrypt-slots.ts';

/**
 * log2 of scrypt's N for new hashes in production: N = 2^17, r = 8, p = 1 (128 MiB, OWASP's Password Storage
 * Cheat Sheet minimum for scrypt). Older hashes are upgraded at the next successful login (`needsRehash`).
 */
export const DEFAULT_PASSWORD_COST = 17;
/** Development mode (SHOP_DEV=1, the browser tests' shop): N = 2^15, so a sign-up does not take seconds on a busy laptop. */
export const DEVELOPMENT_PASSWORD_COST = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return inSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url); the parameters travel with the hash so the cost can rise later. */
export async function hashPassword(password: string, cost: number = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** cost;
  const key = await derive(password, salt, n, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', n, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a stored hash was made with other parameters than today's (weaker, usually): rehash it at login. */
export function needsRehash(stored: string, cost: number): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== 2 ** cost || Number(r) !== BLOCK_SIZE || Number(p) !== PARALLELISM;
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummies = new Map<number, Promise<string>>();
/** A hash to verify against when the account does not exist, so both answers take the same time. */
export function dummyHash(cost: number): Promise<string> {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = hashPassword('kin-boissons-dummy-password', cost);
    dummies.set(cost, dummy);
  }
  return dummy;
}
