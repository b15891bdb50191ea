/**
 * Two `npm run api` processes (src/server/main.ts) on one PostgreSQL, called over real sockets as a load
 * balancer would: no oversell when both sell the last bottles, one order per Idempotency-Key whichever process
 * gets each retry, no delivery lost when staff receive stock through both at once, and a price changed through one
 * served by the other within a second (LISTEN catalogue).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedShop, startShop } from '../../../scripts/lib/start-shop.ts';
import { stockMessages } from '../../../src/messages/stock.ts';
import { createStaffUser } from '../../../src/server/accounts/create-staff.ts';
import { type Engine, postgresEngine } from '../../../src/server/db/engine.ts';
import { type PostgresServer, startPostgres } from '../../support/postgres.ts';
import { query } from '../../support/query.ts';

const ADMIN = { email: 'admin@kinboissons.cd', password: 'operateur-secret', role: 'admin' } as const;
/** scrypt cost of the test's admin (N = 2^10): the hash carries it, so the children check it as cheaply. */
const TEST_COST = 10;

let server: PostgresServer | undefined;
/** The test's own connection, for set-ups and checks in SQL. */
let engine: Engine | undefined;
const dirs: string[] = [];
const shops: StartedShop[] = [];
let token = '';

/** What both children printed (stderr included), for every failure message. */
const logs = () =>
  shops
    .map((shop, i) => {
      const { exitCode, signalCode } = shop.child;
      const state = exitCode === null && signalCode === null ? 'en marche' : `arrêté (${signalCode ?? `code ${exitCode}`})`;
      return `--- processus ${'AB'[i]}, ${state} ---\n${shop.output.join('').slice(-4000)}`;
    })
    .join('\n');

/** A request to `shop`; a refused connection (a child that died) fails with what the children printed. */
async function call(
  shop: StartedShop,
  method: string,
  path: string,
  options: { json?: unknown; headers?: Record<string, string>; staff?: boolean } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.staff) headers['authorization'] = `Token ${token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${shop.url}${path}`, {
      method,
      headers,
      body: options.json === undefined ? null : JSON.stringify(options.json),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  } catch (error) {
    throw new Error(`${method} ${shop.url}${path} : ${String(error)} (${String((error as Error).cause)})\n${logs()}`);
  }
}

/**
 * A guest order of one bottle of `produit`, as the checkout sends it (the body of tests/unit/server/helpers.ts
 * guestOrder), by customer number `customer` (their phone; their address is `customerAddress`).
 */
const guestOrder = (produit: number, notes: string, customer = 0) => ({
  nom_complet: 'Mireille Tshala',
  email: '',
  adresse_livraison: 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
  telephone_livraison: `24308${String(10_000_000 + customer).slice(-8)}`,
  notes,
  mode_paiement: 'paiement_livraison',
  use_saved_address: false,
  articles: [{ produit, quantite: 1, avec_consigne: false, bouteilles_echangees: 0 }],
});

/** The address customer number `customer` orders from (through the trusted proxy's X-Forwarded-For). */
const customerAddress = (customer: number) => `10.9.0.${customer}`;

/** The seeded products on sale, one per test, so that no test sees another's orders or caches. */
async function products(): Promise<{ id: number; nom: string }[]> {
  if (!engine) throw new Error('PostgreSQL did not start');
  return query(engine.db, 'SELECT id, nom FROM produits WHERE archive = 0 ORDER BY id LIMIT 4');
}

async function ordersOf(produit: number): Promise<number> {
  if (!engine) throw new Error('PostgreSQL did not start');
  const [row] = await query<{ n: number }>(
    engine.db,
    'SELECT count(DISTINCT commande_id) AS n FROM commande_articles WHERE produit_id = ?',
    produit,
  );
  return Number(row?.n);
}

