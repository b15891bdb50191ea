/**
 * Load test of the reference API in-process over loopback (`npm run bench:api`), on both engines one after the
 * other with the same load: SQLite (a file in a temporary folder), then PostgreSQL (a throw-away server started
 * here, a fresh database migrated and seeded by `postgresEngine`). 50 connections, ~5 s per scenario. Prints one
 * table: req/s and p99 of each scenario on each engine, and the ratio PostgreSQL / SQLite.
 *
 * Budget on the 2-core machine (decides the exit code), SQLite: product list ≥ 2 000 req/s with p99 ≤ 50 ms; guest
 * orders ≥ 200/s without error. PostgreSQL: see the comment on `scenarios`. Then, on each engine, 10 000 generated
 * products are added and the build's read of the whole catalogue through the API is timed: ≤ 300 ms. The CPU a
 * guest order costs (this process, and PostgreSQL's server) is printed too: it tells what the cores allow at best.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { loadCatalogue } from '../src/catalogue/catalogue-reader.ts';
import { scriptConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { createApp } from '../src/server/app.ts';
import { importCatalogue } from '../src/server/catalogue/import.ts';
import { type Engine, postgresEngine, sqliteEngine } from '../src/server/db/engine.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { transaction } from '../src/server/db/transaction.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { type PostgresServer, startPostgres } from './lib/throwaway-postgres.ts';

const { bench } = readEnvironment(scriptConfig);
const DURATION_S = bench.durationSeconds;
const CONNECTIONS = 50;
/** Load generator in a worker thread so that it does not share the server's event loop. */
const WORKERS = bench.workers;
/** Products the orders take: their stock is raised so that no order is refused for want of it. */
const ORDERED = [1, 18];
/** Products of the catalogue a build then reads whole (as a release of a large shop does): the seed's and these. */
const GENERATED = 10_000;
/** Milliseconds the build's read of that catalogue may take through the API, on each engine. */
const CATALOGUE_READ_BUDGET_MS = 300;

interface Budget {
  minRps: number;
  maxP99?: number;
}

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Absolute path of autocannon's `setupRequest` (its worker loads it): each request made another one. */
  setupRequest?: string;
  sqlite: Budget;
  postgres: Budget;
}

const order = JSON.stringify({
  nom_complet: "Banc d'essai",
  email: '',
  adresse_livraison: 'Av. du Port, N°1, Gombe, Gombe, Kinshasa',
  telephone_livraison: '2430812345678',
  notes: '',
  mode_paiement: 'paiement_livraison',
  use_saved_address: false,
  articles: [
    { produit: ORDERED[0], quantite: 1, avec_consigne: true, bouteilles_echangees: 0 },
    { produit: ORDERED[1], quantite: 2, avec_consigne: false, bouteilles_echangees: 0 },
  ],
});

/**
 * PostgreSQL's budgets (every commit waits for the disk on both engines: a throw-away server with fsync on):
 * - Product list ≥ 1 000 req/s: the list and the product page are answered from the catalogue cache
 *   (http/catalogue-cache.ts) on both engines, so PostgreSQL should match SQLite; half of SQLite's floor leaves
 *   room for the noise and still fails if the cache stops holding on PostgreSQL (a LISTEN that empties it at
 *   every request, say). No p99 limit: it wanders with the machine's load, as SQLite's does.
 * - Guest orders ≥ 1 000/s with p99 ≤ 250 ms, no error and no answer outside 2xx: orders hold no shared row
 *   before their end (ids and numbers from sequences, db/order-numbers.ts), the products' rows are locked by the
 *   stock's one statement just before a COMMIT that does not wait for the disk, and the answers wait for a flush
 *   shared by the orders of the moment (db/wal-flush.ts). Decision 033 gives the figures measured.
 */
const scenarios: Scenario[] = [
  { name: 'liste des produits', path: '/api/v1/products/produits/', sqlite: { minRps: 2000, maxP99: 50 }, postgres: { minRps: 1000 } },
  { name: 'fiche produit', path: '/api/v1/products/produits/1/', sqlite: { minRps: 0 }, postgres: { minRps: 0 } },
  {
    name: 'commande invité',
    path: '/api/v1/orders/commandes/anonyme/',
    method: 'POST',
    body: order,
    setupRequest: join(import.meta.dirname, 'lib', 'bench-customer.cjs'),
    sqlite: { minRps: 200 },
    postgres: { minRps: 1000, maxP99: 250 },
  },
];

interface Measure {
  rps: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx, with their status codes. */
  errors: number;
  statuses: string;
  ok: boolean;
  /** CPU a request cost, ms: this process (the API, and the load's thread beside it) and the database server's. */
  cpu: { api: number; server: number };
}

