import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { paginatedSchema } from '../../../src/contract/pagination.ts';
import { brandSchema, categorySchema, type Product, productSchema } from '../../../src/contract/product.ts';
import { importCatalogue } from '../../../src/server/catalogue/import.ts';
import { conforming, json, makeShop, ORIGIN, type Page, type ProductBody } from './helpers.ts';

const page = paginatedSchema(productSchema);

describe('catalogue', () => {
  const shop = makeShop();

  it('seeds at least 40 products in 4 to 6 categories with promotions, deposits and shortages', async () => {
    const all = await conforming(await shop.call('GET', '/api/v1/products/produits/?page_size=100'), page);
    expect(all.count).toBeGreaterThanOrEqual(40);
    expect(all.results.some((p) => p.prix_promo !== null)).toBe(true);
    expect(all.results.some((p) => p.stock === 0)).toBe(true);
    expect(all.results.some((p) => p.vendu_avec_consigne && p.prix_consigne !== '0.00')).toBe(true);
    expect(all.results.every((p) => typeof p.prix === 'string' && /^\d+\.\d{2}$/.test(p.prix))).toBe(true);
    const categories = await json<Page<unknown>>(await shop.call('GET', '/api/v1/products/categories/'));
    expect(categories.count).toBeGreaterThanOrEqual(4);
    expect(categories.count).toBeLessThanOrEqual(6);
  });

  it('paginates with absolute next URLs that lead to the end', async () => {
    const seen = new Set<number>();
    let url: string | null = `${ORIGIN}/api/v1/products/produits/`;
    let total = 0;
    while (url) {
      const body: z.infer<typeof page> = await conforming(await shop.app.request(url), page);
      total = body.count;
      body.results.forEach((p) => {
        seen.add(p.id);
      });
      if (body.next) expect(body.next.startsWith(`${ORIGIN}/api/v1/products/produits/?`)).toBe(true);
      url = body.next;
    }
    expect(seen.size).toBe(total);
  });

  it.each<[string, (r: Product[]) => boolean]>([
    ['limit=4&ordering=-date_ajout', (r) => r.length === 4 && r.every((p, i) => i === 0 || r[i - 1]!.date_ajout! >= p.date_ajout!)],
    ['ordering=prix&page_size=100', (r) => r.every((p, i) => i === 0 || Number(r[i - 1]!.prix) <= Number(p.prix))],
    ['ordering=-prix&page_size=100', (r) => r.every((p, i) => i === 0 || Number(r[i - 1]!.prix) >= Number(p.prix))],
    [
      'ordering=nom&page_size=100',
      (r) => r.every((p, i) => i === 0 || r[i - 1]!.nom.localeCompare(p.nom, 'fr', { sensitivity: 'base' }) <= 0),
    ],
    ['categorie=bieres&page_size=100', (r) => r.length > 5 && r.every((p) => p.categorie!.nom === 'Bières')],
    ['categorie=BIÈRES&page_size=100', (r) => r.length > 5 && r.every((p) => p.categorie!.nom === 'Bières')],
    ['categorie=2&page_size=100', (r) => r.length > 0 && r.every((p) => p.categorie!.id === 2)],
    ['marque=Primus&page_size=100', (r) => r.length === 3 && r.every((p) => p.marque!.nom === 'Primus')],
    ['marque=turbo-king', (r) => r.length === 2],
    ['categorie=Eaux&marque=Primus', (r) => r.length === 0],
    ['categorie=inconnue', (r) => r.length === 0],
  ])('filters and orders: %s', async (query, check) => {
    const body = await conforming(await shop.call('GET', `/api/v1/products/produits/?${query}`), page);
    expect(check(body.results)).toBe(true);
  });

  it('returns a product with absolute image URL and nested brand and category, 404 otherwise', async () => {
    const product = await conforming(await shop.call('GET', '/api/v1/products/produits/1/'), productSchema);
    expect(product).toMatchObject({ id: 1, nom: 'Primus 72 cl', prix: '2500.00', marque: { nom: 'Primus' }, categorie: { nom: 'Bières' } });
    expect(product.image).toMatch(/^http:\/\/shop\.test\/media\/produits\/1\.svg\?v=/);
    for (const path of ['/api/v1/products/produits/9999/', '/api/v1/products/produits/abc/', '/api/v1/nulle-part/']) {
      const res = await shop.call('GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Pas trouvé.' });
    }
    const outOfRange = await shop.call('GET', '/api/v1/products/produits/?page=99');
    expect(outOfRange.status).toBe(404);
  });

  it('lists categories with descriptions and images, and brands', async () => {
    const categories = await conforming(await shop.call('GET', '/api/v1/products/categories/'), paginatedSchema(categorySchema));
    expect(categories.results.map((c) => c.nom)).toContain('Bières');
    expect(categories.results.every((c) => (c.description ?? '').length > 10 && c.image?.startsWith(`${ORIGIN}/media/categories/`))).toBe(
      true,
    );
    const brands = await conforming(await shop.call('GET', '/api/v1/products/marques/?page_size=100'), paginatedSchema(brandSchema));
    expect(brands.results.map((b) => b.nom)).toEqual(expect.arrayContaining(['Primus', 'Skol', 'Coca-Cola', 'Vitalo']));
    expect(await conforming(await shop.call('GET', '/api/v1/products/categories/2/'), categorySchema)).toMatchObject({
      id: 2,
      nom: 'Bières',
    });
    expect(await conforming(await shop.call('GET', '/api/v1/products/marques/1/'), brandSchema)).toEqual({ id: 1, nom: 'Primus' });
    expect((await shop.call('GET', '/api/v1/products/categories/99/')).status).toBe(404);
    expect((await shop.call('GET', '/api/v1/products/marques/99/')).status).toBe(404);
  });

  it('gives up to 1 000 products a page when asked (a build reads a large catalogue in a few requests)', async () => {
    const large = makeShop();
    const produits = Array.from({ length: 1_100 }, (_, i) => ({
      nom: `Primus essai ${i + 1}`,
      description: 'Bière blonde, livrée fraîche à Kinshasa.',
      prix: '2500.00',
      prix_promo: null,
      prix_consigne: '500.00',
      stock: 10,
      unite: 'bouteille',
      marque: 'Primus',
      categorie: 'Bières',
    }));
    await importCatalogue(large.engine, { categories: [], marques: [], produits }, large.clock.now);
    const first = await conforming(await large.call('GET', '/api/v1/products/produits/?limit=5000'), page);
    expect(first.results).toHaveLength(1_000);
    expect(first.next).toMatch(/\?limit=1000&offset=1000$/);
    const rest = await conforming(await large.app.request(first.next ?? ''), page);
    expect(new Set([...first.results, ...rest.results].map((p) => p.id)).size).toBe(first.count);
    expect((await json<Page<unknown>>(await large.call('GET', '/api/v1/products/produits/?page_size=5000'))).results).toHaveLength(1_000);
    // Writing 1 100 products and reading them back takes seconds on a busy machine: no figure is checked here.
  }, 30_000);

  it('uses the configured public origin for absolute URLs', async () => {
    const other = makeShop({ publicOrigin: 'https://kinboissons.cd/' });
    const body = await json<Page<ProductBody>>(await other.call('GET', '/api/v1/products/produits/?limit=1'));
    expect(body.next).toMatch(/^https:\/\/kinboissons\.cd\/api\/v1\/products\/produits\/\?limit=1&offset=1$/);
    expect(body.results[0]!.image).toMatch(/^https:\/\/kinboissons\.cd\/media\//);
  });
});

