/**
 * Safe persistence for nanostores: what localStorage holds is untrusted input (decoded through a
 * zod schema, garbage gives the fallback); the guarded engine (src/stores/guarded-storage.ts) makes
 * sure a full quota never breaks a verb.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { z } from 'zod/mini';
import { installGuardedStorage } from './guarded-storage.ts';

/**
 * The one decoder of stored JSON (every key of localStorage goes through it): the text is parsed,
 * then checked with `schema`; a missing value, unparsable JSON or a schema failure gives `fallback`.
 */
export function decodeJson<T>(schema: z.core.$ZodType<T>, fallback: T, text: string | undefined): T {
  if (text === undefined) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
  const parsed = z.safeParse(schema, raw);
  return parsed.success ? parsed.data : fallback;
}

/**
 * A persistent atom holding JSON under `key`, decoded through `schema` (also for values written by
 * another tab). Call `installGuardedStorage()` first in the browser so that quota errors are caught.
 */
export function persistentJsonAtom<T>(key: string, schema: z.core.$ZodType<T>, fallback: T): WritableAtom<T> {
  installGuardedStorage();
  return persistentAtom<T>(key, fallback, {
    encode: (value) => JSON.stringify(value),
    decode: (text) => decodeJson(schema, fallback, text),
  });
}
