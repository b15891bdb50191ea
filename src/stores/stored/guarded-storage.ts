/**
 * A full quota never breaks a verb: every persistent atom of the shop writes through this engine, which
 * swallows write errors (the value stays in memory for this tab; other tabs keep the last value that
 * fitted). Apart from the decoding of stored JSON (src/stores/stored/decode-json.ts), so that the header of every
 * page installs it without loading zod.
 */
import { type PersistentStore, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

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
