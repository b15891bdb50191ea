import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postgresEngine } from '../../../src/server/db/engine.ts';
import { transaction } from '../../../src/server/db/transaction.ts';
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

  it('each connection prepares a statement it sends with parameters once, then sends only its name', async () => {
    const { engine: shop } = await postgres.open('prepared', { seed: false });
    const prepared = sql<{ n: number }>`SELECT count(*) AS n FROM pg_prepared_statements WHERE statement LIKE ${'%kb-prepared-probe%'}`;
    await transaction(shop, async (db) => {
      for (let i = 0; i < 3; i++)
        expect((await sql<{ v: number }>`SELECT ${i} + 1 AS v /* kb-prepared-probe */`.execute(db)).rows).toEqual([{ v: i + 1 }]);
      // Prepared once on this connection, whatever the number of sends (pg_prepared_statements is the connection's own).
      expect((await prepared.execute(db)).rows).toEqual([{ n: 1 }]);
    });
  });

  it("a statement prepared before another process's migration changed its rows is prepared again: the transaction runs once more and succeeds", async () => {
    const { engine: shop, url } = await postgres.open('stale', { seed: false });
    const migrating = postgres.keep(await postgresEngine(url, { seed: false }));
    await sql`CREATE TABLE depot_notes (id BIGINT PRIMARY KEY, note TEXT NOT NULL)`.execute(migrating.db);
    await sql`INSERT INTO depot_notes VALUES (1, 'casiers')`.execute(migrating.db);
    const read = (db: typeof shop.db) =>
      db
        .selectFrom('depot_notes' as never)
        .selectAll()
        .where('id' as never, '=', 1 as never)
        .execute();
    let runs = 0;
    const inTransaction = () =>
      transaction(shop, async (db) => {
        runs++;
        return read(db);
      });
    // Every connection of the pool prepares it (they are opened side by side).
    await Promise.all(Array.from({ length: 10 }, inTransaction));
    await sql`ALTER TABLE depot_notes ADD COLUMN bouteilles BIGINT NOT NULL DEFAULT 0`.execute(migrating.db);
    runs = 0;
    expect(await inTransaction()).toEqual([{ id: 1, note: 'casiers', bouteilles: 0 }]);
    expect(runs).toBe(2);
  });
});
