import { describe, expect, it } from 'vitest';
import { notificationSchema } from '../../../src/contract/notification.ts';
import { paginatedSchema } from '../../../src/contract/pagination.ts';
import { conforming, guestOrder, json, makeShop, type NotificationBody, type OrderBody, type Page } from './helpers.ts';

describe('notifications', () => {
  it('list, filter, mark, mark all and delete, only for their owner', async () => {
    const shop = makeShop();
    const token = await shop.register('a@example.cd');
    const other = await shop.register('b@example.cd');
    const staff = await shop.staff();
    const order = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/', { token, json: guestOrder([{ produit: 1 }]) }),
    );
    shop.clock.now = new Date(shop.clock.now.getTime() + 5 * 60_000);
    await shop.call('POST', `/api/v1/orders/commandes/${order.id}/statut/`, { token: staff, json: { statut: 'annulee' } });
    shop.clock.now = new Date(shop.clock.now.getTime() + 2 * 3_600_000);
    const page = paginatedSchema(notificationSchema);
    const all = await conforming(await shop.call('GET', '/api/v1/notifications/', { token }), page);
    expect(all.results.map((n) => [n.type, n.type_display, n.lue, n.date_relative])).toEqual([
      ['commande_annulee', 'Commande annulée', false, 'Il y a 2 heures'],
      ['commande_recue', 'Commande reçue', false, 'Il y a 2 heures'],
    ]);
    expect(all.results[1]!.data?.articles).toHaveLength(1);
    const [cancelled, received] = all.results;
    expect(
      (await json<Page<NotificationBody>>(await shop.call('GET', '/api/v1/notifications/importantes/', { token }))).results.map(
        (n) => n.id,
      ),
    ).toEqual([cancelled!.id]);
    expect(
      (
        await json<Page<NotificationBody>>(await shop.call('GET', '/api/v1/notifications/par_type/?type=commande_recue', { token }))
      ).results.map((n) => n.id),
    ).toEqual([received!.id]);
    expect((await shop.call('GET', '/api/v1/notifications/par_type/?type=inconnu', { token })).status).toBe(400);
    expect((await shop.call('GET', '/api/v1/notifications/par_type/', { token })).status).toBe(400);

    const read = await conforming(
      await shop.call('POST', `/api/v1/notifications/${received!.id}/marquer_comme_lue/`, { token }),
      notificationSchema,
    );
    expect(read.lue).toBe(true);
    expect(
      (await json<Page<NotificationBody>>(await shop.call('GET', '/api/v1/notifications/non_lues/', { token }))).results.map((n) => n.id),
    ).toEqual([cancelled!.id]);
    expect(
      (await json<NotificationBody>(await shop.call('POST', `/api/v1/notifications/${received!.id}/marquer_comme_non_lue/`, { token })))
        .lue,
    ).toBe(false);
    expect((await json<{ count: number }>(await shop.call('POST', '/api/v1/notifications/marquer_tout_comme_lu/', { token }))).count).toBe(
      2,
    );
    expect((await json<Page<NotificationBody>>(await shop.call('GET', '/api/v1/notifications/non_lues/', { token }))).count).toBe(0);

    for (const [method, path] of [
      ['GET', ''],
      ['POST', 'marquer_comme_lue/'],
      ['POST', 'marquer_comme_non_lue/'],
      ['POST', 'supprimer/'],
    ]) {
      expect((await shop.call(method!, `/api/v1/notifications/${received!.id}/${path}`, { token: other })).status).toBe(404);
    }
    expect((await shop.call('POST', `/api/v1/notifications/${received!.id}/supprimer/`, { token })).status).toBe(200);
    expect((await shop.call('GET', `/api/v1/notifications/${received!.id}/`, { token })).status).toBe(404);
    expect((await shop.call('DELETE', `/api/v1/notifications/${cancelled!.id}/`, { token: other })).status).toBe(404);
    expect((await shop.call('DELETE', `/api/v1/notifications/${cancelled!.id}/`, { token })).status).toBe(204);
    expect((await json<Page<NotificationBody>>(await shop.call('GET', '/api/v1/notifications/', { token }))).count).toBe(0);
    expect((await shop.call('GET', '/api/v1/notifications/')).status).toBe(401);
  });
});
