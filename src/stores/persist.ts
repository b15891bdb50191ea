/**
 * Safe persistence for nanostores: what localStorage holds is untrusted input (decoded through a
 * zod schema, garbage gives the fallback) and a full quota never breaks a verb (the value stays
 * in memory for this tab; other tabs keep the last value that fitted).
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { z } from 'zod/mini';
import { installGuardedStorage } from './guarded-storage.ts';

export { guardedStorage, installGuardedStorage, type StorageLike, type WriteFailure } from './guarded-storage.ts';

/** Decodes a stored JSON text through `schema`; unparsable JSON or a schema failure gives `fallback`. */
export function decodeJson<T>(schema: z.core.$ZodType<T>, fallback: T, text: string): T {
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
