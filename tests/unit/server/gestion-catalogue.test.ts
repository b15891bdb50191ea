import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { orderSchema } from '../../../src/contract/order.ts';
import { catalogueRefsSchema, staffProductSchema } from '../../../src/contract/staff-catalogue.ts';
import { staffPageSchema } from '../../../src/contract/staff-page.ts';
import { conforming, type DetailBody, guestOrder, json, makeShop, ORIGIN, type OrderBody } from './helpers.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'kin-photos-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const productPage = staffPageSchema(staffProductSchema);
const journal = async (shop: ReturnType<typeof makeShop>) =>
  (await shop.query('SELECT auteur, action, objet, objet_id, details FROM journal ORDER BY id')) as {
    auteur: string;
    action: string;
    objet: string;
    objet_id: number | null;
    details: string;
  }[];

function upload(shop: ReturnType<typeof makeShop>, token: string, path: string, file: Blob, name = 'photo.jpg') {
  const form = new FormData();
  form.append('photo', file, name);
  return shop.app.request(`${ORIGIN}${path}`, { method: 'POST', headers: { authorization: `Token ${token}` }, body: form });
}

describe('a product once ordered', () => {
  it('is archived instead of deleted: gone from the storefront, kept by its orders and by the staff', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const customer = await shop.register('client@example.cd');
    const order = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/', { token: customer, json: guestOrder([{ produit: 3 }]) }),
    );
    expect((await shop.call('DELETE', '/api/v1/products/produits/3/', { token: manager })).status).toBe(204);
    // Gone from the storefront: only the pages that showed it are published again.
    expect(shop.changes.last).toEqual([{ kind: 'removed', productId: 3 }]);
    const publicIds = (
      await json<{ results: { id: number }[] }>(await shop.call('GET', '/api/v1/products/produits/?page_size=100'))
    ).results.map((p) => p.id);
    expect(publicIds).not.toContain(3);
    expect((await shop.call('GET', '/api/v1/products/produits/3/')).status).toBe(404);
    expect((await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 3 }]) })).status).toBe(400);
    const seen = await conforming(await shop.call('GET', `/api/v1/orders/commandes/${order.id}/`, { token: customer }), orderSchema);
    expect(seen.articles[0]).toMatchObject({ produit: null, libelle: 'Primus canette 33 cl' });
    const staffView = await json<{ articles: { produit: number; produit_archive: boolean }[] }>(
      await shop.call('GET', `/api/v1/staff/commandes/${order.id}/`, { token: manager }),
    );
    expect(staffView.articles[0]).toMatchObject({ produit: 3, produit_archive: true });
    const archived = await conforming(await shop.call('GET', '/api/v1/staff/produits/?archive=1', { token: manager }), productPage);
    expect(archived.results.map((p) => [p.id, p.archive])).toEqual([[3, true]]);
    const back = await shop.call('PATCH', '/api/v1/products/produits/3/', { token: manager, json: { archive: false } });
    expect(await conforming(back, staffProductSchema)).toMatchObject({ id: 3, archive: false });
    // Back on sale: a new product on the storefront, a whole build.
    expect(shop.changes.last).toEqual([{ kind: 'structural' }]);
    expect((await shop.call('PATCH', '/api/v1/products/produits/4/', { token: manager, json: { archive: true, prix: '10' } })).status).toBe(
      200,
    );
    expect(shop.changes.last).toEqual([{ kind: 'removed', productId: 4 }]);
    expect((await shop.call('GET', '/api/v1/products/produits/3/')).status).toBe(200);
    expect((await journal(shop)).map((j) => [j.auteur, j.action, j.objet, j.objet_id])).toEqual([
      ['gerant@kinboissons.cd', 'archivage', 'produit', 3],
      ['gerant@kinboissons.cd', 'remise_en_vente', 'produit', 3],
      ['gerant@kinboissons.cd', 'archivage', 'produit', 4],
      ['gerant@kinboissons.cd', 'modification', 'produit', 4],
    ]);
  });
});