beforeAll(async () => {
  server = await startPostgres();
  const url = await server.createDatabase('two-processes');
  engine = await postgresEngine(url, { seed: true });
  await createStaffUser(engine.db, ADMIN, new Date(), TEST_COST);
  // Both at once; one that does not start fails the file with what it printed, and the other is still stopped.
  const started = await Promise.allSettled(
    ['a', 'b'].map((name) => {
      const dataDir = mkdtempSync(join(tmpdir(), `kin-two-api-${name}-`));
      dirs.push(dataDir);
      return startShop({
        entry: 'src/server/main.ts',
        env: {
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          SHOP_DEV: '1',
          NODE_NO_WARNINGS: '1',
          // As behind a proxy: X-Forwarded-For names each customer. Twenty posts of one order at once come from one
          // customer: the guest-order limit is not what these tests check.
          TRUST_PROXY: '127.0.0.1',
          GUEST_ORDER_LIMIT: '100000',
          SMTP_URL: undefined,
          SHOP_ALERT_EMAIL: undefined,
        },
        timeoutMs: 30_000,
      });
    }),
  );
  for (const result of started) if (result.status === 'fulfilled') shops.push(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  const login = await call(shops[0]!, 'POST', '/api/v1/token-auth/', { json: { username: ADMIN.email, password: ADMIN.password } });
  expect(login.status, logs()).toBe(200);
  token = String(login.body['token']);
}, 60_000);

afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await engine?.close();
  server?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * The product as `shop` serves it once it serves it from its cache, or a test of its cache would prove nothing: a
 * change written behind its back (SQL without NOTIFY) is not seen once it caches and listens.
 */
async function servedFromCache(shop: StartedShop, id: number): Promise<Record<string, unknown>> {
  const path = `/api/v1/products/produits/${id}/`;
  for (let attempt = 1; ; attempt++) {
    const { body } = await call(shop, 'GET', path);
    await query(engine!.db, 'UPDATE produits SET description = ? WHERE id = ?', `Écrit sans NOTIFY ${attempt}`, id);
    if ((await call(shop, 'GET', path)).body['description'] === body['description']) return body;
    if (attempt * 50 > 5_000) throw new Error(`Ce produit n'est jamais servi du cache :\n${logs()}`);
    await pause();
  }
}

describe('two API processes on one PostgreSQL, over real sockets', () => {
  it('60 guest orders at once for the last 10 bottles, split between them: 10 placed, 50 told the stock is short', async () => {
    const [product] = await products();
    if (!product) throw new Error('no product seeded');
    const stocked = await call(shops[0]!, 'POST', '/api/v1/staff/stock/inventaires/', {
      json: { motif: 'dernières bouteilles', articles: [{ produit: product.id, stock: 10 }] },
      staff: true,
    });
    expect(stocked.status, logs()).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(shops[i % 2]!, 'POST', '/api/v1/orders/commandes/anonyme/', {
          json: guestOrder(product.id, `vente ${i}`, i),
          headers: { 'X-Forwarded-For': customerAddress(i) },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 201),
      logs(),
    ).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(50).fill(400));
    // Each is told the stock as it is when refused (none left), not as its transaction first read it.
    const shortage = { detail: `${product.nom} : ${stockMessages.insufficientStock}`, produit: product.id, stock_disponible: 0 };
    for (const answer of refused) expect(answer.body).toEqual(shortage);

    const [row] = await query<{ stock: number }>(engine!.db, 'SELECT stock FROM produits WHERE id = ?', product.id);
    expect(row?.stock).toBe(0);
    expect(await ordersOf(product.id)).toBe(10);
  }, 30_000);

  it('20 posts with one Idempotency-Key, split between them, all at once: one order, the same answer to each', async () => {
    const [, product] = await products();
    if (!product) throw new Error('no product seeded');
    const key = randomUUID();
    const body = guestOrder(product.id, 'une seule commande');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(shops[i % 2]!, 'POST', '/api/v1/orders/commandes/anonyme/', { json: body, headers: { 'Idempotency-Key': key } }),
      ),
    );
    expect(
      answers.map((answer) => answer.status),
      logs(),
    ).toEqual(Array(20).fill(201));
    const numbers = new Set(answers.map((answer) => answer.body['numero_commande']));
    expect(numbers.size, [...numbers].join(', ')).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(await ordersOf(product.id)).toBe(1);
  }, 30_000);

  it('20 deliveries of one product received at once, split between them: every crate counted, each movement from the last', async () => {
    const [, , , product] = await products();
    if (!product) throw new Error('no product seeded');
    const counted = await call(shops[1]!, 'POST', '/api/v1/staff/stock/inventaires/', {
      json: { motif: 'comptage avant livraison', articles: [{ produit: product.id, stock: 29 }] },
      staff: true,
    });
    expect(counted.status, logs()).toBe(201);
    const quantities = Array.from({ length: 20 }, (_, i) => i + 1);
    const answers = await Promise.all(
      quantities.map((quantite, i) =>
        call(shops[i % 2]!, 'POST', '/api/v1/staff/stock/receptions/', {
          json: { articles: [{ produit: product.id, quantite }] },
          staff: true,
        }),
      ),
    );
    expect(
      answers.map((answer) => answer.status),
      logs(),
    ).toEqual(Array(20).fill(201));

    const total = 29 + quantities.reduce((sum, n) => sum + n, 0);
    const [row] = await query<{ stock: number }>(engine!.db, 'SELECT stock FROM produits WHERE id = ?', product.id);
    expect(row?.stock).toBe(total);
    const moves = await query<{ quantite: number; stock_avant: number; stock_apres: number }>(
      engine!.db,
      "SELECT quantite, stock_avant, stock_apres FROM mouvements_stock WHERE produit_id = ? AND type = 'reception' ORDER BY id",
      product.id,
    );
    // Summed both ways: the movements' quantities make the stock's growth, and each starts where the one before ended.
    expect(moves.map((move) => move.quantite).sort((a, b) => a - b)).toEqual(quantities);
    expect(moves.map((move) => move.stock_avant)).toEqual([29, ...moves.slice(0, -1).map((move) => move.stock_apres)]);
    expect(moves.at(-1)?.stock_apres).toBe(total);
  }, 30_000);

  it('a price changed through A is served by B within a second', async () => {
    const [, , product] = await products();
    if (!product) throw new Error('no product seeded');
    const [a, b] = [shops[0]!, shops[1]!];
    const path = `/api/v1/products/produits/${product.id}/`;
    const before = (await servedFromCache(b, product.id))['prix'];

    const price = before === '2500.00' ? '2600.00' : '2500.00';
    const changed = await call(a, 'PATCH', path, { json: { prix: price }, staff: true });
    expect(changed.status, logs()).toBe(200);
    const since = performance.now();
    let served = (await call(b, 'GET', path)).body['prix'];
    while (served !== price && performance.now() - since < 1_000) {
      await pause();
      served = (await call(b, 'GET', path)).body['prix'];
    }
    const delay = Math.round(performance.now() - since);
    expect(served, `B sert encore ${String(served)} après ${delay} ms\n${logs()}`).toBe(price);
    console.log(`Prix ${String(before)} → ${price} : servi par B ${delay} ms après la réponse de A`);
  }, 30_000);

  it('the stock an order placed through A took is served by B within a second', async () => {
    const [, , , product] = await products();
    if (!product) throw new Error('no product seeded');
    const [a, b] = [shops[0]!, shops[1]!];
    const path = `/api/v1/products/produits/${product.id}/`;
    const before = (await servedFromCache(b, product.id))['stock'];
    const placed = await call(a, 'POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder(product.id, 'une bouteille', 70),
      headers: { 'X-Forwarded-For': customerAddress(70) },
    });
    expect(placed.status, logs()).toBe(201);
    const since = performance.now();
    let served = (await call(b, 'GET', path)).body['stock'];
    while (served === before && performance.now() - since < 1_000) {
      await pause();
      served = (await call(b, 'GET', path)).body['stock'];
    }
    expect(served, `B sert encore le stock ${String(served)}\n${logs()}`).toBe(Number(before) - 1);
  }, 30_000);
});
