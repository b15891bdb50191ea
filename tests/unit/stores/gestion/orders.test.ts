import { describe, expect, it, vi } from 'vitest';
import { createOrderDetail } from '../../../../src/stores/gestion/order-detail.ts';
import { createOrderDesk } from '../../../../src/stores/gestion/orders.ts';
import { POLL_INTERVAL_MS, pollDelay } from '../../../../src/stores/gestion/poller.ts';
import { gestionShop, manualPoll } from './shop.ts';

async function desk() {
  const g = await gestionShop();
  const poll = manualPoll();
  const orders = createOrderDesk({ api: g.api, attempt: g.attempt, poll: poll.env });
  const detail = createOrderDetail({ api: g.api, attempt: g.attempt, onChange: orders.replace });
  /** The screen opened and its first answer arrived. */
  const opened = async () => {
    const stop = orders.open();
    await vi.waitFor(() => expect(orders.$list.get().status).not.toBe('loading'));
    return stop;
  };
  return { ...g, poll, orders, detail, opened };
}

describe('polling delays', () => {
  it.each([
    [0, 20_000],
    [1, 40_000],
    [2, 80_000],
    [3, 160_000],
    [4, 300_000],
    [10, 300_000],
  ])('after %i failures: %i ms', (failures, ms) => expect(pollDelay(failures)).toBe(ms));
});