describe('staff catalogue', () => {
  it('lists every product with accent-free search and category filter, and categories and brands with their use', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const found = await conforming(
      await shop.call('GET', '/api/v1/staff/produits/?q=PRIMUS&page_size=100', { token: manager }),
      productPage,
    );
    expect(found.count).toBeGreaterThan(1);
    expect(found.results.every((p) => /primus/i.test(`${p.nom} ${p.marque?.nom ?? ''}`))).toBe(true);
    const refs = await conforming(await shop.call('GET', '/api/v1/staff/catalogue/', { token: manager }), catalogueRefsSchema);
    const bieres = refs.categories.find((c) => c.nom === 'Bières')!;
    const inCategory = await conforming(
      await shop.call('GET', `/api/v1/staff/produits/?categorie=${bieres.id}&page_size=100`, { token: manager }),
      productPage,
    );
    expect(inCategory.count).toBe(bieres.produits);
    expect(inCategory.results.every((p) => p.categorie?.id === bieres.id)).toBe(true);
    expect(refs.marques.reduce((sum, b) => sum + b.produits, 0)).toBeGreaterThan(0);
  });

  it('refuses a negative price or stock in French and changes nothing; journals what changed', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const before = await json(await shop.call('GET', '/api/v1/products/produits/2/'));
    for (const [patch, answer] of [
      [{ prix: '-3' }, { prix: ['Saisissez un montant positif en francs, par exemple 2500.'] }],
      [{ prix: -3 }, { prix: ['Saisissez un montant positif en francs, par exemple 2500.'] }],
      [{ prix_promo: 'gratuit' }, { prix_promo: ['Saisissez un montant positif en francs, par exemple 2500.'] }],
      [{ stock: -1 }, { stock: ['Le stock est un nombre entier de 0 ou plus.'] }],
      [{ stock: 2.5 }, { stock: ['Le stock est un nombre entier de 0 ou plus.'] }],
      [{ prix: '1e400' }, { prix: ['Saisissez un montant positif en francs, par exemple 2500.'] }],
      [{ prix: '99999999999999999999' }, { prix: ['Assurez-vous que cette valeur est inférieure ou égale à 2251799.'] }],
    ] as const) {
      const res = await shop.call('PATCH', '/api/v1/products/produits/2/', { token: manager, json: patch });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(answer);
    }
    expect(await json(await shop.call('GET', '/api/v1/products/produits/2/'))).toEqual(before);
    expect(shop.changes.count).toBe(0);
    const ok = await shop.call('PATCH', '/api/v1/products/produits/2/', { token: manager, json: { prix: '2600', stock: 12 } });
    expect(ok.status).toBe(200);
    expect(shop.changes.count).toBe(1);
    // What changed goes with it: this product's price and stock, so only the pages showing it are published again.
    expect(shop.changes.last).toEqual([
      { kind: 'price', productId: 2 },
      { kind: 'stock', productId: 2 },
    ]);
    const renamed = await shop.call('PATCH', '/api/v1/products/produits/2/', { token: manager, json: { nom: 'Primus 50 cl' } });
    expect(renamed.status).toBe(200);
    expect(shop.changes.last).toEqual([{ kind: 'structural' }]);
    const [line] = await journal(shop);
    expect(line).toMatchObject({ auteur: 'gerant@kinboissons.cd', action: 'modification', objet: 'produit', objet_id: 2 });
    expect(JSON.parse(line!.details)).toMatchObject({ prix_cents: [expect.any(Number), 260000] });
    // The stock written with the product is a count from its form: a movement, like « Inventaire ».
    expect(await shop.query('SELECT type, stock_apres, auteur, motif FROM mouvements_stock WHERE produit_id = 2')).toEqual([
      { type: 'inventaire', stock_apres: 12, auteur: 'gerant@kinboissons.cd', motif: 'fiche du produit' },
    ]);
    // A deposit is shown with the price: a price change of that product; a threshold, staff's only, publishes nothing.
    const deposit = await shop.call('PATCH', '/api/v1/products/produits/2/', { token: manager, json: { prix_consigne: '750' } });
    expect(deposit.status).toBe(200);
    expect(shop.changes.last).toEqual([{ kind: 'price', productId: 2 }]);
    const announced = shop.changes.count;
    const threshold = await shop.call('PATCH', '/api/v1/products/produits/2/', { token: manager, json: { seuil_stock: 3 } });
    expect(threshold.status).toBe(200);
    expect(shop.changes.count).toBe(announced);
  });
});

