/**
 * This device's Web Push subscription: with it, each new order reaches the phone even with the browser closed or
 * the phone locked (gestion's service worker shows it). Turning it on asks the browser's permission, subscribes
 * with the shop's VAPID key and gives the subscription to the shop; off, both forget it. A device already
 * subscribed gives its subscription again at each visit, so the shop keeps it after the staff member's sessions
 * ended and they signed in again.
 */
import { atom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { PushSubscriptionInput } from '../../contract/staff-alerts.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import type { Attempt } from './attempt.ts';

/** The browser's side of Web Push (a test's fake, or the browser's own below). */
export interface PushBrowser {
  supported: () => boolean;
  /** 'granted', 'denied' or 'default' ('default': not asked yet). */
  permission: () => NotificationPermission;
  /** Asks the person (after a tap); what they answered. */
  askPermission: () => Promise<NotificationPermission>;
  /** The subscription this device holds, or null. */
  current: () => Promise<PushSubscriptionInput | null>;
  subscribe: (vapidPublicKey: string) => Promise<PushSubscriptionInput>;
  /** Forgets the device's subscription; its endpoint, or null when there was none. */
  unsubscribe: () => Promise<string | null>;
}

export type PushState =
  | { status: 'checking' | 'unsupported' | 'busy' }
  | { status: 'off' | 'on'; message?: string }
  | { status: 'denied'; message: string };

type Deps = {
  api: Pick<StaffApi, 'pushKey' | 'subscribePush' | 'unsubscribePush'>;
  attempt: Attempt;
  browser: PushBrowser;
};

export function createPushDevice({ api, attempt, browser }: Deps) {
  const $state = atom<PushState>({ status: 'checking' });

  async function check(): Promise<void> {
    if (!browser.supported()) return $state.set({ status: 'unsupported' });
    if (browser.permission() === 'denied') return $state.set({ status: 'denied', message: gestionMessages.pushDenied });
    const current = await browser.current().catch(() => null);
    if (current === null) return $state.set({ status: 'off' });
    // Given again: the shop may have dropped it (the sessions of this account ended) while the phone kept it.
    const given = await attempt(() => api.subscribePush(current));
    $state.set(given.ok ? { status: 'on' } : { status: 'off', message: given.message });
  }

  async function turnOn(): Promise<void> {
    if ($state.get().status === 'busy') return;
    $state.set({ status: 'busy' });
    if ((await browser.askPermission()) !== 'granted') return $state.set({ status: 'denied', message: gestionMessages.pushDenied });
    const key = await attempt(() => api.pushKey());
    if (!key.ok) return $state.set({ status: 'off', message: key.message });
    if (key.value.cle_publique === null) return $state.set({ status: 'off', message: gestionMessages.pushUnavailable });
    const publicKey = key.value.cle_publique;
    let subscription: PushSubscriptionInput;
    try {
      subscription = await browser.subscribe(publicKey);
    } catch {
      return $state.set({ status: 'off', message: gestionMessages.pushSubscribeFailed });
    }
    const given = await attempt(() => api.subscribePush(subscription));
    if (given.ok) return $state.set({ status: 'on', message: gestionMessages.pushOn });
    await browser.unsubscribe().catch(() => null);
    $state.set({ status: 'off', message: given.message });
  }

  async function turnOff(): Promise<void> {
    if ($state.get().status === 'busy') return;
    $state.set({ status: 'busy' });
    const endpoint = await browser.unsubscribe().catch(() => null);
    // The shop forgets it too; gone already there (404) is as good.
    if (endpoint !== null) await attempt(() => api.unsubscribePush(endpoint));
    $state.set({ status: 'off', message: gestionMessages.pushOff });
  }

  return { $state, check, turnOn, turnOff };
}
