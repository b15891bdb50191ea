import { describe, expect, it } from 'vitest';
import { guestOrder, json, makeShop, type OrderBody } from './helpers.ts';

/** Product pages show approved reviews only: every change of that set publishes the site again, and nothing else does. */
async function reviewer(shop: ReturnType<typeof makeShop>, staff: string, email: string, author?: string) {
  const token = author ?? (await shop.register(email));
  const order = await json<OrderBody>(await shop.call('POST', '/api/v1/orders/commandes/', { token, json: guestOrder([{ produit: 1 }]) }));
  for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree']) {
    await shop.call('POST', `/api/v1/orders/commandes/${order.id}/statut/`, { token: staff, json: { statut } });
  }
  const review = await shop.call('POST', '/api/v1/products/produits/1/ajouter_avis/', {
    token,
    json: { produit: 1, note: 4, commentaire: 'Bien fraîche' },
  });
  return { token, id: (await json<{ id: number }>(review)).id };
}

describe('review moderation reaches the pages', () => {
  it.each([
    ['approving', 'staff', { approuve: true }, false, 1],
    ['un-approving', 'staff', { approuve: false }, true, 1],
    ['approving again an approved review', 'staff', { approuve: true }, true, 0],
    ["the author's edit of an approved review (back to moderation)", 'author', { note: 2 }, true, 1],
    ["the author's edit of a pending review", 'author', { note: 2 }, false, 0],
  ] as const)('%s: the pages are rebuilt only if they change', async (_what, who, patch, approvedBefore, rebuilds) => {
    const shop = makeShop();
    const staff = await shop.staff('gerant@kinboissons.cd', 'manager');
    const { token, id } = await reviewer(shop, staff, 'client@example.cd');
    if (approvedBefore) await shop.call('PATCH', `/api/v1/products/avis/${id}/`, { token: staff, json: { approuve: true } });
    shop.changes.count = 0;
    const res = await shop.call('PATCH', `/api/v1/products/avis/${id}/`, { token: who === 'staff' ? staff : token, json: patch });
    expect(res.status).toBe(200);
    expect(shop.changes.count).toBe(rebuilds);
    if (rebuilds > 0) expect(shop.changes.last).toEqual([{ kind: 'review', productId: expect.any(Number) }]);
  });

  it.each([
    ['its words', { commentaire: 'Toujours bien fraîche', approuve: true }, 1],
    ['its stars', { note: 5, approuve: true }, 1],
    ['nothing', { commentaire: 'Bien fraîche', approuve: true }, 0],
  ] as const)(
    "a staff member's own approved review kept approved, changing %s: published only if shown differently",
    async (_what, patch, rebuilds) => {
      const shop = makeShop();
      const staff = await shop.staff('gerant@kinboissons.cd', 'manager');
      const { id } = await reviewer(shop, staff, 'client@example.cd', staff);
      await shop.call('PATCH', `/api/v1/products/avis/${id}/`, { token: staff, json: { approuve: true } });
      shop.changes.count = 0;
      const res = await shop.call('PATCH', `/api/v1/products/avis/${id}/`, { token: staff, json: patch });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(shop.changes.count).toBe(rebuilds);
      if (rebuilds > 0) expect(shop.changes.last).toEqual([{ kind: 'review', productId: 1 }]);
    },
  );

  it.each([
    [true, 1],
    [false, 0],
  ])('deleting a review (approved: %s) starts %i rebuild', async (approved, rebuilds) => {
    const shop = makeShop();
    const staff = await shop.staff('gerant@kinboissons.cd', 'manager');
    const { id } = await reviewer(shop, staff, 'client@example.cd');
    if (approved) await shop.call('PATCH', `/api/v1/products/avis/${id}/`, { token: staff, json: { approuve: true } });
    shop.changes.count = 0;
    expect((await shop.call('DELETE', `/api/v1/products/avis/${id}/`, { token: staff })).status).toBe(204);
    expect(shop.changes.count).toBe(rebuilds);
  });
});
