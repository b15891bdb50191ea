import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A guest order's answer kept for replays, readable only with the Idempotency-Key it was sent with: AES-256-GCM
 * under a key derived from that Idempotency-Key (a random UUID only the guest's browser knows). The database
 * holds the key's digest and this sealed text, never the tracking token in clear.
 */
const keyOf = (idempotencyKey: string): Buffer => Buffer.from(hkdfSync('sha256', idempotencyKey, 'kin-boissons', 'guest-order-replay', 32));

export function sealAnswer(idempotencyKey: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(idempotencyKey), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The answer, or null when `sealed` was not sealed with this key (or was altered). */
export function openAnswer(idempotencyKey: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(idempotencyKey), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
