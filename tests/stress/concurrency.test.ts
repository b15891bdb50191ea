import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedShop, startShop } from '../../scripts/lib/start-shop.ts';
import { createApp } from '../../src/server/app.ts';
import { sqliteEngine } from '../../src/server/db/engine.ts';
import { openDatabase } from '../../src/server/db/open.ts';

/** A second server PROCESS on the same database file, so that two writers really compete for the lock. */
function startChild(dataDir: string): Promise<StartedShop> {
  return startShop({
    entry: 'src/server/main.ts',
    env: { DATA_DIR: dataDir, NODE_NO_WARNINGS: '1', TRUST_PROXY: '127.0.0.1', GUEST_ORDER_LIMIT: '100000' },
  });
}

/** Real sockets: many HTTP requests in flight at once against two servers (this process and a child) sharing one database. */
describe('concurrent orders over real sockets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-concurrency-'));
  const db = openDatabase(join(dir, 'shop.sqlite'));
  // Every request comes from this machine, as from a proxy in front: X-Forwarded-For names each customer. Twenty posts
  // of one order at once come from one customer: the guest-order limit is not what these tests check.
  const app = createApp({ engine: sqliteEngine(db), trustProxy: '127.0.0.1', guestOrderLimit: 100_000 });
  let server: ReturnType<typeof serve>;
  let child: StartedShop;
  let base = '';
  let childBase = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
    child = await startChild(dir);
    childBase = child.url;
  }, 30_000);
  afterAll(async () => {
    await child.stop();
    await new Promise((resolve) => server.close(resolve));
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  let sent = 0;
  /**
   * Requests alternate between the two servers. Each is another customer (their address, their phone number) unless
   * `customer` names one: the guest-order limits of one customer are not what these tests check.
   */
  const order = (produit: number, quantite: number, headers: Record<string, string> = {}, customer = sent) =>
    fetch(`${sent++ % 2 === 0 ? base : childBase}/api/v1/orders/commandes/anonyme/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${Math.floor(customer / 250)}.${customer % 250}`,
        ...headers,
      },
      body: JSON.stringify({
        nom_complet: 'Client pressé',
        adresse_livraison: 'Limete',
        telephone_livraison: `24308${String(10_000_000 + customer).slice(-8)}`,
        mode_paiement: 'paiement_livraison',
        articles: [{ produit, quantite, avec_consigne: false, bouteilles_echangees: 0 }],
      }),
    });

  it('60 concurrent guest orders for the last 10 units: exactly 10 succeed', async () => {
    db.prepare('UPDATE produits SET stock = 10 WHERE id = 1').run();
    const responses = await Promise.all(Array.from({ length: 60 }, () => order(1, 1)));
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ detail?: string }>));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(50);
    for (const [i, body] of bodies.entries()) {
      if (statuses[i] === 400) expect(body.detail).toBe('Primus 72 cl : Stock insuffisant pour la quantité demandée.');
    }
    const stock = (db.prepare('SELECT stock FROM produits WHERE id = 1').get() as { stock: number }).stock;
    const ordered = (
      db.prepare('SELECT COALESCE(SUM(quantite), 0) AS n FROM commande_articles WHERE produit_id = 1').get() as { n: number }
    ).n;
    expect(stock).toBe(0);
    expect(stock + ordered).toBe(10);
  });

  it('20 concurrent posts with one Idempotency-Key: one order, 20 identical answers', async () => {
    const before = (db.prepare('SELECT COUNT(*) AS n FROM commandes').get() as { n: number }).n;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => order(18, 2, { 'idempotency-key': 'b0d1c2e3-f4a5-4b6c-9d7e-8f9a0b1c2d3e' }, 9_999)),
    );
    const texts = await Promise.all(responses.map((r) => r.text()));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(texts).size).toBe(1);
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect((db.prepare('SELECT COUNT(*) AS n FROM commandes').get() as { n: number }).n).toBe(before + 1);
    expect((db.prepare('SELECT stock FROM produits WHERE id = 18').get() as { stock: number }).stock).toBe(298);
  });
});
