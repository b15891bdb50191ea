import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type PostgresServer, startPostgres } from '../support/postgres.ts';

describe('the throw-away PostgreSQL of the tests', () => {
  let server: PostgresServer | undefined;
  afterAll(() => server?.stop());

  it('starts on a socket in its own folder, holds a table, and leaves nothing behind', async () => {
    server = await startPostgres({ maxConnections: 50 });
    const url = await server.createDatabase('support test');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('CREATE TABLE drinks (name TEXT NOT NULL, price BIGINT NOT NULL)');
      await client.query('INSERT INTO drinks VALUES ($1, $2), ($3, $4)', ['Primus', 250000, 'Maltina', 150000]);
      const { rows } = await client.query<{ name: string }>('SELECT name FROM drinks WHERE price > $1 ORDER BY name', [200000]);
      expect(rows.map((r) => r.name)).toEqual(['Primus']);
      const { rows: listening } = await client.query<{ v: string }>("SELECT current_setting('listen_addresses') AS v");
      expect(listening[0]?.v).toBe('');
      const { rows: connections } = await client.query<{ max_connections: string }>('SHOW max_connections');
      expect(connections[0]?.max_connections).toBe('50');
    } finally {
      await client.end();
    }
    const folder = server.socketDir;
    server.stop();
    server = undefined;
    expect(existsSync(folder)).toBe(false);
  }, 60_000);
});
