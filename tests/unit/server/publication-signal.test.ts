import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postgresEngine } from '../../../src/server/db/engine.ts';
import { announcePublishedChange, listenForPublishedChanges } from '../../../src/server/db/publication-signal.ts';
import { postgresDatabases } from '../../support/engines.ts';

const postgres = postgresDatabases();

/** Two processes of the shop on one PostgreSQL, the second listening; `heard()` resolves at its next call. */
async function twoProcesses() {
  const { engine: first, url } = await postgres.open('publication', { seed: false });
  const second = postgres.keep(await postgresEngine(url, { seed: false }));
  let calls = 0;
  let waiting: (() => void) | null = null;
  const listener = listenForPublishedChanges(
    second,
    () => {
      calls += 1;
      waiting?.();
    },
    { retryMs: 20 },
  );
  const heard = () =>
    new Promise<void>((resolve) => {
      waiting = resolve;
    });
  await listener.ready;
  return { first, second, listener, heard, calls: () => calls };
}

describe('a change published through one process reaches every other (each machine rebuilds its own pages)', () => {
  it("another process's announcement is heard once; the process's own is not heard again", async () => {
    const { first, second, listener, heard, calls } = await twoProcesses();
    await announcePublishedChange(second);
    const next = heard();
    await announcePublishedChange(first);
    await next;
    await announcePublishedChange(second);
    await listener.close();
    // Heard: the first's word. Not heard: the second's own, before and after it (PostgreSQL delivers in commit order).
    expect(calls()).toBe(1);
  });

  it('a lost connection comes back by itself, and counts as a change (one may have been missed meanwhile)', async () => {
    const { first, listener, heard, calls } = await twoProcesses();
    const back = heard();
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN publication'`.execute(first.db);
    await back;
    expect(calls()).toBe(1);
    const next = heard();
    await announcePublishedChange(first);
    await next;
    expect(calls()).toBe(2);
    await listener.close();
  });
});
