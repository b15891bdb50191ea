import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { sqliteEngine } from '../../../src/server/db/engine.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { guestOrder, json, makeShop, type Page, type ProductBody } from './helpers.ts';

describe('catalogue answers stay fresh', () => {
  it('show stock taken by an order, a staff change and an approved review at once', async () => {
    const shop = makeShop();
    const stock = async () => (await json<ProductBody>(await shop.call('GET', '/api/v1/products/produits/1/'))).stock;
    const listed = async () =>
      (await json<Page<ProductBody>>(await shop.call('GET', '/api/v1/products/produits/?limit=1'))).results[0]!.stock;
    expect([await stock(), await listed()]).toEqual([240, 240]);
    await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1, quantite: 4 }]) });
    expect([await stock(), await listed()]).toEqual([236, 236]);
    const staff = await shop.staff();
    await shop.call('PATCH', '/api/v1/products/produits/1/', { token: staff, json: { stock: 7 } });
    expect([await stock(), await listed()]).toEqual([7, 7]);
    await shop.call('PATCH', '/api/v1/products/categories/2/', { token: staff, json: { nom: 'Bières fraîches' } });
    expect((await json<ProductBody>(await shop.call('GET', '/api/v1/products/produits/1/'))).categorie.nom).toBe('Bières fraîches');
  });

  it('see commits made by another process on the same database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kb-cache-'));
    const file = join(dir, 'shop.sqlite');
    const app = createApp({ engine: sqliteEngine(openDatabase(file)) });
    const stock = async () =>
      ((await (await app.request('http://shop.test/api/v1/products/produits/2/')).json()) as { stock: number }).stock;
    expect(await stock()).toBe(30);
    const other = new DatabaseSync(file);
    other.prepare('UPDATE produits SET stock = 3 WHERE id = 2').run();
    other.close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await stock()).toBe(3);
    rmSync(dir, { recursive: true, force: true });
  });
});
