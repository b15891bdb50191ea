/**
 * Load test of the reference API in-process over loopback (`npm run bench:api`): 50 connections, ~5 s per scenario.
 * Budget on the 2-core machine: product list ≥ 2 000 req/s with p99 < 50 ms; guest orders ≥ 200/s without error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { scriptConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { createApp } from '../src/server/app.ts';
import { sqliteEngine } from '../src/server/db/engine.ts';
import { openDatabase } from '../src/server/db/open.ts';

const { bench } = readEnvironment(scriptConfig);
const DURATION_S = bench.durationSeconds;
const CONNECTIONS = 50;
/** Load generator in a worker thread so that it does not share the server's event loop. */
const WORKERS = bench.workers;

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  minRps: number;
  maxP99?: number;
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
    { produit: 1, quantite: 1, avec_consigne: true, bouteilles_echangees: 0 },
    { produit: 18, quantite: 2, avec_consigne: false, bouteilles_echangees: 0 },
  ],
});

const scenarios: Scenario[] = [
  { name: 'liste des produits', path: '/api/v1/products/produits/', minRps: 2000, maxP99: 50 },
  { name: 'fiche produit', path: '/api/v1/products/produits/1/', minRps: 0 },
  { name: 'commande invité', path: '/api/v1/orders/commandes/anonyme/', method: 'POST', body: order, minRps: 200 },
];

const dir = mkdtempSync(join(tmpdir(), 'kb-bench-'));
const db = openDatabase(join(dir, 'shop.sqlite'));
db.prepare('UPDATE produits SET stock = 100000000 WHERE id IN (1, 18)').run();
const app = createApp({ engine: sqliteEngine(db) });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let failed = false;
for (const s of scenarios) {
  const options = {
    url: `${base}${s.path}`,
    connections: CONNECTIONS,
    method: s.method ?? 'GET',
    workers: WORKERS,
    ...(s.body ? { body: s.body, headers: { 'content-type': 'application/json' } } : {}),
  } as const;
  await autocannon({ ...options, duration: 1 }); // warm-up (JIT, caches), not counted
  const result = await autocannon({ ...options, duration: DURATION_S });
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const errors = result.errors + result.timeouts + result.non2xx;
  const ok = rps >= s.minRps && (s.maxP99 === undefined || p99 < s.maxP99) && errors === 0;
  if (!ok) failed = true;
  console.log(
    `${ok ? 'OK   ' : 'ÉCHEC'} ${s.name.padEnd(20)} ${rps.toFixed(0).padStart(6)} req/s   p99 ${String(p99).padStart(4)} ms   erreurs ${errors}` +
      `   (budget : ≥ ${s.minRps} req/s${s.maxP99 ? `, p99 < ${s.maxP99} ms` : ''}, 0 erreur)`,
  );
}
const orders = (db.prepare('SELECT COUNT(*) AS n FROM commandes').get() as { n: number }).n;
console.log(`${orders} commandes enregistrées pendant l'essai (${CONNECTIONS} connexions, ${DURATION_S} s par scénario).`);
await new Promise((resolve) => server.close(resolve));
db.close();
rmSync(dir, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
