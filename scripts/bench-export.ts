/**
 * The orders CSV of a year (`npm run bench:export`): 100 000 orders of two lines each over 2026 in a SQLite file, then the
 * same copied to a throw-away PostgreSQL; on each, a process of its own exports the year (scripts/bench/export-child.ts,
 * what `npm run shop -- export orders` and `GET /staff/exports/commandes/` run) and reports its peak RSS and the time taken.
 * Budget: peak RSS under 200 MB (docs/decisions/044: the export reads pages of 500 orders and writes each before the next;
 * about 100 MB of it is the process's modules before any row, and `npm run shop` caps V8's young generation).
 * Exits 1 over budget.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyToPostgres } from '../src/server/db/copy-to-postgres.ts';
import { postgresEngine } from '../src/server/db/engine.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { type PostgresServer, startPostgres } from './lib/throwaway-postgres.ts';

const ORDERS = 100_000;

/** The V8 flags `npm run shop` runs with (package.json): the exporting process is the CLI's, young generation included. */
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const SHOP_FLAGS = (scripts['shop'] ?? '').match(/--max-semi-space-size=\d+/g) ?? [];
const BUDGET = { peakRssMb: 200 };

/** The exporting process: its JSON line, or its stderr in the failure. */
function exportIn(place: string, out: string): Promise<{ peakRssMb: number; ms: number; bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...SHOP_FLAGS, 'scripts/bench/export-child.ts', place, '2026-01-01', '2026-12-31', out]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as { peakRssMb: number; ms: number; bytes: number; lines: number });
      else reject(new Error(`the exporting process exited with ${code}: ${stderr}`));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'kb-bench-export-'));
let postgres: PostgresServer | undefined;
let failed = false;
try {
  const file = join(dir, 'shop.sqlite');
  const database = openDatabase(file);
  const products = database.prepare('SELECT id, nom, prix_cents FROM produits ORDER BY id').all() as {
    id: number;
    nom: string;
    prix_cents: number;
  }[];
  const order = database.prepare(
    `INSERT INTO commandes (id, numero_commande, date_commande, statut, goods_cents, deposits_cents, frais_livraison_cents, total_cents,
       adresse_livraison, telephone_livraison, nom_client, email, source, commune)
     VALUES (?, ?, ?, 'livree', ?, 0, 200000, ?, 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa', '2430812345678', ?, '', 'site', 'Kalamu')`,
  );
  const line = database.prepare(
    `INSERT INTO commande_articles (id, commande_id, produit_id, nom, quantite, prix_unitaire_cents, prix_consigne_unitaire_cents, avec_consigne)
     VALUES (?, ?, ?, ?, ?, ?, 0, 0)`,
  );
  const start = Date.parse('2026-01-01T06:00:00Z');
  const names = ['Béatrice Ngalula', 'Jean-Pierre Mbuyi', 'Hélène Kabeya', 'Dieudonné Ilunga', '=HYPERLINK("http://evil.example")'];
  const seeding = performance.now();
  database.exec('BEGIN');
  for (let i = 1; i <= ORDERS; i++) {
    const [a, b] = [products[i % products.length], products[(i * 7) % products.length]] as [
      (typeof products)[number],
      (typeof products)[number],
    ];
    const goods = 2 * a.prix_cents + b.prix_cents;
    const date = new Date(start + Math.floor(((i - 1) * 360 * 86_400_000) / ORDERS)).toISOString();
    order.run(i, `KB-BANC-${String(i).padStart(6, '0')}`, date, goods, goods + 200_000, names[i % names.length] ?? '');
    line.run(2 * i - 1, i, a.id, a.nom, 2, a.prix_cents);
    line.run(2 * i, i, b.id, b.nom, 1, b.prix_cents);
  }
  database.exec('COMMIT');
  console.log(`${ORDERS} commandes de 2 lignes sur 2026 écrites en ${Math.round(performance.now() - seeding)} ms.`);

  console.log(`Export des commandes de l'année, un processus à part (budget : pic de mémoire < ${BUDGET.peakRssMb} Mo) :`);
  const report = (engine: string, r: Awaited<ReturnType<typeof exportIn>>) => {
    const over = r.peakRssMb >= BUDGET.peakRssMb || r.lines !== 2 * ORDERS + 1;
    failed ||= over;
    console.log(
      `  ${engine.padEnd(10)} pic RSS ${r.peakRssMb.toFixed(1)} Mo, ${(r.ms / 1000).toFixed(1)} s, ` +
        `${(r.bytes / 1024 / 1024).toFixed(1)} Mo de CSV, ${r.lines} lignes${over ? '  ← HORS BUDGET' : ''}`,
    );
  };
  report('SQLite', await exportIn(file, join(dir, 'sqlite.csv')));

  postgres = await startPostgres();
  const url = await postgres.createDatabase('bench_export');
  const target = await postgresEngine(url, { seed: false });
  try {
    await copyToPostgres(database, target);
  } finally {
    await target.close();
  }
  database.close();
  report('PostgreSQL', await exportIn(url, join(dir, 'pg.csv')));
} finally {
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('Export hors budget.');
  process.exitCode = 1;
}
