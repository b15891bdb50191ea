/**
 * A new order no one misses, in the browser: gestion's own service worker (scope `/gestion/`, Web Push), the sound,
 * the vibration and the system notification of each new order, and this device's push subscription. Loaded by every
 * gestion screen (the header's « Alertes »), never by a customer page.
 */
import { atom } from 'nanostores';
import { gestionAppPaths, gestionPaths } from '../../config/paths.ts';
import type { PushSubscriptionInput } from '../../contract/staff-alerts.ts';
import type { OrderNotice } from '../../domain/order-alert.ts';
import { $lastAnnounced, $soundSetting } from '../stored/gestion-alerts.ts';
import { attempt } from './access.ts';
import { chime, readyChimeOnGesture } from './chime.ts';
import { type AlertSignals, createOrderAlerts } from './order-alerts.ts';
import { createPushDevice, type PushBrowser } from './push-device.ts';
import { staffApi } from './staff-api.ts';

const SCOPE = gestionPaths.orders;
const ICON = '/icons/icon-192.png';

/** Gestion's worker, registered once per page; null where the browser keeps service workers off. */
let registering: Promise<ServiceWorkerRegistration | null> | null = null;
function gestionWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  registering ??= navigator.serviceWorker.register(gestionAppPaths.worker, { scope: SCOPE }).catch(() => null);
  return registering;
}

/** The worker once it is active (Web Push needs it), or null. */
async function activeWorker(): Promise<ServiceWorkerRegistration | null> {
  const registration = await gestionWorker();
  if (!registration) return null;
  const pending = registration.installing ?? registration.waiting;
  if (!registration.active && pending) {
    await new Promise<void>((resolve) => {
      const changed = () => {
        if (pending.state !== 'activated' && pending.state !== 'redundant') return;
        pending.removeEventListener('statechange', changed);
        resolve();
      };
      pending.addEventListener('statechange', changed);
    });
  }
  return registration.active ? registration : null;
}

const notificationsAllowed = () => typeof Notification !== 'undefined' && Notification.permission === 'granted';

const signals: AlertSignals = {
  ring: chime,
  // Browsers refuse a vibration before the person touched the page (and say so in the console).
  vibrate: () => {
    if (navigator.userActivation?.hasBeenActive) navigator.vibrate?.([200, 100, 200]);
  },
  hidden: () => document.visibilityState === 'hidden',
  notify: async (notice: OrderNotice) => {
    if (!notificationsAllowed()) return false;
    const options: NotificationOptions = { body: notice.body, tag: notice.tag, data: { url: notice.url }, icon: ICON };
    // Through the worker where there is one (a phone's browser has no `new Notification`); its click opens the order.
    const registration = await activeWorker();
    if (registration) {
      await registration.showNotification(notice.title, options);
      return true;
    }
    const shown = new Notification(notice.title, options);
    shown.onclick = () => {
      window.focus();
      window.location.assign(notice.url);
      shown.close();
    };
    return true;
  },
};

export const orderAlerts = createOrderAlerts({
  api: staffApi,
  attempt,
  $last: $lastAnnounced,
  $sound: $soundSetting,
  signals,
  ordersPath: gestionPaths.orders,
});

/** Whether this browser shows notifications of new orders while the page is hidden: asked by a tap on « Alertes ». */
export const $notifications = atom<NotificationPermission | 'unsupported'>('default');
export async function allowNotifications(): Promise<void> {
  if (typeof Notification === 'undefined') return $notifications.set('unsupported');
  $notifications.set(await Notification.requestPermission());
}

function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { keys } = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: keys?.['p256dh'] ?? '', auth: keys?.['auth'] ?? '' } };
}

const pushBrowser: PushBrowser = {
  supported: () => 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined',
  permission: () => Notification.permission,
  askPermission: async () => {
    const answer = await Notification.requestPermission();
    $notifications.set(answer);
    return answer;
  },
  current: async () => {
    const subscription = await (await activeWorker())?.pushManager.getSubscription();
    return subscription ? subscriptionInput(subscription) : null;
  },
  subscribe: async (vapidPublicKey) => {
    const registration = await activeWorker();
    if (!registration) throw new Error('service worker');
    return subscriptionInput(await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidPublicKey }));
  },
  unsubscribe: async () => {
    const subscription = await (await activeWorker())?.pushManager.getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
};

export const pushDevice = createPushDevice({ api: staffApi, attempt, browser: pushBrowser });

/** Everything a gestion screen runs for new orders once the person is known to be staff; returns the stop. */
export function startAlerts(): () => void {
  $notifications.set(typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);
  readyChimeOnGesture(document);
  void gestionWorker();
  void pushDevice.check();
  return orderAlerts.watch();
}
