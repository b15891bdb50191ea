/**
 * A new order no one misses, on every gestion screen: the orders placed since the last one announced are asked for
 * every 20 s (the tab hidden too, at the pace the browser allows), and each one rings (unless turned off on this
 * device), vibrates where the phone can and, while the tab is hidden, raises a system notification. The newest order
 * announced is kept on the device: every tab reads it, so an order rings once, and a screen opened later rings for
 * what arrived meanwhile; the first look of a device only takes note of where the orders are.
 */
import { atom, computed, type WritableAtom } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import { toCents } from '../../domain/money.ts';
import { type NewOrder, newOrderNotice, type OrderNotice } from '../../domain/order-alert.ts';
import type { Attempt } from './attempt.ts';
import { browserPollEnvironment, createPoller, type PollEnvironment } from './poller.ts';

/** What a new order does on the device (the browser's, or a test's). */
export interface AlertSignals {
  /** The sound; false when the page may not play one yet (no tap on it so far). */
  ring: () => boolean;
  vibrate: () => void;
  /** Whether the person cannot see the page (another tab, another app, the phone locked). */
  hidden: () => boolean;
  /** A system notification, when the person allowed them; false otherwise. */
  notify: (notice: OrderNotice) => Promise<boolean>;
}

type Deps = {
  api: Pick<StaffApi, 'newOrders'>;
  attempt: Attempt;
  /** The newest order announced on this device (stored: every tab shares it). */
  $last: WritableAtom<string>;
  /** '0': the sound is off on this device. */
  $sound: WritableAtom<string>;
  signals: AlertSignals;
  /** gestion's order screen, where a notification leads. */
  ordersPath: string;
  poll?: PollEnvironment;
};

export function createOrderAlerts({ api, attempt, $last, $sound, signals, ordersPath, poll }: Deps) {
  /** The orders announced last (newest first), for the screen's own line: their number and screen; [] once dismissed. */
  const $announced = atom<{ numero: string; url: string }[]>([]);
  const $soundOn = computed($sound, (setting) => setting !== '0');

  function announce(orders: NewOrder[]): void {
    const notices = orders.map((order) => newOrderNotice(order, ordersPath));
    $announced.set(orders.map((order, i) => ({ numero: order.numero_commande, url: notices[i]?.url ?? ordersPath })));
    if ($soundOn.get()) signals.ring();
    signals.vibrate();
    if (signals.hidden()) for (const notice of notices) void signals.notify(notice);
  }

  /** The newest order announced on this device, or null before its first look. */
  const lastAnnounced = (): number | null => (/^\d{1,9}$/.test($last.get()) ? Number($last.get()) : null);

  /** One look: true when the server answered (a failure offline waits longer before the next). */
  async function look(): Promise<boolean> {
    const last = lastAnnounced();
    const outcome = await attempt(() => api.newOrders(last));
    if (!outcome.ok) return outcome.reason !== 'offline';
    const { derniere, commandes } = outcome.value;
    // Another tab of the device may have announced them meanwhile: only what is newer than its last one rings.
    const seen = lastAnnounced();
    if (last === null || seen === null) {
      // The device's first look takes note of where the orders are (none yet: 0).
      $last.set(String(derniere ?? 0));
      return true;
    }
    if (derniere === null || derniere < last) {
      // The orders started again (a new database): from there.
      $last.set(String(derniere ?? 0));
      return true;
    }
    if (derniere <= seen) return true;
    $last.set(String(derniere));
    const fresh = commandes.filter((o) => o.id > seen);
    if (fresh.length === 0) return true;
    announce(
      fresh.map((o) => ({
        id: o.id,
        numero_commande: o.numero_commande,
        nom_client: o.nom_client,
        total_cents: toCents(o.total_commande) ?? 0,
        a_confirmer: o.a_confirmer,
      })),
    );
    return true;
  }

  const poller = createPoller(look, poll ?? browserPollEnvironment());

  return {
    $announced,
    $soundOn,
    /** Turns this device's new-order sound on or off; turning it on plays it once, so the person hears what it is. */
    setSound(on: boolean): void {
      $sound.set(on ? '' : '0');
      if (on) signals.ring();
    },
    dismiss: () => $announced.set([]),
    /** Starts watching (a first look at once); returns the stop. */
    watch(): () => void {
      poller.start();
      void poller.now();
      return poller.stop;
    },
  };
}
