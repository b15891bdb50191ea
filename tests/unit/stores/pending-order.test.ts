import { getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { $confirmedOrder, PENDING_ORDER_KEY, CONFIRMED_ORDER_KEY } from '../../../src/stores/pending-order-storage.ts';
import {
  $pendingOrder,
  $sendState,
  isTransient,
  preparePendingOrder,
  sendPendingOrder,
  type PendingDraft,
} from '../../../src/stores/pending-order.ts';
import { freshPendingOrderState, guestPayload, makeCheckoutShop, type Fault } from './checkout-test-shop.ts';

const recap = { lines: [{ nom: 'Primus 72 cl', quantite: 2, avec_consigne: true }], totalCents: 1_200_000 };
const guestDraft = (
  articles: { produit: number; quantite: number; avec_consigne?: boolean }[] = [{ produit: 1, quantite: 2, avec_consigne: true }],
): PendingDraft => ({ kind: 'invite', payload: guestPayload(articles), recap });

let keys = 0;
/** Random-UUID-shaped keys, as the browser makes them (the server refuses any other for a guest). */
const newKey = () => `00000000-0000-4000-8000-${String(++keys).padStart(12, '0')}`;

function setup() {
  const shop = makeCheckoutShop();
  const cleared: unknown[] = [];
  const deps = { api: shop.api, newKey, onConfirmed: (order: unknown) => void cleared.push(order) };
  return { shop, cleared, deps };
}

beforeAll(() => useTestStorageEngine());
beforeEach(freshPendingOrderState);

describe('pending order', () => {
  it('is stored with its Idempotency-Key before anything is sent, and a second prepare keeps the first attempt', () => {
    const { shop } = setup();
    const first = preparePendingOrder(guestDraft(), { newKey });
    const stored = JSON.parse(getTestStorage()[PENDING_ORDER_KEY] ?? 'null');
    expect(stored).toMatchObject({ kind: 'invite', key: first.key, attempts: 0, payload: { nom_complet: 'Mireille Tshala' } });
    expect(shop.sent).toHaveLength(0);
    const second = preparePendingOrder(guestDraft([{ produit: 23, quantite: 5, avec_consigne: false }]), { newKey });
    expect(second.key).toBe(first.key);
    expect(second.payload).toEqual(first.payload);
  });

  it('places a guest order once, then clears the pending attempt, stores the confirmation and clears the cart', async () => {
    const { shop, cleared, deps } = setup();
    const { key } = preparePendingOrder(guestDraft(), deps);
    expect(await sendPendingOrder(deps)).toEqual({ status: 'confirmed' });
    expect(shop.orderCount()).toBe(1);
    expect(shop.sent.map((s) => [s.path, s.key])).toEqual([['/api/v1/orders/commandes/anonyme/', key]]);
    expect($pendingOrder.get()).toBeNull();
    expect(getTestStorage()[PENDING_ORDER_KEY]).toBeUndefined();
    const confirmed = $confirmedOrder.get();
    expect(confirmed?.order?.numero_commande).toBe('KB-20261121-0001');
    expect(confirmed?.order?.total_commande).toBe('12000.00');
    expect(confirmed?.order?.token_suivi).toMatch(/^[0-9a-f]{40}$/);
    expect(confirmed?.signedIn).toBe(false);
    expect(JSON.parse(getTestStorage()[CONFIRMED_ORDER_KEY] ?? '{}').order.numero_commande).toBe('KB-20261121-0001');
    expect(cleared).toHaveLength(1);
    expect($sendState.get()).toEqual({ phase: 'confirmed' });
  });

  it('sends nothing new on a second tap while the first send is in flight', async () => {
    const { shop, deps } = setup();
    preparePendingOrder(guestDraft(), deps);
    const taps = [sendPendingOrder(deps), sendPendingOrder(deps), sendPendingOrder(deps)];
    expect(new Set(taps).size).toBe(1);
    await Promise.all(taps);
    expect(shop.sent).toHaveLength(1);
    expect(shop.orderCount()).toBe(1);
    expect(await sendPendingOrder(deps)).toEqual({ status: 'none' });
  });

  it.each<[string, Fault, number]>([
    ['offline at submit', 'offline', 1],
    ['answer lost after the server placed it', 'lost', 2],
    ['server unavailable (503)', '503', 1],
  ])(
    '%s: keeps the attempt and the cart, then the retry with the same key makes exactly one order',
    async (_label, fault, reachedServer) => {
      const { shop, cleared, deps } = setup();
      const { key } = preparePendingOrder(guestDraft(), deps);
      shop.faults.push(fault);
      const first = await sendPendingOrder(deps);
      expect(first).toEqual({ status: 'waiting', message: "Commande en attente d'envoi. Nouvel essai dès le retour de la connexion." });
      expect($sendState.get()).toMatchObject({ phase: 'waiting', failures: 1 });
      expect($pendingOrder.get()).toMatchObject({ key, attempts: 1 });
      expect(cleared).toHaveLength(0);
      expect(await sendPendingOrder(deps)).toEqual({ status: 'confirmed' });
      expect(shop.orderCount()).toBe(1);
      expect(shop.sent).toHaveLength(reachedServer);
      expect(shop.sent.every((s) => s.key === key)).toBe(true);
      expect(new Set(shop.sent.map((s) => s.body)).size).toBe(1);
      expect(cleared).toHaveLength(1);
    },
  );

  it('resumes after a reload from what is stored, with the same key and body', async () => {
    const { shop, deps } = setup();
    const { key } = preparePendingOrder(guestDraft(), deps);
    shop.faults.push('lost');
    await sendPendingOrder(deps);
    const storedText = getTestStorage()[PENDING_ORDER_KEY];
    // A new page: memory is gone, only localStorage remains.
    $sendState.set({ phase: 'idle' });
    setTestStorageKey(PENDING_ORDER_KEY, undefined);
    expect($pendingOrder.get()).toBeNull();
    setTestStorageKey(PENDING_ORDER_KEY, storedText);
    expect($pendingOrder.get()?.key).toBe(key);
    expect(await sendPendingOrder(deps)).toEqual({ status: 'confirmed' });
    expect(shop.orderCount()).toBe(1);
    expect(shop.sent.map((s) => s.key)).toEqual([key, key]);
  });

  it('ends the attempt on a stock shortage, shows the message naming the product and keeps the cart', async () => {
    const { shop, cleared, deps } = setup();
    preparePendingOrder(guestDraft([{ produit: 46, quantite: 9 }]), deps);
    const outcome = await sendPendingOrder(deps);
    expect(outcome).toEqual({ status: 'rejected', message: 'XXL Energy 50 cl : Désolé, il ne reste que 8 unités en stock.' });
    expect($sendState.get()).toMatchObject({ phase: 'rejected', message: outcome.message });
    expect($pendingOrder.get()).toBeNull();
    expect(cleared).toHaveLength(0);
    expect(shop.orderCount()).toBe(0);
    // The next attempt is a new one, with a new key.
    const next = preparePendingOrder(guestDraft([{ produit: 46, quantite: 8 }]), deps);
    expect(next.key).not.toBe(shop.sent[0]?.key);
  });

  it('sends a signed-in order to the account endpoint, and refuses it once signed out', async () => {
    const { shop, deps } = setup();
    await shop.signUp('jean@example.cd');
    const { email: _e, nom_complet: _n, ...payload } = guestPayload([{ produit: 1, quantite: 1 }]);
    preparePendingOrder({ kind: 'compte', payload, recap }, deps);
    expect(await sendPendingOrder({ ...deps, signedIn: true })).toEqual({ status: 'confirmed' });
    expect(shop.sent.at(-1)?.path).toBe('/api/v1/orders/commandes/');
    expect($confirmedOrder.get()).toMatchObject({ signedIn: true, order: { nom_client: 'Jean Kabila' } });
    shop.signOut();
    preparePendingOrder({ kind: 'compte', payload, recap }, deps);
    expect(await sendPendingOrder(deps)).toEqual({ status: 'rejected', message: 'Utilisateur non authentifié' });
    expect(shop.orderCount()).toBe(1);
  });

  it('counts a 201 with an unreadable body as placed (the order exists), without details', async () => {
    const { shop, cleared, deps } = setup();
    preparePendingOrder(guestDraft(), deps);
    shop.faults.push('garbled');
    expect(await sendPendingOrder(deps)).toEqual({ status: 'confirmed' });
    expect(shop.orderCount()).toBe(1);
    expect($confirmedOrder.get()).toMatchObject({ order: null, recap });
    expect(cleared).toEqual([null]);
  });

  it.each([
    ['not JSON', 'abc{'],
    ['empty object', '{}'],
    [
      'unknown kind',
      JSON.stringify({ kind: 'autre', key: 'k', createdAt: '', attempts: 0, recap, payload: guestPayload([{ produit: 1, quantite: 1 }]) }),
    ],
    ['no articles', JSON.stringify({ kind: 'invite', key: 'k', createdAt: '', attempts: 0, recap, payload: guestPayload([]) })],
    [
      'key with spaces',
      JSON.stringify({
        kind: 'invite',
        key: 'a b',
        createdAt: '',
        attempts: 0,
        recap,
        payload: guestPayload([{ produit: 1, quantite: 1 }]),
      }),
    ],
  ])('reads stored garbage (%s) as no pending order', (_label, text) => {
    setTestStorageKey(PENDING_ORDER_KEY, text);
    expect($pendingOrder.get()).toBeNull();
  });

  it.each<[string, unknown, boolean]>([
    ['network', new ApiError('x', { kind: 'network' }), true],
    ['timeout', new ApiError('x', { kind: 'timeout' }), true],
    ['500', new ApiError('x', { kind: 'http', status: 500 }), true],
    ['429', new ApiError('x', { kind: 'http', status: 429 }), true],
    ['400', new ApiError('x', { kind: 'http', status: 400 }), false],
    ['422 (key reused with another body)', new ApiError('x', { kind: 'http', status: 422 }), false],
    ['signed out', new ApiError('x', { kind: 'unauthenticated' }), false],
    ['anything else thrown', new Error('boom'), true],
  ])('transient or final: %s', (_label, error, expected) => {
    expect(isTransient(error)).toBe(expected);
  });
});

describe('an old pending order', () => {
  it.each<[string, number, string]>([
    ['23 h old is still sent', 23, 'confirmed'],
    ['25 h old is dropped, nothing sent', 25, 'rejected'],
  ])('%s', async (_label, hours, status) => {
    const { shop, cleared, deps } = setup();
    const created = new Date('2026-11-20T10:00:00Z');
    preparePendingOrder(guestDraft(), { newKey, now: () => created });
    const outcome = await sendPendingOrder({ ...deps, now: () => new Date(created.getTime() + hours * 3_600_000) });
    expect(outcome.status).toBe(status);
    expect(shop.orderCount()).toBe(status === 'confirmed' ? 1 : 0);
    expect($pendingOrder.get()).toBeNull();
    expect(cleared).toHaveLength(status === 'confirmed' ? 1 : 0);
  });
});
