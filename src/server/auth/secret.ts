import { createHash, randomBytes } from 'node:crypto';

/** 160 random bits, hex: API tokens, reset tokens and guest order tracking tokens. */
export function newSecret(): string {
  return randomBytes(20).toString('hex');
}

/** Only this digest is stored; the secret itself is shown once. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
