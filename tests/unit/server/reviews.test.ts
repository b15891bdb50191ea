import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productSchema } from '../../../src/contract/product.ts';
import { reviewSchema } from '../../../src/contract/review.ts';
import {
  conforming,
  guestOrder,
  json,
  makeShop,
  moveOrder,
  type OrderBody,
  type Page,
  type ProductBody,
  type ReviewBody,
  TO_READY,
} from './helpers.ts';

async function deliveredCustomer(shop: ReturnType<typeof makeShop>, email: string, produit: number) {
  const token = await shop.register(email);
  const staff = await shop.staff(`staff-${email}`);
  const order = await json<OrderBody>(await shop.call('POST', '/api/v1/orders/commandes/', { token, json: guestOrder([{ produit }]) }));
  await moveOrder(shop, staff, order.id, ...TO_READY, 'en_livraison', 'livree');
  return { token, staff };
}

describe('reviews', () => {
  it('are allowed only for delivered products, once, pending until approved', async () => {
    const shop = makeShop();
    const { token, staff } = await deliveredCustomer(shop, 'a@example.cd', 1);
    const add = (produit: number, note = 5) =>
      shop.call('POST', `/api/v1/products/produits/${produit}/ajouter_avis/`, {
        token,
        json: { produit, note, commentaire: 'Bien fraîche !' },
      });
    const notDelivered = await add(3);
    expect(notDelivered.status).toBe(400);
    expect((await notDelivered.json()).detail).toContain('commandes livrées');
    const created = await add(1);
    expect(created.status).toBe(201);
    const review = await conforming(created, reviewSchema);
    expect(review).toMatchObject({ approuve: false, utilisateur_est_auteur: true, note: 5 });
    expect((await add(1, 4)).status).toBe(400);
    expect(
      (await shop.call('POST', '/api/v1/products/produits/1/ajouter_avis/', { token, json: { produit: 1, note: 6, commentaire: 'x' } }))
        .status,
    ).toBe(400);

    const other = await shop.register('b@example.cd');
    const list = z.array(reviewSchema);
    expect(await conforming(await shop.call('GET', '/api/v1/products/produits/1/avis/', { token: other }), list)).toEqual([]);
    expect((await conforming(await shop.call('GET', '/api/v1/products/produits/1/avis/', { token }), list)).map((r) => r.id)).toEqual([
      review.id,
    ]);

    const product = await conforming(await shop.call('GET', '/api/v1/products/produits/1/'), productSchema);
    expect([product.note_moyenne, product.nombre_avis]).toEqual([null, 0]);
    const approved = await json<ReviewBody>(
      await shop.call('PATCH', `/api/v1/products/avis/${review.id}/`, { token: staff, json: { approuve: true } }),
    );
    expect(approved.approuve).toBe(true);
    const seen = await conforming(await shop.call('GET', '/api/v1/products/produits/1/avis/', { token: other }), list);
    expect(seen.map((r) => [r.id, r.utilisateur_est_auteur])).toEqual([[review.id, false]]);
    const rated = await json<ProductBody>(await shop.call('GET', '/api/v1/products/produits/1/'));
    expect([rated.note_moyenne, rated.nombre_avis]).toEqual(['5.00', 1]);

    const edited = await json(
      await shop.call('PATCH', `/api/v1/products/avis/${review.id}/`, { token, json: { note: 3, commentaire: 'Un peu tiède' } }),
    );
    expect(edited).toMatchObject({ note: 3, approuve: false });
    expect((await shop.call('PATCH', `/api/v1/products/avis/${review.id}/`, { token, json: { approuve: true } })).status).toBe(403);
    expect((await shop.call('PATCH', `/api/v1/products/avis/${review.id}/`, { token: other, json: { note: 1 } })).status).toBe(404);

    const mine = await json<Page<ReviewBody>>(await shop.call('GET', '/api/v1/products/avis/', { token }));
    expect(mine.results.map((r) => r.id)).toEqual([review.id]);
    expect((await json<Page<ReviewBody>>(await shop.call('GET', '/api/v1/products/avis/', { token: other }))).results).toEqual([]);
    expect((await json<Page<ReviewBody>>(await shop.call('GET', '/api/v1/products/avis/', { token: staff }))).count).toBe(1);
    expect((await shop.call('GET', '/api/v1/products/avis/')).status).toBe(401);
  });
});

describe('moderation approves or rejects a review, never rewrites it', () => {
  it.each([
    ['the text', { commentaire: 'Produit infect, ne commandez jamais ici' }],
    ['the stars', { note: 1 }],
    ['both, while approving it', { approuve: true, note: 1, commentaire: 'Réécrit par la boutique' }],
  ])("a manager sending %s of a customer's review is refused, and the review is as the customer wrote it", async (_, patch) => {
    const shop = makeShop();
    const { token } = await deliveredCustomer(shop, 'a@example.cd', 1);
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const review = await json<ReviewBody>(
      await shop.call('POST', '/api/v1/products/produits/1/ajouter_avis/', {
        token,
        json: { produit: 1, note: 5, commentaire: 'Bien fraîche !' },
      }),
    );
    const res = await shop.call('PATCH', `/api/v1/products/avis/${review.id}/`, { token: manager, json: patch });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: "L'avis d'un client se modère sans être réécrit : approuvez-le ou rejetez-le." });
    expect(await shop.query('SELECT note, commentaire, approuve FROM avis WHERE id = ?', review.id)).toEqual([
      { note: 5, commentaire: 'Bien fraîche !', approuve: 0 },
    ]);
  });
});
