/**
 * Safe persistence for nanostores: what localStorage holds is untrusted input (decoded through a
 * zod schema, garbage gives the fallback) and a full quota never breaks a verb (the value stays
 * in memory for this tab; other tabs keep the last value that fitted).
 */
import { persistentAtom, setPersistentEngine, windowPersistentEvents, type PersistentStore } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { z } from 'zod/mini';

/** Minimal Web Storage surface the guard needs (localStorage, or a test double). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/** Called when a value could not be written (quota, privacy mode); logs by default. */
export type WriteFailure = (key: string, error: unknown) => void;

const logWriteFailure: WriteFailure = (key, error) => {
  console.warn(`Stockage local indisponible pour « ${key} »`, error);
};

/**
 * A storage engine for `setPersistentEngine` that forwards to `storage` and swallows write errors
 * (QuotaExceededError, SecurityError) instead of letting them escape from `store.set()`.
 */
export function guardedStorage(storage: StorageLike, onWriteFailure: WriteFailure = logWriteFailure): PersistentStore {
  const keys = (): string[] => {
    const found: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) found.push(key);
    }
    return found;
  };
  return new Proxy({} as PersistentStore, {
    get: (_target, key) => (typeof key === 'string' ? (storage.getItem(key) ?? undefined) : undefined),
    has: (_target, key) => typeof key === 'string' && storage.getItem(key) !== null,
    set: (_target, key, value) => {
      if (typeof key !== 'string') return true;
      try {
        storage.setItem(key, String(value));
      } catch (error) {
        onWriteFailure(key, error);
      }
      return true;
    },
    deleteProperty: (_target, key) => {
      if (typeof key === 'string') {
        try {
          storage.removeItem(key);
        } catch (error) {
          onWriteFailure(key, error);
        }
      }
      return true;
    },
    ownKeys: () => keys(),
    getOwnPropertyDescriptor: (_target, key) =>
      typeof key === 'string' && storage.getItem(key) !== null
        ? { value: storage.getItem(key), writable: true, enumerable: true, configurable: true }
        : undefined,
  });
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' && typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null; // privacy mode: reading `localStorage` itself throws
  }
}

let installed = false;

/** Installs the guarded engine in the browser, once (every persistent atom of the shop goes through it). */
export function installGuardedStorage(): void {
  if (installed) return;
  installed = true;
  const storage = browserStorage();
  if (storage) setPersistentEngine(guardedStorage(storage), windowPersistentEvents);
}

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
