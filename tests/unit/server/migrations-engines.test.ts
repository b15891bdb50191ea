import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Engine, postgresEngine, sqliteEngine } from '../../../src/server/db/engine.ts';
import { migrations } from '../../../src/server/db/migrations.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { postgresDatabases } from '../../support/engines.ts';

const databases = postgresDatabases();
const postgres = (name: string, options: { seed?: boolean } = {}) => databases.open(name, options);

/** Table → its columns (name, NOT NULL), sorted: what the shop's queries rely on. */
type Shape = Record<string, string[]>;

function sqliteShape(): Shape {
  const db = openDatabase(':memory:', { seed: false });
  // The throttles' events live in a file of their own, attached to the same connection (db/open.ts).
  const tables = db
    .prepare(
      "SELECT name FROM main.sqlite_master WHERE type = 'table' UNION ALL SELECT name FROM throttles.sqlite_master WHERE type = 'table'",
    )
    .all() as { name: string }[];
  const shape: Shape = {};
  for (const { name } of tables) {
    const columns = db.prepare('SELECT name, "notnull" AS required, pk FROM pragma_table_info(?)').all(name) as {
      name: string;
      required: number;
      pk: number;
    }[];
    // SQLite lets a TEXT PRIMARY KEY be NULL (an old quirk it keeps); PostgreSQL never does: a key is required on both.
    shape[name] = columns.map((c) => `${c.name}${c.required || c.pk ? ' NOT NULL' : ''}`).sort();
  }
  db.close();
  return shape;
}

async function postgresShape(engine: Engine): Promise<Shape> {
  const columns = await engine.db
    .withoutPlugins()
    .selectFrom('information_schema.columns' as never)
    .select(['table_name as table', 'column_name as name', 'is_nullable as nullable'] as never[])
    .where('table_schema' as never, '=', 'public' as never)
    .execute();
  const shape: Shape = {};
  for (const c of columns as unknown as { table: string; name: string; nullable: string }[]) {
    shape[c.table] = [...(shape[c.table] ?? []), `${c.name}${c.nullable === 'NO' ? ' NOT NULL' : ''}`];
  }
  for (const table of Object.keys(shape)) shape[table]?.sort();
  return shape;
}

describe('one migration list for both engines', () => {
  it('every migration runs on a fresh PostgreSQL, in one go, and leaves the tables and columns SQLite has', async () => {
    const { engine } = await postgres('migrations', { seed: false });
    expect(await postgresShape(engine)).toEqual(sqliteShape());
    const versions = await engine.db.selectFrom('schema_version').select('version').orderBy('version').execute();
    expect(versions.map((v) => v.version)).toEqual(migrations.map((_, index) => index + 1));
  });

  it('opening again runs nothing twice, and two processes opening at once migrate once', async () => {
    const { url } = await postgres('migrations twice', { seed: false });
    const again = await Promise.all([postgresEngine(url, { seed: false }), postgresEngine(url, { seed: false })]);
    for (const engine of again) databases.keep(engine);
    const versions = await again[0]!.db.selectFrom('schema_version').select('version').execute();
    expect(versions).toHaveLength(migrations.length);
  });

  it('a database newer than the code is refused on both, in French, and left as it was', async () => {
    const newer = `La base de données vient d'une version plus récente de la boutique (migration ${migrations.length + 1} ; ce code en connaît ${migrations.length})`;
    const { engine, url } = await postgres('newer than the code', { seed: false });
    await engine.db
      .insertInto('schema_version')
      .values({ version: migrations.length + 1 })
      .execute();
    await expect(postgresEngine(url, { seed: false })).rejects.toMatchObject({
      code: 'ERR_SHOP_SCHEMA_NEWER',
      message: expect.stringContaining(newer),
    });
    const dir = mkdtempSync(join(tmpdir(), 'kin-newer-'));
    const file = join(dir, 'shop.sqlite');
    const db = openDatabase(file, { seed: false });
    db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(migrations.length + 1);
    db.close();
    expect(() => openDatabase(file, { seed: false })).toThrow(newer);
    rmSync(dir, { recursive: true, force: true });
  });

  it('an e-mail is one account whatever its case, on both', async () => {
    const { engine } = await postgres('nocase', { seed: false });
    const sqlite = sqliteEngine(openDatabase(':memory:', { seed: false }));
    databases.keep(sqlite);
    for (const e of [engine, sqlite]) {
      const user = (email: string) => ({ email, username: email, password_hash: 'x', date_joined: '2026-11-23T12:00:00Z' });
      await e.db.insertInto('users').values(user('Jean@Example.cd')).execute();
      await expect(e.db.insertInto('users').values(user('jean@example.CD')).execute()).rejects.toThrow();
    }
  });

  it('the seed catalogue is the same on both engines, page addresses included', async () => {
    const { engine } = await postgres('seed');
    const sqlite = sqliteEngine(openDatabase(':memory:'));
    databases.keep(sqlite);
    for (const table of ['categories', 'marques', 'produits'] as const) {
      const read = (e: Engine) => e.db.selectFrom(table).selectAll().orderBy('id').execute();
      const rows = await read(sqlite);
      expect(rows.length).toBeGreaterThan(4);
      expect(await read(engine)).toEqual(rows);
    }
  });
});
