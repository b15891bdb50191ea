import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/server/auth/password.ts';
import { COPY_ORDER, CopyRefused, copyToPostgres } from '../../../src/server/db/copy-to-postgres.ts';
import type { Engine } from '../../../src/server/db/engine.ts';
import { postgresDatabases } from '../../support/engines.ts';
import { cli } from './cli-runner.ts';
import { guestOrder, json, makeShop, type OrderBody, type TestShop } from './helpers.ts';

const databases = postgresDatabases();

/** A fresh, migrated, empty PostgreSQL database (no seed catalogue: the copy brings the shop's own). */
async function emptyTarget(): Promise<Engine> {
  return (await databases.open('copy', { seed: false })).engine;
}

/** A SQLite shop that has lived a little: accounts, a staff member, orders of both kinds, a review, a message. */
async function livedShop(): Promise<TestShop> {
  const shop = makeShop();
  const customer = await shop.register('aline@example.cd', 'motdepasse-aline', 'Aline');
  await shop.register('jean@example.cd', 'motdepasse-jean', 'Jean');
  const staff = await shop.staff('gerant@kinboissons.cd', 'manager');
  const cart = await json<{ id: number }>(await shop.call('GET', '/api/v1/cart/paniers/mon_panier/', { token: customer }));
  await shop.call('POST', `/api/v1/cart/paniers/${cart.id}/ajouter_produit/`, { token: customer, json: { produit_id: 3, quantite: 2 } });
  const own = await json<OrderBody>(
    await shop.call('POST', '/api/v1/orders/commandes/', { token: customer, json: guestOrder([{ produit: 1, quantite: 2 }]) }),
  );
  const guest = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
    json: guestOrder([{ produit: 3 }], { email: 'invite@example.cd' }),
    headers: { 'idempotency-key': '0b4e2c1a-7d3f-4e6a-9b8c-1d2e3f4a5b6c' },
  });
  expect(guest.status, await guest.clone().text()).toBe(201);
  const confirmed = await shop.call('POST', `/api/v1/orders/commandes/${own.id}/statut/`, { token: staff, json: { statut: 'confirmee' } });
  expect(confirmed.status).toBe(200);
  await shop.call('POST', '/api/v1/products/produits/1/ajouter_avis/', {
    token: customer,
    json: { produit: 1, note: 5, commentaire: 'Bien fraîche' },
  });
  await shop.call('POST', '/api/v1/contact/message/', {
    json: { name: 'Patrick', email: 'patrick@example.cd', message: 'Livrez-vous à Maluku le dimanche ?' },
  });
  // A product created then deleted: its id must stay given on PostgreSQL too.
  const admin = await shop.staff('admin@kinboissons.cd');
  const created = await json<{ id: number }>(
    await shop.call('POST', '/api/v1/products/produits/', { token: admin, json: { nom: 'Tembo 65 cl', prix: '2700', stock: 4 } }),
  );
  expect((await shop.call('DELETE', `/api/v1/products/produits/${created.id}/`, { token: admin })).status).toBe(204);
  return shop;
}

/** The SQLite file of a test shop: the copy's source (this file runs on SQLite only). */
const fileOf = (shop: ReturnType<typeof makeShop>) => {
  if (shop.engine.kind !== 'sqlite') throw new Error('copy-to-postgres copies a SQLite shop');
  return shop.engine.database;
};

const sorted = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();

