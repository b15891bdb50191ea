import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Engine } from './engine.ts';
import { listenOn } from './listen.ts';

/** The channel on which a process of the shop says that a change shows on the pages (PostgreSQL). */
const CHANNEL = 'publication';
/**
 * Each opened engine's name on the channel (one per process in production): the process that announces has
 * already scheduled its own rebuild, so its own word is not heard again.
 */
const names = new WeakMap<object, string>();
const nameOf = (engine: Engine): string => {
  let name = names.get(engine.db);
  if (name === undefined) {
    name = randomUUID();
    names.set(engine.db, name);
  }
  return name;
};

/**
 * Tells every other process of the shop that a change which shows on the pages was committed (a price, a
 * stock, a review approved…), so each machine rebuilds its own release (docs/decisions/020). On SQLite there is
 * one serving process per file: nobody else to tell.
 */
export async function announcePublishedChange(engine: Engine): Promise<void> {
  if (engine.kind !== 'postgres') return;
  await sql`SELECT pg_notify(${CHANNEL}, ${nameOf(engine)})`.execute(engine.db);
}

export interface PublicationListener {
  /** Resolves once the first LISTEN is in place (announcements before it are not heard). */
  ready: Promise<void>;
  close: () => Promise<void>;
}

/**
 * Calls `changed` whenever another process announces a published change. PostgreSQL: a `LISTEN publication` on
 * a connection of its own, connected again `retryMs` after it is lost; each time it comes back `changed` is
 * called once too, since an announcement may have been missed meanwhile. SQLite: never called.
 */
export function listenForPublishedChanges(engine: Engine, changed: () => void, options: { retryMs?: number } = {}): PublicationListener {
  if (engine.kind !== 'postgres') return { ready: Promise.resolve(), close: async () => {} };
  const retryMs = options.retryMs ?? 5_000;
  const self = nameOf(engine);
  let listened = () => {};
  const ready = new Promise<void>((resolve) => {
    listened = resolve;
  });
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let everListened = false;
  const connect = () => {
    const connection = listenOn(engine.url, CHANNEL, {
      heard: (payload) => {
        if (payload !== self) changed();
      },
      listening: () => {
        if (closed) return;
        if (everListened) changed();
        everListened = true;
        listened();
      },
      lost: () => {
        if (client === connection) client = null;
        if (closed) return;
        retry = setTimeout(connect, retryMs);
        retry.unref();
      },
    });
    client = connection;
  };
  connect();
  return {
    ready,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const connection = client;
      client = null;
      await connection?.end().catch(() => {});
    },
  };
}
