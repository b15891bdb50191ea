import { describe, expect, it } from 'vitest';
import { productSchema } from '../../../src/contract/product.ts';
import { conforming, json, makeShop, type OrderBody, type Page } from './helpers.ts';

describe('contact', () => {
  it('stores valid messages, rejects incomplete ones and rate limits', async () => {
    const shop = makeShop();
    const send = (body: unknown) => shop.call('POST', '/api/v1/contact/message/', { json: body });
    const ok = await send({ name: 'Patrick', email: 'p@example.cd', message: 'Livrez-vous à Kintambo ?' });
    expect(ok.status).toBe(201);
    expect((await ok.json()).message).toBe('Votre message a été envoyé avec succès!');
    const bad = await send({ name: '', email: 'x', message: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json()).sort()).toEqual(['email', 'message', 'name']);
    for (let i = 0; i < 4; i++) await send({ name: 'P', email: 'p@example.cd', message: `m${i}` });
    const limited = await send({ name: 'P', email: 'p@example.cd', message: 'encore' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const staff = await shop.staff();
    const messages = await json<Page<{ message: string }>>(await shop.call('GET', '/api/v1/contact/messages/', { token: staff }));
    expect(messages.count).toBe(5);
    expect(messages.results.at(-1)!.message).toBe('Livrez-vous à Kintambo ?');
    const client = await shop.register('c@example.cd');
    expect((await shop.call('GET', '/api/v1/contact/messages/', { token: client })).status).toBe(403);
  });
});

describe('staff catalogue', () => {
  it('creates, updates and deletes products, categories and brands, announcing each change', async () => {
    const shop = makeShop();
    const token = await shop.staff();
    const brand = await json<{ id: number }>(
      await shop.call('POST', '/api/v1/products/marques/', { token, json: { nom: 'Bralima Malt', couleur: '#123456' } }),
    );
    const category = await json<{ id: number }>(
      await shop.call('POST', '/api/v1/products/categories/', { token, json: { nom: 'Maltés', description: 'Boissons maltées.' } }),
    );
    const created = await shop.call('POST', '/api/v1/products/produits/', {
      token,
      json: {
        nom: 'Malta 33 cl',
        prix: '1800.50',
        prix_consigne: 300,
        stock: 10,
        marque: brand.id,
        categorie: { id: category.id },
        vendu_avec_consigne: true,
      },
    });
    expect(created.status).toBe(201);
    const product = await conforming(created, productSchema);
    expect(product).toMatchObject({
      prix: '1800.50',
      prix_consigne: '300.00',
      marque: { nom: 'Bralima Malt' },
      categorie: { nom: 'Maltés' },
    });
    const patched = await json(
      await shop.call('PATCH', `/api/v1/products/produits/${product.id}/`, { token, json: { prix_promo: '1500', stock: 4 } }),
    );
    expect(patched).toMatchObject({ prix: '1800.50', prix_promo: '1500.00', stock: 4 });
    const replaced = await shop.call('PUT', `/api/v1/products/produits/${product.id}/`, {
      token,
      json: { nom: 'Malta 33 cl', prix: '1900', stock: 6 },
    });
    expect(await replaced.json()).toMatchObject({
      prix: '1900.00',
      prix_promo: null,
      prix_consigne: '0.00',
      stock: 6,
      marque: null,
      categorie: null,
    });
    expect((await shop.call('PUT', `/api/v1/products/produits/${product.id}/`, { token, json: { stock: 6 } })).status).toBe(400);
    await shop.call('PATCH', `/api/v1/products/produits/${product.id}/`, { token, json: { marque: brand.id } });
    expect((await shop.call('PATCH', `/api/v1/products/produits/${product.id}/`, { token, json: { prix: '-3' } })).status).toBe(400);
    expect((await shop.call('PATCH', `/api/v1/products/produits/${product.id}/`, { token, json: { marque: 9999 } })).status).toBe(400);
    const inUse = await shop.call('DELETE', `/api/v1/products/marques/${brand.id}/`, { token });
    expect(inUse.status).toBe(400);
    const duplicate = await shop.call('POST', '/api/v1/products/marques/', { token, json: { nom: 'Primus' } });
    expect(await duplicate.json()).toEqual({ nom: ['Ce nom existe déjà.'] });
    expect((await shop.call('DELETE', `/api/v1/products/produits/${product.id}/`, { token })).status).toBe(204);
    expect((await shop.call('GET', `/api/v1/products/produits/${product.id}/`)).status).toBe(404);
    expect((await shop.call('DELETE', `/api/v1/products/marques/${brand.id}/`, { token })).status).toBe(204);
    expect(
      (await shop.call('PATCH', `/api/v1/products/categories/${category.id}/`, { token, json: { nom: 'Boissons maltées' } })).status,
    ).toBe(200);
    expect((await shop.call('DELETE', `/api/v1/products/categories/${category.id}/`, { token })).status).toBe(204);
    expect(shop.changes.count).toBe(10);
  });

  it('keeps past orders readable after a product is deleted', async () => {
    const shop = makeShop();
    const token = await shop.staff();
    const client = await shop.register('c@example.cd');
    const order = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/', {
        token: client,
        json: {
          adresse_livraison: 'Gombe',
          telephone_livraison: '2430812345678',
          mode_paiement: 'paiement_livraison',
          articles: [{ produit: 3, quantite: 2 }],
        },
      }),
    );
    expect((await shop.call('DELETE', '/api/v1/products/produits/3/', { token })).status).toBe(204);
    const after = await json<OrderBody>(await shop.call('GET', `/api/v1/orders/commandes/${order.id}/`, { token: client }));
    expect(after.articles[0]).toMatchObject({ produit: null, libelle: 'Primus canette 33 cl', quantite: 2 });
    expect(after.total_commande).toBe(order.total_commande);
  });
});
