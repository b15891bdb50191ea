/**
 * « Ventes » on a year of orders (`npm run bench:sales`): the reference API in this process on a SQLite file, 365 days
 * of 200 orders a day (two lines each; nine in ten delivered with an outcome, the rest not delivered or cancelled;
 * empties on the crates; each rider's day closed), then `GET /staff/ventes/` over 7 days, a month and the whole
 * year, 10 times each, as a manager reads it. Each answer reads the period and the one before it.
 * Budget (p95): 7 days under 150 ms, a month under 400 ms, a year under 3 s — the year reads twice 73 000 outcomes and
 * 146 000 lines. Exits 1 over budget, or when the year's total is not the sum of the delivered orders. Every query is an
 * index range (the plan of the outcomes' is printed): `livraisons_jour`, the lines by order, the orders by date.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '../src/domain/sales-period.ts';
import { createStaffUser } from '../src/server/accounts/create-staff.ts';
import { createApp } from '../src/server/app.ts';
import { sqliteEngine } from '../src/server/db/engine.ts';
import { openDatabase } from '../src/server/db/open.ts';

const DAYS = 365;
const PER_DAY = 200;
const RUNS = 10;
const LAST_DAY = '2026-11-21';
const BUDGETS = [
  ['7 jours', 7, 150],
  ['un mois', 31, 400],
  ['une année', 366, 3000],
] as const;

const dir = mkdtempSync(join(tmpdir(), 'kb-bench-sales-'));
const database = openDatabase(join(dir, 'shop.sqlite'));
const engine = sqliteEngine(database);
const app = createApp({ engine, passwordCost: 10, now: () => new Date(`${LAST_DAY}T20:00:00Z`) });
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? Number.NaN;

let failed = false;
try {
  await createStaffUser(engine.db, { email: 'gerant@kinboissons.cd', password: 'banc-ventes', role: 'manager' }, new Date(), 10);
  const riders: number[] = [];
  for (let r = 0; r < 4; r++) {
    const row = database
      .prepare(
        "INSERT INTO users (email, username, password_hash, role, date_joined, livreur) VALUES (?, ?, 'x', 'client', ?, 1) RETURNING id",
      )
      .get(`livreur${r}@kinboissons.cd`, `livreur${r}@kinboissons.cd`, new Date().toISOString()) as { id: number };
    riders.push(row.id);
  }
  const products = database.prepare('SELECT id, nom, prix_cents, unite FROM produits ORDER BY id').all() as {
    id: number;
    nom: string;
    prix_cents: number;
    unite: string;
  }[];
  const communes = ['Kalamu', 'Gombe', 'Limete', 'Lingwala', 'Ngaliema', 'Bandalungwa', 'Kintambo', 'Matete'];
  const sources = ['site', 'site', 'site', 'telephone', 'whatsapp', 'comptoir'];
  const order = database.prepare(
    `INSERT INTO commandes (numero_commande, date_commande, statut, goods_cents, deposits_cents, frais_livraison_cents, total_cents,
       adresse_livraison, telephone_livraison, nom_client, source, commune) VALUES (?, ?, ?, ?, 0, 0, ?, 'Av. X, N°1', '243810000000', 'Client', ?, ?)
     RETURNING id`,
  );
  const line = database.prepare(
    `INSERT INTO commande_articles (commande_id, produit_id, nom, quantite, prix_unitaire_cents, prix_consigne_unitaire_cents, avec_consigne)
     VALUES (?, ?, ?, ?, ?, 0, 0) RETURNING id`,
  );
  const outcome = database.prepare(
    `INSERT INTO livraisons (commande_id, livreur_id, jour, resultat, especes_cents, a_encaisser_cents, auteur, date)
     VALUES (?, ?, ?, ?, ?, ?, 'banc', ?) RETURNING id`,
  );
  const empties = database.prepare(
    'INSERT INTO livraison_vides (livraison_id, article_id, produit_id, sortis, rendus) VALUES (?, ?, ?, ?, ?)',
  );
  const cash = database.prepare(
    "INSERT INTO caisses (livreur_id, jour, attendu_cents, remis_cents, auteur, date) VALUES (?, ?, 0, ?, 'banc', ?)",
  );
  let deliveredCents = 0;
  const firstDay = addDays(LAST_DAY, -(DAYS - 1));
  database.exec('BEGIN');
  for (let d = 0; d < DAYS; d++) {
    const jour = addDays(firstDay, d);
    for (let i = 0; i < PER_DAY; i++) {
      const n = d * PER_DAY + i;
      const a = products[n % products.length];
      const b = products[(n * 7 + 3) % products.length];
      if (!a || !b) throw new Error('no products');
      const goods = a.prix_cents * 2 + b.prix_cents;
      const fate = n % 20 === 0 ? 'annulee' : n % 20 === 1 ? 'pas_livree' : 'livree';
      const placed = `${jour}T${String(7 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00.000Z`;
      const statut = fate === 'annulee' ? 'annulee' : fate === 'livree' ? 'livree' : 'prete_livraison';
      const { id } = order.get(
        `B-${n}`,
        placed,
        statut,
        goods,
        goods,
        sources[n % sources.length] ?? 'site',
        communes[n % communes.length] ?? null,
      ) as {
        id: number;
      };
      const first = line.get(id, a.id, a.nom, 2, a.prix_cents) as { id: number };
      line.get(id, b.id, b.nom, 1, b.prix_cents);
      if (fate === 'annulee') continue;
      const rider = riders[n % riders.length] ?? 0;
      const delivered = fate === 'livree';
      const row = outcome.get(id, rider, jour, fate, delivered ? goods : 0, delivered ? goods : 0, placed) as { id: number };
      if (delivered) deliveredCents += goods;
      if (delivered && a.unite.startsWith('Casier')) empties.run(row.id, first.id, a.id, 40, 30);
    }
    for (const rider of riders) cash.run(rider, jour, 1_000_000, `${jour}T19:00:00.000Z`);
  }
  database.exec('COMMIT');
  const login = await app.request('http://shop.test/api/v1/token-auth/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'gerant@kinboissons.cd', password: 'banc-ventes' }),
  });
  const { token } = (await login.json()) as { token: string };
  console.log(
    `« Ventes » sur ${DAYS} jours de ${PER_DAY} commandes (${DAYS * PER_DAY} commandes, ${DAYS * PER_DAY * 2} lignes), ${RUNS} lectures par période (p50 / p95) :`,
  );
  for (const [name, days, budget] of BUDGETS) {
    const du = addDays(LAST_DAY, -(days - 1));
    const times: number[] = [];
    let total = '';
    for (let run = 0; run < RUNS; run++) {
      const began = performance.now();
      const res = await app.request(`http://shop.test/api/v1/staff/ventes/?du=${du}&au=${LAST_DAY}`, {
        headers: { authorization: `Token ${token}` },
      });
      const body = (await res.json()) as { chiffres?: { livre: string; commandes_livrees: number } };
      times.push(performance.now() - began);
      if (res.status !== 200) throw new Error(`${name} : ${res.status} ${JSON.stringify(body)}`);
      total = `${body.chiffres?.commandes_livrees} livrées, ${body.chiffres?.livre} FC`;
      if (days >= DAYS && Math.round(Number(body.chiffres?.livre) * 100) !== deliveredCents) {
        failed = true;
        console.error(`  ${name} : total ${body.chiffres?.livre} au lieu de ${deliveredCents / 100}`);
      }
    }
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    const over = p95 > budget;
    failed ||= over;
    console.log(
      `  ${name.padEnd(10)} ${p50.toFixed(1)} / ${p95.toFixed(1)} ms (budget p95 < ${budget} ms)  ${total}${over ? '  HORS BUDGET' : ''}`,
    );
  }
  const plan = database
    .prepare(
      "EXPLAIN QUERY PLAN SELECT count(*) FROM livraisons WHERE jour >= '2026-11-15' AND jour <= '2026-11-21' AND actuelle = 1 AND resultat = 'livree'",
    )
    .all() as { detail: string }[];
  console.log(`  plan des livraisons d'une période : ${plan.map((p) => p.detail).join(' ; ')}`);
} finally {
  await engine.close();
  database.close();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('Hors budget.');
  process.exitCode = 1;
}
