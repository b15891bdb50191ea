import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Engine, postgresEngine } from '../../../src/server/db/engine.ts';
import { insertOrder, type NewOrder } from '../../../src/server/db/orders.ts';
import { getProduct, insertProduct, productWriteOf } from '../../../src/server/db/products.ts';
import { nextId } from '../../../src/server/db/sequences.ts';
import type { Db } from '../../../src/server/db/tables.ts';
import { transaction, withCommit } from '../../../src/server/db/transaction.ts';
import { dataVersionOf } from '../../../src/server/db/version.ts';
import { RELEASED_AT_ONCE } from '../../../src/server/db/wal-flush.ts';
import { catalogueCache } from '../../../src/server/http/catalogue-cache.ts';
import { engineCases, postgresDatabases } from '../../support/engines.ts';
import { sharedPostgres } from '../../support/test-engine.ts';

const stockOf = async (engine: Engine, id: number) =>
  (await engine.db.selectFrom('produits').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

describe.each(engineCases('transactions'))('transactions (%s)', (name, place) => {
  it('commit what the work wrote, and roll everything back when it throws', async () => {
    const engine = await (await place())();
    await transaction(engine, async (trx) => {
      await trx.updateTable('produits').set({ stock: 11 }).where('id', '=', 1).execute();
    });
    expect(await stockOf(engine, 1)).toBe(11);
    const failing = transaction(engine, async (trx) => {
      await trx.updateTable('produits').set({ stock: 0 }).where('id', '=', 1).execute();
      await trx.updateTable('produits').set({ stock: 0 }).where('id', '=', 2).execute();
      throw new Error('rupture');
    });
    await expect(failing).rejects.toThrow('rupture');
    expect(await stockOf(engine, 1)).toBe(11);
    expect(await stockOf(engine, 2)).toBeGreaterThan(0);
  });

  it('one that releases its locks before its flush waits for no disk at its commit, and resolves once it is written', async () => {
    const open = await place();
    const first = await open();
    // The tests' server commits without waiting for the disk: this database is told to wait, as a production one does.
    if (first.kind === 'postgres')
      await sql`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET synchronous_commit = on', current_database()); END $$`.execute(first.db);
    const engine = first.kind === 'postgres' ? await open() : first;
    const setting = async (db: Engine['db']) =>
      (await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db)).rows[0]?.synchronous_commit;
    const serverSays = engine.kind === 'postgres' ? await setting(engine.db) : null;
    expect(serverSays ?? 'on').toBe('on');
    const inside = await transaction(
      engine,
      async (trx) => {
        await trx.updateTable('produits').set({ stock: 12 }).where('id', '=', 1).execute();
        return engine.kind === 'postgres' ? setting(trx) : null;
      },
      { releaseBeforeFlush: true },
    );
    expect(await stockOf(engine, 1)).toBe(12);
    if (engine.kind !== 'postgres') return;
    expect(inside).toBe('off');
    // Only that transaction: the connections it gives back to the pool commit as the server says again.
    const after = await Promise.all(Array.from({ length: 12 }, () => setting(engine.db)));
    expect(new Set(after)).toEqual(new Set([serverSays]));
  });

  it('a statement sent with the COMMIT is committed with the work, and when it fails the work is rolled back with it', async () => {
    const engine = await (await place())();
    const options = { releaseBeforeFlush: true };
    const setStock = (trx: Db, id: number, stock: number) => trx.updateTable('produits').set({ stock }).where('id', '=', id).compile();
    const sent = await transaction(
      engine,
      async (trx) => {
        await trx.updateTable('produits').set({ stock: 21 }).where('id', '=', 1).execute();
        return withCommit(trx, setStock(trx, 2, 22), () => Promise.resolve(new Error('jamais')));
      },
      options,
    );
    // Only an order's transaction on PostgreSQL sends it with its COMMIT: elsewhere the caller runs it itself.
    expect(sent).toBe(engine.kind === 'postgres');
    expect(await stockOf(engine, 1)).toBe(21);
    if (engine.kind !== 'postgres') return;
    expect(await stockOf(engine, 2)).toBe(22);
    const failing = transaction(
      engine,
      async (trx) => {
        await trx.updateTable('produits').set({ stock: 31 }).where('id', '=', 1).execute();
        withCommit(trx, sql`SELECT 1 / 0`.compile(trx), (_db, error) => Promise.resolve(new Error(`rupture (${String(error)})`)));
      },
      options,
    );
    await expect(failing).rejects.toThrow('rupture (error: division by zero)');
    expect(await stockOf(engine, 1)).toBe(21);
    // The connection went back to the pool out of any transaction: the next one commits as usual.
    await transaction(
      engine,
      async (trx) => {
        await trx.updateTable('produits').set({ stock: 41 }).where('id', '=', 1).execute();
      },
      options,
    );
    expect(await stockOf(engine, 1)).toBe(41);
  });

  it('20 concurrent read-then-write transactions on one row lose no update', async () => {
    const open = await place();
    const first = await open();
    // PostgreSQL: two pools, as two processes have. SQLite: the process's one connection (a second one in the same
    // process would wait for the first's lock while blocking the event loop that must release it).
    const engines = [first, name === 'SQLite' ? first : await open()];
    const before = await stockOf(engines[0]!, 3);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transaction(engines[i % 2]!, async (trx) => {
          // Row lock on PostgreSQL (the write lock of BEGIN IMMEDIATE does it on SQLite).
          const query = trx.selectFrom('produits').select('stock').where('id', '=', 3);
          const row = await (engines[i % 2]!.kind === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow();
          await trx
            .updateTable('produits')
            .set({ stock: row.stock - 1 })
            .where('id', '=', 3)
            .execute();
        }),
      ),
    );
    expect(await stockOf(engines[0]!, 3)).toBe(before - 20);
  });

  it('a write through one handle empties the catalogue cache of another handle within a second', async () => {
    const open = await place();
    const [writer, reader] = [await open(), await open()];
    const version = dataVersionOf(reader);
    const app = new Hono().use('/products/*', catalogueCache(version));
    app.get('/products/:id', async (c) => c.json({ stock: await stockOf(reader, Number(c.req.param('id'))) }));
    const served = async () => ((await (await app.request('/products/2')).json()) as { stock: number }).stock;
    // PostgreSQL: once the reader listens (until then nothing is served from the cache).
    await expect.poll(() => version.current(), { timeout: 5000 }).toMatch(/^\d+:\d+$/);
    expect(await served()).toBe(30);
    await transaction(writer, async (trx) => {
      await trx.updateTable('produits').set({ stock: 3 }).where('id', '=', 2).execute();
    });
    await expect.poll(served, { timeout: 1000, interval: 20 }).toBe(3);
    await version.close();
  });

  it.runIf(name === 'PostgreSQL')(
    'orders released before their flush take turns: a few at once, the others after them, none lost',
    async () => {
      const engine = await (await place())();
      await engine.db.updateTable('produits').set({ stock: 100 }).where('id', '=', 5).execute();
      const orders = 3 * RELEASED_AT_ONCE;
      let started = 0;
      let inFlight = 0;
      let most = 0;
      let allowed: () => void = () => undefined;
      // The first ones wait for each other, so that they are all in flight together; the pool could hold more.
      const together = new Promise<void>((resolve) => {
        allowed = resolve;
      });
      await Promise.all(
        Array.from({ length: orders }, () =>
          transaction(
            engine,
            async (trx) => {
              started += 1;
              inFlight += 1;
              most = Math.max(most, inFlight);
              if (started === RELEASED_AT_ONCE) allowed();
              await together;
              await trx
                .updateTable('produits')
                .set((eb) => ({ stock: eb('stock', '-', 1) }))
                .where('id', '=', 5)
                .execute();
              inFlight -= 1;
            },
            { releaseBeforeFlush: true },
          ),
        ),
      );
      expect({ started, most, stock: await stockOf(engine, 5) }).toEqual({ started: orders, most: RELEASED_AT_ONCE, stock: 100 - orders });
    },
  );

  it.runIf(name === 'PostgreSQL')('runs again a transaction PostgreSQL gave up on for a conflict (40001, 40P01)', async () => {
    const engine = await (await place())();
    let runs = 0;
    const result = await transaction(engine, async (trx) => {
      runs += 1;
      await trx.updateTable('produits').set({ stock: 50 }).where('id', '=', 4).execute();
      if (runs < 3) throw Object.assign(new Error('could not serialize access'), { code: runs === 1 ? '40001' : '40P01' });
      return 'placée';
    });
    expect([result, runs, await stockOf(engine, 4)]).toEqual(['placée', 3, 50]);
    await expect(
      transaction(engine, async () => {
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate key');
  });

  it.runIf(name === 'SQLite')('takes the write lock at BEGIN (IMMEDIATE): another connection cannot write meanwhile', async () => {
    const engine = await (await place())();
    if (engine.kind !== 'sqlite') return;
    const other = new DatabaseSync(engine.database.location() ?? '', { timeout: 0 });
    await transaction(engine, async () => {
      expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/locked/);
    });
    other.exec('BEGIN IMMEDIATE');
    other.exec('ROLLBACK');
    other.close();
  });
});

describe.each(engineCases('sequences'))('ids never given twice (%s)', (_name, place) => {
  it('the seed counted, a deleted highest id not given again, concurrent writers given distinct ids', async () => {
    const engine = await (await place())();
    const highest = async () =>
      (
        await engine.db
          .selectFrom('marques')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id;
    const seeded = Number(await highest());
    const first = await transaction(engine, (trx) => nextId(trx, 'marques'));
    expect(first).toBe(seeded + 1);
    await engine.db.insertInto('marques').values({ id: first, nom: 'Marque éphémère' }).execute();
    await engine.db.deleteFrom('marques').where('id', '=', first).execute();
    const ids = await Promise.all(Array.from({ length: 10 }, () => transaction(engine, (trx) => nextId(trx, 'marques'))));
    expect(new Set(ids).size).toBe(10);
    expect(Math.min(...ids)).toBe(first + 1);
  });

  it('a seeded record deleted before any other was created keeps its id given', async () => {
    const engine = await (await place())();
    const seeded = await engine.db
      .selectFrom('produits')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await engine.db.deleteFrom('produits').where('id', '=', Number(seeded.id)).execute();
    expect(await transaction(engine, (trx) => nextId(trx, 'produits'))).toBe(Number(seeded.id) + 1);
  });
});

describe("an order's lines and their products on PostgreSQL", () => {
  const postgres = postgresDatabases();
  const order = (numero: string): NewOrder => ({
    numero_commande: numero,
    user_id: null,
    token_suivi_hash: null,
    date_commande: '2026-11-28T08:00:00.000Z',
    goods_cents: 120_000,
    deposits_cents: 0,
    frais_livraison_cents: 0,
    total_cents: 120_000,
    adresse_livraison: 'Av. du Port, N°1, Gombe, Kinshasa',
    telephone_livraison: '812345678',
    nom_client: 'Mado Kabila',
    email: '',
    notes: '',
    mode_paiement: 'paiement_livraison',
    paie_avec_cents: null,
    a_confirmer: 0,
    source: 'site',
    saisie_par: null,
    commune: 'Gombe',
  });
  const line = (produit_id: number) => ({
    produit_id,
    nom: 'Eau Vive 1,5 L',
    quantite: 1,
    prix_unitaire_cents: 120_000,
    prix_consigne_unitaire_cents: 0,
    avec_consigne: 0,
    bouteilles_echangees: 0,
  });
  /** Whether another transaction can lock the product's row for its deletion right now (NOWAIT: it never waits). */
  const lockableForDeletion = (other: Engine, id: number) =>
    transaction(other, async (trx) => {
      await sql`SELECT id FROM produits WHERE id = ${id} FOR UPDATE NOWAIT`.execute(trx);
      return true;
    }).catch((error: unknown) => (error as { code?: string }).code ?? error);

  it('lock no product before the order takes its stock: orders in flight of one product share no row lock', async () => {
    const { engine, url } = await postgres.open('order-lines-lock');
    const other = postgres.keep(await postgresEngine(url, { seed: false }));
    const seen = await transaction(
      engine,
      async (trx) => {
        await insertOrder(trx, 'postgres', order('CMD-LOCK-1'), [line(1)]);
        // Written, not committed: with the foreign key checked at once the row is held FOR KEY SHARE (55P03 here).
        return lockableForDeletion(other, 1);
      },
      { releaseBeforeFlush: true },
    );
    expect(seen).toBe(true);
    expect(await engine.db.selectFrom('commande_articles').select('produit_id').where('nom', '=', 'Eau Vive 1,5 L').execute()).toEqual([
      { produit_id: 1 },
    ]);
  });

  it('a product deleted while an order of it is in flight: the COMMIT refuses it, and the order runs again on what is left', async () => {
    const { engine, url } = await postgres.open('order-lines-deleted');
    const other = postgres.keep(await postgresEngine(url, { seed: false }));
    const model = await getProduct(engine.db, 2);
    if (!model) throw new Error('seed without product 2');
    const doomed = await transaction(engine, (trx) =>
      insertProduct(trx, { ...productWriteOf(model), nom: 'Jus éphémère' }, model.date_ajout),
    );
    let runs = 0;
    const outcome = await transaction(
      engine,
      async (trx) => {
        runs++;
        if ((await getProduct(trx, doomed)) === undefined) return 'produit inconnu';
        await insertOrder(trx, 'postgres', order('CMD-GONE-1'), [line(doomed)]);
        await other.db.deleteFrom('produits').where('id', '=', doomed).execute();
        return 'commande passée';
      },
      { releaseBeforeFlush: true },
    );
    expect({ outcome, runs }).toEqual({ outcome: 'produit inconnu', runs: 2 });
    expect(await engine.db.selectFrom('commandes').select('id').where('numero_commande', '=', 'CMD-GONE-1').execute()).toEqual([]);
  });
});

/**
 * A relay between the shop's pool and the run's PostgreSQL, on a Unix socket of its own, that counts the round trips
 * of each connection: a turn is the client sending after it heard from the server (or its first sending).
 */
async function countingRelay(socketDir: string) {
  const dir = mkdtempSync(join(tmpdir(), 'kin-relay-'));
  let turns = 0;
  const server = createServer((client) => {
    const upstream = connect(join(socketDir, '.s.PGSQL.5432'));
    let heard = true;
    client.on('data', (chunk) => {
      if (heard) turns += 1;
      heard = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      heard = true;
      client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(join(dir, '.s.PGSQL.5432'), resolve));
  return {
    /** The address of `url`'s database through the relay. */
    through: (url: string) => url.replace(/host=[^&]+/, `host=${encodeURIComponent(dir)}`),
    turns: () => turns,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}

describe('a transaction released before its flush, on the wire', () => {
  const postgres = postgresDatabases();

  it('sends BEGIN and its settings with its first statements, and its last statement with the COMMIT: two round trips, and its flush', async () => {
    const { url } = await postgres.open('round-trips');
    const relay = await countingRelay(sharedPostgres().socketDir);
    const engine = await postgresEngine(relay.through(url), { seed: false });
    try {
      const order = () =>
        transaction(
          engine,
          async (trx) => {
            // Two statements asked together, as an order's number and its lines are (orders.ts).
            const [first, second] = await Promise.all([
              sql<{ n: number }>`SELECT ${1}::int AS n`.execute(trx),
              sql<{ n: number }>`SELECT ${2}::int AS n`.execute(trx),
            ]);
            withCommit(trx, sql`UPDATE produits SET stock = stock - 1 WHERE id = ${1}`.compile(trx), () =>
              Promise.resolve(new Error('jamais')),
            );
            return [first.rows[0]?.n, second.rows[0]?.n];
          },
          { releaseBeforeFlush: true },
        );
      // The pool's connections opened and their statements prepared first: what is counted is an order's own.
      expect(await order()).toEqual([1, 2]);
      await order();
      const before = relay.turns();
      expect(await order()).toEqual([1, 2]);
      // One after the other (Kysely's own instance for one connection), the same work took seven: BEGIN, the
      // settings, each statement, the last one, the COMMIT, and the flush barrier.
      expect(relay.turns() - before).toBe(3);
    } finally {
      // The relay closes once the pool's connections are gone.
      await engine.close();
      await relay.close();
    }
  });
});
