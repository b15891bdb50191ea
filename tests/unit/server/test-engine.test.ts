import { describe, expect, it } from 'vitest';
import { postgresEngine } from '../../../src/server/db/engine.ts';
import { migrations } from '../../../src/server/db/migrations.ts';
import { seedRows } from '../../../src/server/db/seed.ts';
import { freshDatabaseUrl, freshEngine, testEngineKind } from '../../support/test-engine.ts';

const kind = testEngineKind();

/** A customer account row, as registration writes it. */
const jean = { email: 'jean@example.cd', username: 'jean@example.cd', password_hash: 'x', date_joined: '2026-11-23T12:00:00Z' };

const productCount = async (engine: ReturnType<typeof freshEngine>) =>
  Number(
    (
      await engine.db
        .selectFrom('produits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`fresh shop databases for the API's tests (${kind})`, () => {
  it("is on this project's engine, migrated, with the seed catalogue", async () => {
    const engine = freshEngine();
    expect(engine.kind).toBe(kind);
    expect(await productCount(engine)).toBe(seedRows().produits.length);
    const versions = await engine.db.selectFrom('schema_version').select('version').execute();
    expect(versions).toHaveLength(migrations.length);
  });

  it("two fresh databases are independent: one's writes are not in the other", async () => {
    const [first, second] = [freshEngine(), freshEngine()];
    await first!.db.deleteFrom('produits').execute();
    await first!.db.insertInto('users').values(jean).execute();
    expect(await productCount(first!)).toBe(0);
    expect(await productCount(second!)).toBe(seedRows().produits.length);
    expect(await second!.db.selectFrom('users').select('email').execute()).toEqual([]);
  });

  it('without the seed: migrated, and no product', async () => {
    const engine = freshEngine({ seed: false });
    expect(await productCount(engine)).toBe(0);
    const versions = await engine.db.selectFrom('schema_version').select('version').execute();
    expect(versions).toHaveLength(migrations.length);
  });

  it.runIf(kind === 'postgres')('a second engine on the same database sees the first one’s writes, as another process would', async () => {
    const url = await freshDatabaseUrl({ seed: false });
    const first = await postgresEngine(url, { seed: false });
    const second = await postgresEngine(url, { seed: false });
    try {
      await first.db.insertInto('users').values(jean).execute();
      expect(await second.db.selectFrom('users').select('email').execute()).toEqual([{ email: jean.email }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
