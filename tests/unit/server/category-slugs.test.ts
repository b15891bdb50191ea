import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../../../src/server/catalogue/import.ts';
import { json, makeShop } from './helpers.ts';

interface Created {
  id: number;
  slug: string;
  avertissement?: string;
}

describe('every category and brand has a page address of its own, whatever the script of its name', () => {
  it.each([['!!!'], ['🍺'], ['مشروبات'], ['Пиво'], ['啤酒']])('a category named %j gets a usable address', async (nom) => {
    const shop = makeShop();
    const token = await shop.staff();
    const res = await shop.call('POST', '/api/v1/products/categories/', { token, json: { nom } });
    expect(res.status).toBe(201);
    const created = await json<Created>(res);
    expect(created.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(created.slug).toBe(nom === 'Пиво' ? 'pivo' : `categorie-${created.id}`);
  });

  it('a name whose address is taken gets a suffix, and the staff are told', async () => {
    const shop = makeShop();
    const token = await shop.staff();
    const res = await shop.call('POST', '/api/v1/products/categories/', { token, json: { nom: 'BIÈRES' } });
    expect(await json<Created>(res)).toMatchObject({
      slug: 'bieres-2',
      avertissement: "L'adresse « bieres » est déjà prise : celle-ci sera « bieres-2 ».",
    });
    const brand = await shop.call('POST', '/api/v1/products/marques/', { token, json: { nom: 'PRIMUS' } });
    expect(await json<Created>(brand)).toMatchObject({ slug: 'primus-2' });
  });

  it('a renamed category keeps its address', async () => {
    const shop = makeShop();
    const token = await shop.staff();
    const before = await json<Created>(await shop.call('GET', '/api/v1/products/categories/1/'));
    await shop.call('PATCH', '/api/v1/products/categories/1/', { token, json: { nom: 'Nouveau nom' } });
    expect((await json<Created>(await shop.call('GET', '/api/v1/products/categories/1/'))).slug).toBe(before.slug);
  });

  it('the import gives imported categories addresses too', async () => {
    const shop = makeShop();
    await importCatalogue(shop.engine, { categories: [{ nom: '🍷' }, { nom: 'Bieres' }] }, shop.clock.now);
    const rows = await shop.query<{ slug: string }>("SELECT nom, slug FROM categories WHERE nom IN ('🍷', 'Bieres') ORDER BY id");
    expect(rows.map((r) => r.slug)).toEqual([expect.stringMatching(/^categorie-\d+$/), 'bieres-2']);
  });
});