describe('photos', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b3a82' } })
      .png()
      .toBuffer();

  it('are checked by content, re-encoded to WebP and served under an immutable address', async () => {
    const shop = makeShop({ mediaDir });
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const res = await upload(shop, manager, '/api/v1/products/produits/5/photo/', new Blob([await png()]), 'bouteille.png');
    expect(res.status).toBe(200);
    const product = await conforming(res, staffProductSchema);
    expect(product.image).toMatch(/^http:\/\/shop\.test\/media\/photos\/[0-9a-f]{24}\.webp$/);
    expect((await json<{ image: string }>(await shop.call('GET', '/api/v1/products/produits/5/'))).image).toBe(product.image);
    const served = await shop.app.request(product.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(shop.changes).toEqual({ count: 1, last: [{ kind: 'photo', productId: 5 }] });
    const category = await upload(shop, manager, '/api/v1/products/categories/1/photo/', new Blob([await png()]));
    expect((await json<{ image: string }>(category)).image).toBe(product.image);
    expect((await shop.call('GET', '/media/photos/../shop.sqlite')).status).toBe(404);
  });

  it('two uploads of one photo at once both succeed (each writes a temporary file of its own)', async () => {
    const shop = makeShop({ mediaDir });
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const bytes = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#d4a017' } })
      .png()
      .toBuffer();
    const both = await Promise.all([
      upload(shop, manager, '/api/v1/products/produits/7/photo/', new Blob([bytes]), 'a.png'),
      upload(shop, manager, '/api/v1/products/produits/8/photo/', new Blob([bytes]), 'b.png'),
    ]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    const images = await Promise.all(both.map((res) => json<{ image: string }>(res)));
    expect(images[0]?.image).toBe(images[1]?.image);
    expect((await shop.call('GET', new URL(images[0]?.image ?? '').pathname)).status).toBe(200);
  });

  it('refuses what is not a photo, a damaged one, a missing one and one over 5 MB, in French, changing nothing', async () => {
    const shop = makeShop({ mediaDir });
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const before = readdirSync(mediaDir).length;
    const path = '/api/v1/products/produits/6/photo/';
    const cases: [Blob, number, unknown][] = [
      [new Blob(['%PDF-1.7 pas une photo']), 400, { photo: ["Ce fichier n'est pas une photo JPEG, PNG ou WebP."] }],
      [
        new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])]),
        400,
        { photo: ['Cette photo est illisible ou abîmée : essayez une autre photo.'] },
      ],
      [new Blob([new Uint8Array(20 * 1024 * 1024)]), 413, { photo: ['La photo dépasse 5 Mo : choisissez une photo plus légère.'] }],
    ];
    for (const [file, status, answer] of cases) {
      const res = await upload(shop, manager, path, file);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual(answer);
    }
    const none = await shop.call('POST', path, { token: manager, json: { photo: 'x' } });
    expect(await none.json()).toEqual({ photo: ['Choisissez une photo (JPEG, PNG ou WebP).'] });
    expect(readdirSync(mediaDir).length).toBe(before);
    expect((await json<{ image: string }>(await shop.call('GET', '/api/v1/products/produits/6/'))).image).toContain(
      '/media/produits/6.svg',
    );
    expect(shop.changes.count).toBe(0);
    const client = await shop.register('client@example.cd');
    expect((await upload(shop, client, path, new Blob([await png()]))).status).toBe(403);
    const off = makeShop();
    const offToken = await off.staff();
    expect(await json<DetailBody>(await upload(off, offToken, path, new Blob([await png()])))).toEqual({
      detail: "L'envoi de photos n'est pas disponible sur ce serveur.",
    });
  });
});
