import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { type StartedShop, startShop } from '../../scripts/lib/start-shop.ts';
import { openDatabase } from '../../src/server/db/open.ts';

const ROUNDS = 10;
const INITIAL_STOCK = 1_000_000;

/** The API alone on the shared database, on a port the system picks. */
function start(dataDir: string): Promise<StartedShop> {
  return startShop({
    entry: 'src/server/main.ts',
    // As behind a proxy: X-Forwarded-For names each customer (one customer's limits are not what this test checks).
    env: { DATA_DIR: dataDir, NODE_NO_WARNINGS: '1', TRUST_PROXY: '127.0.0.1' },
    timeoutMs: 15_000,
  });
}

let customers = 0;

/** Sends orders (4 at a time, each from another customer) until the server dies; returns the numbers the client saw acknowledged. */
async function flood(base: string, acknowledged: Map<string, number>): Promise<void> {
  let alive = true;
  const worker = async () => {
    while (alive) {
      const quantite = 1 + (acknowledged.size % 3);
      const customer = customers++;
      try {
        const res = await fetch(`${base}/api/v1/orders/commandes/anonyme/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(customer / 250) % 250}.${customer % 250}` },
          body: JSON.stringify({
            nom_complet: 'Crash',
            adresse_livraison: 'Gombe',
            telephone_livraison: `24308${String(10_000_000 + customer).slice(-8)}`,
            mode_paiement: 'paiement_livraison',
            articles: [{ produit: 1, quantite }],
          }),
        });
        if (res.status !== 201) throw new Error(`statut ${res.status}`);
        const body = (await res.json()) as { numero_commande: string };
        acknowledged.set(body.numero_commande, quantite);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('statut')) throw error;
        alive = false; // connection refused or reset: the server was killed
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

describe('crash safety', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`keeps every acknowledged order through ${ROUNDS} SIGKILLs`, async () => {
    const setup = openDatabase(join(dir, 'shop.sqlite'));
    setup.prepare('UPDATE produits SET stock = ? WHERE id = 1').run(INITIAL_STOCK);
    setup.close();
    const acknowledged = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const { child, url } = await start(dir);
      const flooding = flood(url, acknowledged);
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 500));
      child.kill('SIGKILL');
      await flooding;
      await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
    }
    expect(acknowledged.size).toBeGreaterThan(ROUNDS);
    const db = new DatabaseSync(join(dir, 'shop.sqlite'));
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    const stored = new Map(
      (
        db
          .prepare('SELECT c.numero_commande AS n, a.quantite AS q FROM commandes c JOIN commande_articles a ON a.commande_id = c.id')
          .all() as { n: string; q: number }[]
      ).map((r) => [r.n, r.q]),
    );
    for (const [numero, quantite] of acknowledged) expect(stored.get(numero)).toBe(quantite);
    const stock = (db.prepare('SELECT stock FROM produits WHERE id = 1').get() as { stock: number }).stock;
    const ordered = [...stored.values()].reduce((a, b) => a + b, 0);
    expect(stock + ordered).toBe(INITIAL_STOCK);
    db.close();
  }, 60_000);
});
