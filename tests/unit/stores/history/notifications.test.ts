import { describe, expect, it } from 'vitest';
import { createNotificationsStore, NOTIFICATION_NOTICE_MS } from '../../../../src/stores/history/notifications.ts';
import { historyShop, manualTimers } from './orders-test-shop.ts';

function setup() {
  const h = historyShop();
  const timers = manualTimers();
  const store = createNotificationsStore({
    client: h.client,
    isSignedIn: () => h.session.token !== '',
    now: () => new Date('2026-11-21T10:00:00Z'),
    ...timers,
  });
  return { h, timers, store };
}

/** A customer with one delivered order: 6 notifications (received + 5 status changes), all unread. */
async function customerWithDeliveredOrder() {
  const s = setup();
  await s.h.signIn();
  const order = await s.h.order([1]);
  await s.h.deliver(order.id);
  await s.store.loadNotifications();
  return s;
}

const serverUnread = async (h: ReturnType<typeof historyShop>) => (await h.client.listUnreadNotifications()).map((n) => n.id);

describe('notifications store against the reference API', () => {
  it('signed out: nothing is requested', async () => {
    const { h, store } = setup();
    await store.loadNotifications();
    expect(store.$notifications.get()).toEqual({ status: 'signed-out', items: [] });
    expect(h.sent).toEqual([]);
  });

  it('lists, counts unread and filters', async () => {
    const { store } = await customerWithDeliveredOrder();
    expect(store.$notifications.get().status).toBe('ready');
    expect(store.$notifications.get().items.map((n) => n.type)).toContain('commande_livree');
    expect(store.$unreadCount.get()).toBe(6);
    const [first] = store.$notifications.get().items;
    await store.markNotificationRead(first!.id);
    const cases = [
      ['all', 6],
      ['unread', 5],
      ['read', 1],
    ] as const;
    for (const [filter, count] of cases) {
      store.setNotificationFilter(filter);
      expect(store.$visibleNotifications.get()).toHaveLength(count);
    }
  });

  it('mark read, unread, all read and delete reach the server', async () => {
    const { h, store } = await customerWithDeliveredOrder();
    const ids = store.$notifications.get().items.map((n) => n.id);
    await store.markNotificationRead(ids[0]!);
    expect(await serverUnread(h)).not.toContain(ids[0]);
    expect(store.$unreadCount.get()).toBe(5);
    await store.markNotificationUnread(ids[0]!);
    expect(await serverUnread(h)).toContain(ids[0]);
    await store.markAllNotificationsRead();
    expect(await serverUnread(h)).toEqual([]);
    expect(store.$unreadCount.get()).toBe(0);
    await store.removeNotification(ids[1]!);
    expect(store.$notifications.get().items.map((n) => n.id)).toEqual(ids.filter((id) => id !== ids[1]));
    expect((await h.client.listNotifications()).map((n) => n.id)).toEqual(ids.filter((id) => id !== ids[1]));
  });

  it('a failed action is undone with a notice that fades after 3 s', async () => {
    const { h, timers, store } = await customerWithDeliveredOrder();
    const before = store.$notifications.get().items;
    h.failWhen((r) => (r.method === 'POST' ? new Response('boom', { status: 500 }) : null));
    const cases = [
      [() => store.markNotificationRead(before[0]!.id), 'Impossible de marquer la notification comme lue. Veuillez réessayer.'],
      [() => store.markAllNotificationsRead(), 'Impossible de marquer toutes les notifications comme lues. Veuillez réessayer.'],
      [() => store.removeNotification(before[2]!.id), 'Impossible de supprimer la notification. Veuillez réessayer.'],
    ] as const;
    for (const [act, message] of cases) {
      await act();
      expect(store.$notifications.get().items).toEqual(before);
      expect(store.$notificationNotice.get()).toBe(message);
      expect(timers.durations()).toEqual([NOTIFICATION_NOTICE_MS]);
      timers.fireAll();
      expect(store.$notificationNotice.get()).toBeNull();
    }
  });

  it('when the list fails: the 3 samples, whose actions are simulated without any request', async () => {
    const { h, store } = setup();
    await h.signIn();
    h.failWhen((r) => (r.url.includes('/notifications/') ? new Response('boom', { status: 503 }) : null));
    await store.loadNotifications();
    const state = store.$notifications.get();
    expect(state.status).toBe('sample');
    expect(state.items.map((n) => [n.id, n.lue])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(state.items.some((n) => n.message.includes('10%'))).toBe(true);
    const sentBefore = h.sent.length;
    await store.markNotificationRead(1);
    await store.markNotificationUnread(3);
    await store.removeNotification(2);
    expect(store.$notifications.get().items.map((n) => [n.id, n.lue])).toEqual([
      [1, true],
      [3, false],
    ]);
    await store.markAllNotificationsRead();
    expect(store.$unreadCount.get()).toBe(0);
    expect(h.sent.length).toBe(sentBefore);
    expect(store.$notificationNotice.get()).toBeNull();
  });

  it('a rejected token counts as signed out, not as a failure', async () => {
    const { h, store } = setup();
    h.session.token = 'jeton-perime';
    await store.loadNotifications();
    expect(store.$notifications.get().status).toBe('signed-out');
  });

  it('ensureNotificationsLoaded asks the server once', async () => {
    const { h, store } = setup();
    await h.signIn();
    await Promise.all([store.ensureNotificationsLoaded(), store.ensureNotificationsLoaded()]);
    await store.ensureNotificationsLoaded();
    expect(h.sent.filter((s) => s === 'GET /api/v1/notifications/')).toHaveLength(1);
  });
});