describe('the order screen', () => {
  it('shows new orders by itself every 20 s while visible, marked new, with the count waiting in the title', async () => {
    const { orders, poll, guestOrder, opened } = await desk();
    const first = await guestOrder();
    const stop = await opened();
    expect(orders.$list.get()).toMatchObject({ status: 'ready', count: 1, fresh: [] });
    expect(orders.$pending.get()).toBe(1);
    const second = await guestOrder({ nom_complet: 'Patrick Mbuyi' });
    expect(await poll.fire()).toBe(POLL_INTERVAL_MS);
    expect(orders.$list.get().orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(orders.$list.get().fresh).toEqual([second.id]);
    expect(orders.$pending.get()).toBe(2);
    expect(poll.timers.map((t) => t.ms)).toEqual([POLL_INTERVAL_MS]);
    stop();
    expect(poll.timers).toEqual([]);
  });

  it('keeps asking while the tab is hidden (a new order is never missed), and asks at once when it shows again', async () => {
    const { orders, poll, guestOrder, opened } = await desk();
    await guestOrder();
    await opened();
    await poll.wake(false);
    expect(poll.timers.map((t) => t.ms)).toEqual([POLL_INTERVAL_MS]);
    await guestOrder();
    expect(await poll.fire()).toBe(POLL_INTERVAL_MS);
    expect(orders.$list.get().count).toBe(2);
    await guestOrder();
    await poll.wake(true);
    expect(orders.$list.get().count).toBe(3);
    expect(poll.timers.map((t) => t.ms)).toEqual([POLL_INTERVAL_MS]);
  });

  it('keeps the list and waits longer while offline, then catches up when the network is back', async () => {
    const { orders, poll, guestOrder, network, opened } = await desk();
    await guestOrder();
    await opened();
    network.down = true;
    await poll.fire();
    expect(orders.$list.get()).toMatchObject({ status: 'ready', count: 1, offline: true });
    expect(poll.timers.map((t) => t.ms)).toEqual([40_000]);
    await poll.fire();
    expect(poll.timers.map((t) => t.ms)).toEqual([80_000]);
    network.down = false;
    await guestOrder();
    await poll.wake();
    expect(orders.$list.get()).toMatchObject({ count: 2, offline: false });
    expect(poll.timers.map((t) => t.ms)).toEqual([POLL_INTERVAL_MS]);
  });

  it('filters by status, day and search, on the server', async () => {
    const { orders, guestOrder, opened } = await desk();
    const mireille = await guestOrder();
    const patrick = await guestOrder({ nom_complet: 'Patrick Mbuyi' });
    await opened();
    await orders.setFilters({ q: 'mbuyi' });
    expect(orders.$list.get().orders.map((o) => o.id)).toEqual([patrick.id]);
    expect(orders.$hasFilters.get()).toBe(true);
    await orders.setFilters({ q: '', statut: 'annulee' });
    expect(orders.$list.get().orders).toEqual([]);
    await orders.setFilters({ statut: '', jour: '2026-11-21' });
    expect(orders.$list.get().orders.map((o) => o.id)).toEqual([patrick.id, mireille.id]);
  });

  it('a session that ended (401) signs out instead of showing a list', async () => {
    const { orders, session, guestOrder, opened } = await desk();
    await guestOrder();
    session.token = 'jeton-expire';
    await opened();
    expect(session.ended).toBe(1);
    expect(orders.$list.get()).toMatchObject({ status: 'error', error: 'Token invalide.' });
  });
});

describe('an order', () => {
  it('moves only as the domain allows, shows its history and updates the list', async () => {
    const { orders, detail, guestOrder, opened } = await desk();
    const placed = await guestOrder();
    await opened();
    await detail.open(placed.id);
    expect(detail.$detail.get()).toMatchObject({ status: 'ready', moves: ['confirmee', 'annulee'], history: [] });
    await detail.move.submit('confirmee');
    expect(detail.$detail.get()).toMatchObject({ status: 'ready', order: { statut: 'confirmee' }, moves: ['en_preparation', 'annulee'] });
    const moved = detail.$detail.get();
    if (moved.status !== 'ready') throw new Error(`commande non chargée : ${moved.status}`);
    expect(moved.history.map((h) => [h.auteur, h.vers])).toEqual([['gerant@kinboissons.cd', 'confirmee']]);
    expect(orders.$list.get().orders[0]?.statut).toBe('confirmee');
    expect(detail.move.$state.get()).toEqual({ busy: false, notice: null, fieldErrors: {}, focus: null });
    await detail.move.submit('livree');
    expect(detail.move.$state.get()).toMatchObject({
      busy: false,
      notice: { kind: 'error' },
      fieldErrors: { statut: ['Transition impossible : « Confirmée » vers « Livrée ».'] },
    });
    expect(detail.$detail.get()).toMatchObject({ order: { statut: 'confirmee' } });
  });

  it('a move chosen on a screen a colleague made stale changes nothing: the order is shown as it is now, under what changed', async () => {
    const { shop, orders, detail, guestOrder, opened } = await desk();
    const placed = await guestOrder();
    await opened();
    await detail.open(placed.id);
    // A colleague confirms it from another phone; this screen still shows « En attente ».
    const colleague = await shop.staff('collegue@kinboissons.cd', 'manager');
    const confirmed = await shop.call('POST', `/api/v1/orders/commandes/${placed.id}/statut/`, {
      token: colleague,
      json: { statut: 'confirmee' },
    });
    expect(confirmed.status).toBe(200);
    await detail.move.submit('annulee');
    expect(detail.move.$state.get()).toMatchObject({
      busy: false,
      notice: {
        kind: 'error',
        text: "Cette commande est passée à « Confirmée » depuis l'affichage de votre écran : rien n'a été modifié. Vérifiez-la avant de choisir à nouveau.",
      },
    });
    expect(detail.$detail.get()).toMatchObject({ status: 'ready', order: { statut: 'confirmee' }, moves: ['en_preparation', 'annulee'] });
    expect(orders.$list.get().orders.find((o) => o.id === placed.id)?.statut).toBe('confirmee');
    const [row] = await shop.query<{ statut: string }>('SELECT statut FROM commandes WHERE id = ?', placed.id);
    expect(row?.statut).toBe('confirmee');
  });

  it('an unknown order says so', async () => {
    const { detail } = await desk();
    await detail.open(999);
    expect(detail.$detail.get()).toEqual({ status: 'error', id: 999, error: 'Pas trouvé.' });
  });
});