type EngineName = 'sqlite' | 'postgres';

/** The build's read of the whole catalogue (lists and reviews, all pages), ms: the median of three. */
interface CatalogueRead {
  products: number;
  ms: number;
  ok: boolean;
}

/**
 * Adds the generated products, then reads the catalogue three times as a build does (src/catalogue/catalogue-reader.ts),
 * each time just after a write: the catalogue cache is empty, as it is when a change starts a build.
 */
async function catalogueRead(engine: Engine, baseUrl: string): Promise<CatalogueRead> {
  await importCatalogue(engine, generateCatalogue(GENERATED), new Date());
  const times: number[] = [];
  let products = 0;
  for (let run = 0; run < 3; run++) {
    await transaction(engine, async (db) => {
      await db.updateTable('produits').set({ stock: 100_000_000 }).where('id', 'in', ORDERED).execute();
    });
    const started = performance.now();
    products = (await loadCatalogue({ baseUrl })).products.length;
    times.push(performance.now() - started);
  }
  const ms = Math.round(times.sort((a, b) => a - b)[1] ?? 0);
  return { products, ms, ok: ms <= CATALOGUE_READ_BUDGET_MS };
}

/** Every scenario against the API over `engine`, how many orders it recorded, then the build's read of a large catalogue. */
async function measure(
  engine: Engine,
  name: EngineName,
  serverCpuSeconds: () => number = () => 0,
): Promise<{ measures: Measure[]; orders: number; catalogue: CatalogueRead }> {
  await engine.db.updateTable('produits').set({ stock: 100_000_000 }).where('id', 'in', ORDERED).execute();
  // As behind the shop's proxy: each order names its customer's address (scripts/lib/bench-customer.cjs).
  const app = createApp({ engine, trustProxy: '127.0.0.1' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  try {
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const measures: Measure[] = [];
    for (const s of scenarios) {
      const options = {
        url: `${base}${s.path}`,
        connections: CONNECTIONS,
        method: s.method ?? 'GET',
        workers: WORKERS,
        ...(s.body ? { body: s.body, headers: { 'content-type': 'application/json' } } : {}),
        ...(s.setupRequest ? { requests: [{ setupRequest: s.setupRequest }] } : {}),
      } as const;
      await autocannon({ ...options, duration: 1 }); // warm-up (JIT, caches, the pool's connections), not counted
      const [apiBefore, serverBefore] = [process.cpuUsage(), serverCpuSeconds()];
      const result = await autocannon({ ...options, duration: DURATION_S });
      const api = process.cpuUsage(apiBefore);
      const served = Math.max(1, result.requests.total);
      const cpu = { api: (api.user + api.system) / 1000 / served, server: ((serverCpuSeconds() - serverBefore) * 1000) / served };
      const rps = result.requests.average;
      const p99 = result.latency.p99;
      const errors = result.errors + result.timeouts + result.non2xx;
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${code} × ${count ?? 0}`)
        .join(', ');
      const budget = s[name];
      const ok = rps >= budget.minRps && (budget.maxP99 === undefined || p99 <= budget.maxP99) && errors === 0;
      measures.push({ rps, p99, errors, statuses, ok, cpu });
    }
    const counted = await engine.db
      .selectFrom('commandes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { measures, orders: Number(counted.n), catalogue: await catalogueRead(engine, `${base}/api/v1`) };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const loadAtStart = loadavg()[0] ?? 0;
const dir = mkdtempSync(join(tmpdir(), 'kb-bench-'));
let postgres: PostgresServer | undefined;
/** Stops the PostgreSQL server and removes both engines' folders; synchronous, so it also runs on 'exit'. */
const cleanUp = () => {
  postgres?.stop();
  postgres = undefined;
  rmSync(dir, { recursive: true, force: true });
};
process.once('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

type Results = Awaited<ReturnType<typeof measure>>;
let onSqlite: Results;
let onPostgres: Results;
try {
  const sqlite = sqliteEngine(openDatabase(join(dir, 'shop.sqlite')));
  try {
    onSqlite = await measure(sqlite, 'sqlite');
  } finally {
    await sqlite.close();
    sqlite.database.close();
  }
  postgres = await startPostgres({ durable: true });
  const engine = await postgresEngine(await postgres.createDatabase('bench'), { seed: true });
  try {
    onPostgres = await measure(engine, 'postgres', postgres.cpuSeconds);
  } finally {
    await engine.close();
  }
} finally {
  cleanUp();
}
const results: Record<EngineName, Results> = { sqlite: onSqlite, postgres: onPostgres };

const number = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (pg: number, lite: number) => (lite > 0 ? `× ${number(pg / lite, 2)}` : '—');
const cells = (m: Measure) => `${number(m.rps).padStart(8)} ${`${m.p99} ms`.padStart(8)}`;
const rule = '─'.repeat(92);
console.log(`Essai de charge de l'API : ${CONNECTIONS} connexions, ${DURATION_S} s par scénario, ${WORKERS} fil(s) de charge.`);
// Other work on the machine moves every figure: say how busy it was before the test loaded it.
console.log(`Charge de la machine au départ : ${number(loadAtStart, 1)} (moyenne sur une minute) pour ${availableParallelism()} cœurs.`);
console.log(rule);
console.log(`${''.padEnd(20)} ${'SQLite'.padStart(17)}   ${'PostgreSQL'.padStart(17)}   ${'PostgreSQL / SQLite'.padStart(21)}`);
console.log(
  `${'scénario'.padEnd(20)} ${'req/s'.padStart(8)} ${'p99'.padStart(8)}   ${'req/s'.padStart(8)} ${'p99'.padStart(8)}   ${'req/s'.padStart(10)} ${'p99'.padStart(10)}`,
);
console.log(rule);
for (const [i, s] of scenarios.entries()) {
  const lite = results.sqlite.measures[i] as Measure;
  const pg = results.postgres.measures[i] as Measure;
  console.log(
    `${s.name.padEnd(20)} ${cells(lite)}   ${cells(pg)}   ${ratio(pg.rps, lite.rps).padStart(10)} ${ratio(pg.p99, lite.p99).padStart(10)}`,
  );
}
{
  const [lite, pg] = [results.sqlite.catalogue, results.postgres.catalogue];
  const label = `catalogue (${number(pg.products)})`;
  console.log(
    `${label.padEnd(20)} ${''.padStart(8)} ${`${lite.ms} ms`.padStart(8)}   ${''.padStart(8)} ${`${pg.ms} ms`.padStart(8)}   ${''.padStart(10)} ${ratio(pg.ms, lite.ms).padStart(10)}`,
  );
}
console.log(rule);
// What one guest order costs the machine's cores, which the load moves far less than the rate: with the load's thread,
// the API and the database server on the same cores, the rate cannot pass the cores' milliseconds over this sum.
for (const [i, s] of scenarios.entries()) {
  if (s.method !== 'POST') continue;
  const [lite, pg] = [results.sqlite.measures[i] as Measure, results.postgres.measures[i] as Measure];
  const ms = (n: number) => `${number(n, 2)} ms`;
  console.log(
    `CPU par ${s.name} : SQLite ${ms(lite.cpu.api)} (processus de l'API avec le fil de charge) ; ` +
      `PostgreSQL ${ms(pg.cpu.api)} + ${ms(pg.cpu.server)} (serveur) = ${ms(pg.cpu.api + pg.cpu.server)}, ` +
      `soit au plus ${number((availableParallelism() * 1000) / (pg.cpu.api + pg.cpu.server))} commandes/s sur ${availableParallelism()} cœurs.`,
  );
}

let failed = false;
const engines = [
  ['sqlite', 'SQLite'],
  ['postgres', 'PostgreSQL'],
] as const;
for (const [name, label] of engines) {
  for (const [i, s] of scenarios.entries()) {
    const m = results[name].measures[i] as Measure;
    const budget = s[name];
    if (!m.ok) failed = true;
    console.log(
      `${m.ok ? 'OK   ' : 'ÉCHEC'} ${label.padEnd(10)} ${s.name.padEnd(20)} erreurs ${m.errors}${m.statuses ? ` (${m.statuses})` : ''}` +
        `   (budget : ≥ ${budget.minRps} req/s${budget.maxP99 ? `, p99 ≤ ${budget.maxP99} ms` : ''}, 0 erreur)`,
    );
  }
}
for (const [name, label] of engines) {
  const read = results[name].catalogue;
  if (!read.ok) failed = true;
  console.log(
    `${read.ok ? 'OK   ' : 'ÉCHEC'} ${label.padEnd(10)} ${'catalogue'.padEnd(20)} lecture pour une construction : ${read.products} produits ` +
      `en ${read.ms} ms (médiane de 3, cache vide)   (budget : ≤ ${CATALOGUE_READ_BUDGET_MS} ms)`,
  );
}
console.log(
  `Commandes enregistrées pendant l'essai : ${results.sqlite.orders} sur SQLite, ${results.postgres.orders} sur PostgreSQL ` +
    '(chaque écriture attend le disque sur les deux).',
);
process.exitCode = failed ? 1 : 0;
