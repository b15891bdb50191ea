import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import type { PushSubscriptionInput } from '../../../../src/contract/staff-alerts.ts';
import type { OrderNotice } from '../../../../src/domain/order-alert.ts';
import { type AlertSignals, createOrderAlerts } from '../../../../src/stores/gestion/order-alerts.ts';
import { POLL_INTERVAL_MS } from '../../../../src/stores/gestion/poller.ts';
import { createPushDevice, type PushBrowser } from '../../../../src/stores/gestion/push-device.ts';
import { gestionShop, manualPoll } from './shop.ts';

/** What a device did for new orders: sounds, vibrations, notifications shown. */
function fakeDevice() {
  const done = { rings: 0, vibrations: 0, notices: [] as OrderNotice[], hidden: false };
  const signals: AlertSignals = {
    ring: () => {
      done.rings += 1;
      return true;
    },
    vibrate: () => {
      done.vibrations += 1;
    },
    hidden: () => done.hidden,
    notify: async (notice) => {
      done.notices.push(notice);
      return true;
    },
  };
  return { done, signals };
}

/** One tab of gestion on a device (the device's stored keys are `$last` and `$sound`). */
function tab(
  g: Awaited<ReturnType<typeof gestionShop>>,
  device: { $last: ReturnType<typeof atom<string>>; $sound: ReturnType<typeof atom<string>> },
) {
  const poll = manualPoll();
  const signals = fakeDevice();
  const alerts = createOrderAlerts({
    api: g.api,
    attempt: g.attempt,
    ...device,
    signals: signals.signals,
    ordersPath: '/gestion/',
    poll: poll.env,
  });
  /** The screen opens: its first look is done once the next one is scheduled. */
  const open = async () => {
    alerts.watch();
    await vi.waitFor(() => expect(poll.timers).toHaveLength(1));
  };
  return { alerts, poll, open, ...signals };
}

describe('a new order no one misses', () => {
  it('rings, vibrates and, while the page is hidden, notifies each order placed since the last look; the first look only takes note', async () => {
    const g = await gestionShop();
    await g.guestOrder();
    const device = { $last: atom(''), $sound: atom('') };
    const { alerts, poll, done, open } = tab(g, device);
    await open();
    expect(done).toMatchObject({ rings: 0, vibrations: 0, notices: [] });
    expect(device.$last.get()).not.toBe('');
    const visible = await g.guestOrder();
    expect(await poll.fire()).toBe(POLL_INTERVAL_MS);
    expect(done).toMatchObject({ rings: 1, vibrations: 1, notices: [] });
    expect(alerts.$announced.get()).toEqual([{ numero: visible.numero_commande, url: `/gestion/#commande-${visible.id}` }]);
    done.hidden = true;
    const first = await g.guestOrder({ nom_complet: 'Patrick Mbuyi' });
    const second = await g.guestOrder({ nom_complet: 'Grâce Lukusa' });
    await poll.fire();
    expect(done.rings).toBe(2);
    expect(done.notices.map((n) => [n.title, n.tag, n.url])).toEqual([
      [`Nouvelle commande ${second.numero_commande}`, `commande-${second.id}`, `/gestion/#commande-${second.id}`],
      [`Nouvelle commande ${first.numero_commande}`, `commande-${first.id}`, `/gestion/#commande-${first.id}`],
    ]);
    // A guest's second order within minutes waits for a call: the notification says so.
    expect(done.notices[0]?.body).toMatch(/^Grâce Lukusa · [\d\s]+FC · à confirmer par téléphone$/);
    await poll.fire();
    expect(done.rings).toBe(2);
  });

  it('rings once on a device with two tabs open, and not at all once the sound is off there', async () => {
    const g = await gestionShop();
    const device = { $last: atom(''), $sound: atom('') };
    const [a, b] = [tab(g, device), tab(g, device)];
    await a.open();
    await b.open();
    await g.guestOrder();
    await a.poll.fire();
    await b.poll.fire();
    expect([a.done.rings, b.done.rings]).toEqual([1, 0]);
    a.alerts.setSound(false);
    expect(b.alerts.$soundOn.get()).toBe(false);
    await g.guestOrder();
    await b.poll.fire();
    expect([b.done.rings, b.done.vibrations]).toEqual([0, 1]);
    // Turned on again, it plays once: the staff member hears what it will sound like.
    b.alerts.setSound(true);
    expect(b.done.rings).toBe(1);
  });
});

/** A browser whose push service hands out subscriptions for one device. */
function fakePushBrowser(answer: NotificationPermission = 'granted') {
  const state = { permission: 'default' as NotificationPermission, subscription: null as PushSubscriptionInput | null, key: '' };
  const browser: PushBrowser = {
    supported: () => true,
    permission: () => state.permission,
    askPermission: async () => {
      state.permission = answer;
      return answer;
    },
    current: async () => state.subscription,
    subscribe: async (key) => {
      state.key = key;
      state.subscription = { endpoint: 'https://push.example/appareil-1', keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'A'.repeat(22) } };
      return state.subscription;
    },
    unsubscribe: async () => {
      const endpoint = state.subscription?.endpoint ?? null;
      state.subscription = null;
      return endpoint;
    },
  };
  return { browser, state };
}

describe("this device's Web Push", () => {
  it("subscribes with the shop's key after the person allows it, gives the shop its subscription, and forgets it on request", async () => {
    const { publicKey } = webpush.generateVAPIDKeys();
    const g = await gestionShop({ pushKey: publicKey });
    const { browser, state } = fakePushBrowser();
    const device = createPushDevice({ api: g.api, attempt: g.attempt, browser });
    await device.check();
    expect(device.$state.get()).toEqual({ status: 'off' });
    await device.turnOn();
    expect(device.$state.get()).toEqual({ status: 'on', message: 'Cet appareil reçoit chaque nouvelle commande, même navigateur fermé.' });
    expect(state.key).toBe(publicKey);
    expect(await g.shop.query('SELECT endpoint FROM push_abonnements')).toEqual([{ endpoint: 'https://push.example/appareil-1' }]);
    // The sessions of the account ended (a lost phone, then found): the next visit gives the subscription again.
    await g.shop.query('DELETE FROM push_abonnements');
    await device.check();
    expect(await g.shop.query('SELECT endpoint FROM push_abonnements')).toHaveLength(1);
    await device.turnOff();
    expect(device.$state.get()).toMatchObject({ status: 'off' });
    expect(state.subscription).toBeNull();
    expect(await g.shop.query('SELECT endpoint FROM push_abonnements')).toEqual([]);
  });

  it('says so when the person refuses, when the browser cannot, and when the server sends no push (keeping nothing)', async () => {
    const refused = fakePushBrowser('denied');
    const g = await gestionShop({ pushKey: webpush.generateVAPIDKeys().publicKey });
    const device = createPushDevice({ api: g.api, attempt: g.attempt, browser: refused.browser });
    await device.turnOn();
    expect(device.$state.get()).toMatchObject({ status: 'denied' });
    const unable = createPushDevice({ api: g.api, attempt: g.attempt, browser: { ...refused.browser, supported: () => false } });
    await unable.check();
    expect(unable.$state.get()).toEqual({ status: 'unsupported' });
    const without = await gestionShop();
    const other = fakePushBrowser();
    const none = createPushDevice({ api: without.api, attempt: without.attempt, browser: other.browser });
    await none.turnOn();
    expect(none.$state.get()).toEqual({ status: 'off', message: "Ce serveur n'envoie pas de notifications push." });
    expect(other.state.subscription).toBeNull();
  });
});
