import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postgresEngine } from '../../../src/server/db/engine.ts';
import { postgresDatabases } from '../../support/engines.ts';

const postgres = postgresDatabases();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the shop's PostgreSQL connections", () => {
  it('a connection lost while idle in the pool is said on stderr and replaced; the process and the next query go on', async () => {
    const { engine: shop, url } = await postgres.open('pool', { seed: false });
    const administrator = postgres.keep(await postgresEngine(url, { seed: false }));
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The shop's connection is open and idle in its pool.
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(shop.db)).rows).toEqual([{ one: 1 }]);
    const [{ pid } = { pid: 0 }] = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(shop.db)).rows;
    await sql`SELECT pg_terminate_backend(${pid})`.execute(administrator.db);
    await vi.waitFor(() => expect(said).toHaveBeenCalledWith(expect.stringMatching(/^\[postgres\] connexion au repos perdue \(/)));
    expect((await sql<{ two: number }>`SELECT 2 AS two`.execute(shop.db)).rows).toEqual([{ two: 2 }]);
  });
});