describe('generated pictures', () => {
  const shop = makeShop();

  it('serves every product and category as a small cacheable SVG', async () => {
    for (const path of [
      ...Array.from({ length: 46 }, (_, i) => `/media/produits/${i + 1}.svg`),
      '/media/categories/1.svg',
      '/media/categories/5.svg',
    ]) {
      const res = await shop.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
      const text = await res.text();
      expect(text.startsWith('<svg')).toBe(true);
      expect(Buffer.byteLength(text)).toBeLessThan(3 * 1024);
    }
    expect((await shop.call('GET', '/media/produits/999.svg')).status).toBe(404);
    const again = await shop.call('GET', '/media/produits/1.svg');
    expect([again.headers.get('content-type'), again.headers.get('cache-control')]).toEqual([
      'image/svg+xml; charset=utf-8',
      'public, max-age=31536000, immutable',
    ]);
  });

  it('escapes the product name inside the SVG', async () => {
    const token = await shop.staff();
    const created = await json<ProductBody>(
      await shop.call('POST', '/api/v1/products/produits/', {
        token,
        json: { nom: '<script>alert(1)</script> & "Co"', prix: '1000.00', stock: 3, unite: 'Canette 33 cl' },
      }),
    );
    const svg = await (await shop.app.request(created.image)).text();
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp;');
  });
});