describe('copy-to-postgres', () => {
  it('names every table of the shop, parents first', () => {
    const shop = makeShop();
    const tables = (
      fileOf(shop)
        .prepare(
          "SELECT name FROM main.sqlite_master WHERE type = 'table' UNION ALL SELECT name FROM throttles.sqlite_master WHERE type = 'table'",
        )
        .all() as {
        name: string;
      }[]
    )
      .map((t) => t.name)
      .filter((name) => name !== 'schema_version');
    expect([...COPY_ORDER].sort()).toEqual(tables.sort());
  });

  it('copies every row, ids and password hashes included, and the ids count on from the highest copied', async () => {
    const shop = await livedShop();
    const target = await emptyTarget();
    const report = await copyToPostgres(fileOf(shop), target);
    for (const table of COPY_ORDER) {
      const source = fileOf(shop).prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[];
      const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(target.db);
      expect(sorted(rows), table).toEqual(sorted(source));
      expect(report.tables.find((t) => t.table === table)?.rows).toBe(source.length);
    }
    expect(report.tables.find((t) => t.table === 'commandes')?.rows).toBe(2);
    // Every customer logs in on PostgreSQL with the password of the SQLite shop.
    const aline = await target.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'aline@example.cd')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('motdepasse-aline', aline.password_hash)).toBe(true);
    expect(await verifyPassword('motdepasse-jean', aline.password_hash)).toBe(false);
    // A row written after the move takes the next id, not one the SQLite shop already gave.
    const highest = (fileOf(shop).prepare('SELECT MAX(id) AS m FROM notifications').get() as { m: number }).m;
    const user = await target.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const added = await target.db
      .insertInto('notifications')
      .values({ user_id: user.id, type: 'info', titre: 't', message: 'm', date_creation: '2026-11-23T10:00:00Z', data: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(highest + 1);
    // The deleted product's id stays given: the sequence table came along.
    const given = fileOf(shop).prepare("SELECT last FROM id_sequences WHERE name = 'produits'").get() as { last: number } | undefined;
    const sequences = await target.db.selectFrom('id_sequences').selectAll().where('name', '=', 'produits').executeTakeFirst();
    expect(sequences?.last).toBe(given?.last);
    const highestLeft = (fileOf(shop).prepare('SELECT MAX(id) AS m FROM produits').get() as { m: number }).m;
    expect(sequences?.last ?? 0).toBeGreaterThan(highestLeft);
  });

  it('the API on the moved shop: every account logs in with its old password, sees its orders, and orders go on', async () => {
    const shop = await livedShop();
    const target = await emptyTarget();
    await copyToPostgres(fileOf(shop), target);
    const moved = makeShop({ engine: target, now: () => shop.clock.now, passwordCost: 10 });
    const login = async (email: string, password: string) => {
      const res = await moved.call('POST', '/api/v1/token-auth/', { json: { username: email, password } });
      expect(res.status, email).toBe(200);
      return (await json<{ token: string }>(res)).token;
    };
    const aline = await login('aline@example.cd', 'motdepasse-aline');
    await login('jean@example.cd', 'motdepasse-jean');
    const gerant = await login('gerant@kinboissons.cd', 'operateur-secret');
    const mine = await json<{ results: OrderBody[] }>(await moved.call('GET', '/api/v1/orders/commandes/', { token: aline }));
    expect(mine.results).toHaveLength(1);
    const cart = await json<{ articles: { quantite: number }[] }>(
      await moved.call('GET', '/api/v1/cart/paniers/mon_panier/', { token: aline }),
    );
    expect(cart.articles.map((a) => a.quantite)).toEqual([2]);
    // The guest's idempotency key came along: the same retry answers the same order, none is added.
    const retry = await moved.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([{ produit: 3 }], { email: 'invite@example.cd' }),
      headers: { 'idempotency-key': '0b4e2c1a-7d3f-4e6a-9b8c-1d2e3f4a5b6c' },
    });
    expect(retry.status).toBe(201);
    const next = await json<OrderBody>(
      await moved.call('POST', '/api/v1/orders/commandes/', { token: aline, json: guestOrder([{ produit: 2 }]) }),
    );
    const all = await json<{ count: number; results: OrderBody[] }>(await moved.call('GET', '/api/v1/staff/commandes/', { token: gerant }));
    expect(all.count).toBe(3);
    expect(all.results.map((o) => o.id)).toContain(next.id);
  });

  it('refuses a target that holds anything, and writes nothing', async () => {
    const shop = await livedShop();
    const target = await emptyTarget();
    await target.db.insertInto('order_counters').values({ day: '2026-11-23', last: 4 }).execute();
    await expect(copyToPostgres(fileOf(shop), target)).rejects.toThrow(CopyRefused);
    await expect(copyToPostgres(fileOf(shop), target)).rejects.toThrow(
      "Copie refusée : la base PostgreSQL n'est pas vide (table order_counters : 1 ligne(s)).",
    );
    const { rows } = await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM users`.execute(target.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('leaves the target empty when a table fails half-way', async () => {
    const shop = await livedShop();
    const target = await emptyTarget();
    // The journal (copied late) refuses every row: everything written before it must go too.
    await sql`ALTER TABLE journal ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`.execute(target.db);
    expect((fileOf(shop).prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n).toBeGreaterThan(0);
    await expect(copyToPostgres(fileOf(shop), target)).rejects.toThrow(/refuse_all/);
    for (const table of ['categories', 'produits', 'users', 'commandes'] as const) {
      const { rows } = await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM ${sql.table(table)}`.execute(target.db);
      expect(rows[0]?.n, table).toBe(0);
    }
  });

  it('npm run shop -- copy-to-postgres: refuses while the shop runs or without DATABASE_URL, then copies and says what', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kb-copy-'));
    try {
      const shop = await livedShop();
      fileOf(shop).exec(`VACUUM INTO '${join(dir, 'shop.sqlite')}'`);
      const url = await databases.createDatabase('copycli');
      const noTarget = await cli(dir, ['copy-to-postgres']);
      expect([noTarget.code, noTarget.err.trim()]).toEqual([1, expect.stringContaining("Copie refusée : DATABASE_URL n'est pas défini.")]);
      // A serving process says it uses the database (DATA_DIR/run/<pid>.pid): this test's own process, alive.
      const run = join(dir, 'run');
      mkdirSync(run, { mode: 0o700 });
      writeFileSync(join(run, `${process.pid}.pid`), `${process.pid}\n`);
      const busy = await cli(dir, ['copy-to-postgres'], '', { DATABASE_URL: url });
      expect(busy.code).toBe(1);
      expect(busy.err).toContain(`Copie refusée : la boutique utilise encore la base SQLite (processus ${process.pid}`);
      rmSync(run, { recursive: true });
      const copied = await cli(dir, ['copy-to-postgres'], '', { DATABASE_URL: url });
      expect(copied.err).toBe('');
      expect(copied.code).toBe(0);
      expect(copied.out).toContain('Table commandes : 2 ligne(s) copiée(s).');
      expect(copied.out).toContain('Copie terminée :');
      const again = await cli(dir, ['copy-to-postgres'], '', { DATABASE_URL: url });
      expect([again.code, again.err]).toEqual([
        1,
        expect.stringContaining("Copie refusée : la base PostgreSQL n'est pas vide (table categories"),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
