import { afterAll, describe, expect, it } from 'vitest';
import { type Engine, readyPostgresEngine } from '../../../src/server/db/engine.ts';
import { freshDatabaseUrl, testEngineKind } from '../../support/test-engine.ts';
import { json, makeShop, type OrderBody, firstGuestOrder as orderOf } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;

const numbers = async (responses: Response[]) => Promise.all(responses.map(async (res) => (await json<OrderBody>(res)).numero_commande));

const opened: Engine[] = [];
afterAll(async () => {
  for (const engine of opened) await engine.close();
});

/** Two shops on one database, as two processes of the shop on one PostgreSQL (on SQLite, the process's one engine). */
async function twoProcesses(): Promise<[Shop, Shop]> {
  if (testEngineKind() !== 'postgres') {
    const shop = makeShop();
    return [shop, makeShop({ engine: shop.engine })];
  }
  const url = await freshDatabaseUrl({}, 'numbers');
  const [a, b] = [readyPostgresEngine(url, Promise.resolve()), readyPostgresEngine(url, Promise.resolve())];
  opened.push(a, b);
  return [makeShop({ engine: a }), makeShop({ engine: b })];
}

describe('order numbers', () => {
  it('count from 0001 each day, and the next day starts again', async () => {
    const shop = makeShop();
    const first = await numbers([await orderOf(shop, 1, [{ produit: 1 }]), await orderOf(shop, 2, [{ produit: 1 }])]);
    expect(first).toEqual(['KB-20261121-0001', 'KB-20261121-0002']);
    shop.clock.now = new Date('2026-11-22T10:00:00Z');
    expect(await numbers([await orderOf(shop, 3, [{ produit: 1 }])])).toEqual(['KB-20261122-0001']);
  });

  it('go on after the numbers the day already had (a shop moved from SQLite, or numbered before the sequence)', async () => {
    const shop = makeShop();
    await shop.query("INSERT INTO order_counters (day, last) VALUES ('20261121', 4)");
    expect(await numbers([await orderOf(shop, 1, [{ produit: 1 }])])).toEqual(['KB-20261121-0005']);
  });

  it("keep every digit past the day's 9999th order", async () => {
    const shop = makeShop();
    await shop.query("INSERT INTO order_counters (day, last) VALUES ('20261121', 9998)");
    const given = await numbers([await orderOf(shop, 1, [{ produit: 1 }]), await orderOf(shop, 2, [{ produit: 1 }])]);
    expect(given).toEqual(['KB-20261121-9999', 'KB-20261121-10000']);
  });

  it('thirty orders at once through two processes of one database get thirty different numbers of the day', async () => {
    const [a, b] = await twoProcesses();
    const placed = await Promise.all(Array.from({ length: 30 }, (_, i) => orderOf(i % 2 === 0 ? a : b, i, [{ produit: 1 }])));
    expect(placed.map((res) => res.status)).toEqual(Array(30).fill(201));
    const given = await numbers(placed);
    expect(new Set(given).size).toBe(30);
    for (const numero of given) expect(numero).toMatch(/^KB-20261121-\d{4}$/);
  });
});

describe('orders of the same products, their lines in any order', () => {
  it('forty at once all take their stock, none waits on another for ever', async () => {
    const [a, b] = await twoProcesses();
    const stock = async () =>
      (await a.query<{ id: number; stock: number }>('SELECT id, stock FROM produits WHERE id IN (1, 23) ORDER BY id')).map((p) => p.stock);
    const before = await stock();
    const lines = [
      [{ produit: 1 }, { produit: 23, quantite: 2 }],
      [{ produit: 23, quantite: 2 }, { produit: 1 }],
    ];
    const placed = await Promise.all(Array.from({ length: 40 }, (_, i) => orderOf(i % 2 === 0 ? a : b, i, lines[i % 2] ?? [])));
    expect(placed.map((res) => res.status)).toEqual(Array(40).fill(201));
    expect(await stock()).toEqual([(before[0] ?? 0) - 40, (before[1] ?? 0) - 80]);
  });
});
