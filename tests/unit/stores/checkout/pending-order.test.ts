import { getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, isTransient } from '../../../../src/api/api-error.ts';
import { createApi } from '../../../../src/api/client.ts';
import {
  type PendingDraft,
  preparePendingOrder,
  retryFailedOrder,
  sendPendingOrder,
} from '../../../../src/stores/checkout/pending-order.ts';
import { $sendState } from '../../../../src/stores/checkout/send-state.ts';
import {
  $confirmedOrder,
  $failedOrder,
  $pendingOrder,
  CONFIRMED_ORDER_KEY,
  FAILED_ORDER_KEY,
  PENDING_ORDER_KEY,
} from '../../../../src/stores/stored/orders.ts';
import { type Fault, freshPendingOrderState, guestPayload, makeCheckoutShop } from './test-shop.ts';

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

  it('an order the contract would refuse is still the one sent: the server says why, field by field', async () => {
    const { shop, deps } = setup();
    const draft = guestDraft();
    preparePendingOrder({ ...draft, payload: { ...draft.payload, email: 'pas-un-email' } }, deps);
    expect($pendingOrder.get()?.payload).toMatchObject({ email: 'pas-un-email' });
    expect(await sendPendingOrder(deps)).toMatchObject({ status: 'rejected' });
    expect(shop.sent).toHaveLength(1);
    expect($sendState.get()).toMatchObject({ phase: 'rejected', fieldErrors: { email: [expect.any(String)] } });
    expect(shop.orderCount()).toBe(0);
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
    // The server answered: shown to the customer, never retried by itself (a 5xx retried in silence looked like a lost connection).
    ['500', new ApiError('x', { kind: 'http', status: 500 }), false],
    ['503', new ApiError('x', { kind: 'http', status: 503 }), false],
    ['429', new ApiError('x', { kind: 'http', status: 429 }), false],
    ['400', new ApiError('x', { kind: 'http', status: 400 }), false],
    ['422 (key reused with another body)', new ApiError('x', { kind: 'http', status: 422 }), false],
    ['signed out', new ApiError('x', { kind: 'unauthenticated' }), false],
    // Not a failure to reach the server that we recognise: shown, kept for a retry by hand with the same key.
    ['anything else thrown', new Error('boom'), false],
  ])('transient or final: %s', (_label, error, expected) => {
    expect(isTransient(error)).toBe(expected);
  });
});

describe('an error answer from the server', () => {
  /** A fault of the shop, in the customer's words (never « … de la commande anonyme (500) » to someone who typed their name). */
  const SHOP_FAULT =
    "La boutique n'a pas pu enregistrer votre commande : le problème vient de notre côté. Votre panier et vos informations sont gardés ; appuyez sur « Réessayer » dans un instant.";

  it.each<[string, Fault, string, number]>([
    ['a proxy answers 503 (nothing placed)', '503', SHOP_FAULT, 1],
    ['the server placed it, then answered 500', 'placed-500', SHOP_FAULT, 1],
  ])(
    '%s: shown, not pending, not sent again by itself; « Réessayer » sends the same body with the same key: one order',
    async (_label, fault, message, ordersAfterFirst) => {
      const { shop, cleared, deps } = setup();
      const { key } = preparePendingOrder(guestDraft(), deps);
      shop.faults.push(fault);
      expect(await sendPendingOrder(deps)).toEqual({ status: 'rejected', message });
      expect($sendState.get()).toEqual({ phase: 'rejected', message });
      expect($pendingOrder.get()).toBeNull();
      expect($failedOrder.get()).toMatchObject({ key, attempts: 1, unsure: true });
      expect(JSON.parse(getTestStorage()[FAILED_ORDER_KEY] ?? 'null')).toMatchObject({ key });
      expect(cleared).toHaveLength(0);
      expect(shop.orderCount()).toBe(fault === 'placed-500' ? ordersAfterFirst : 0);
      // What the automatic retries call (reload, back online, timer): nothing is pending, nothing is sent.
      expect(await sendPendingOrder(deps)).toEqual({ status: 'none' });
      expect(shop.sent).toHaveLength(fault === '503' ? 0 : 1);
      expect(await retryFailedOrder(deps)).toEqual({ status: 'confirmed' });
      expect(shop.orderCount()).toBe(1);
      expect(shop.sent.map((s) => s.key)).toEqual(fault === '503' ? [key] : [key, key]);
      expect(new Set(shop.sent.map((s) => s.body)).size).toBe(1);
      expect($failedOrder.get()).toBeNull();
      expect(getTestStorage()[FAILED_ORDER_KEY]).toBeUndefined();
      expect(cleared).toHaveLength(1);
    },
  );

  it('after a 500, ordering again even with a changed order keeps the key: a server that placed the first refuses the second', async () => {
    const { shop, deps } = setup();
    const { key } = preparePendingOrder(guestDraft(), deps);
    shop.faults.push('placed-500');
    await sendPendingOrder(deps);
    const changed = preparePendingOrder(guestDraft([{ produit: 1, quantite: 3, avec_consigne: true }]), deps);
    expect(changed.key).toBe(key);
    expect(changed.payload.articles).toEqual([{ produit: 1, quantite: 3, avec_consigne: true, bouteilles_echangees: 0 }]);
    expect(await sendPendingOrder(deps)).toEqual({
      status: 'rejected',
      message: "Cette clé d'idempotence a déjà servi pour une autre commande.",
    });
    expect(shop.orderCount()).toBe(1);
  });

  it('after a clear refusal (400), « Réessayer » resends the same body with the same key, and the same order again keeps it too', async () => {
    const { shop, deps } = setup();
    const { key } = preparePendingOrder(guestDraft([{ produit: 46, quantite: 9 }]), deps);
    await sendPendingOrder(deps);
    expect($failedOrder.get()).toMatchObject({ key });
    expect($failedOrder.get()?.unsure).toBeUndefined();
    expect(await retryFailedOrder(deps)).toMatchObject({ status: 'rejected' });
    expect(preparePendingOrder(guestDraft([{ produit: 46, quantite: 9 }]), deps).key).toBe(key);
    expect(shop.sent.map((s) => s.key)).toEqual([key, key]);
    expect(new Set(shop.sent.map((s) => s.body)).size).toBe(1);
    expect(shop.orderCount()).toBe(0);
  });

  it('a failure the client does not recognise is shown with the spec fallback and kept for « Réessayer »', async () => {
    const { shop, deps } = setup();
    const { key } = preparePendingOrder(guestDraft(), deps);
    const broken = { ...deps, api: { ...deps.api, createGuestOrder: () => Promise.reject(new TypeError('boom')) } };
    expect(await sendPendingOrder(broken)).toEqual({
      status: 'rejected',
      message: 'Erreur lors de la création de la commande. Veuillez réessayer.',
    });
    expect($pendingOrder.get()).toBeNull();
    expect($failedOrder.get()).toMatchObject({ key, unsure: true });
    expect(await retryFailedOrder(deps)).toEqual({ status: 'confirmed' });
    expect(shop.sent.map((s) => s.key)).toEqual([key]);
  });

  it('a time-out or lost connection after an earlier 500 keeps the attempt waiting, still with the same key', async () => {
    const { shop, deps } = setup();
    const { key } = preparePendingOrder(guestDraft(), deps);
    shop.faults.push('503', 'offline');
    await sendPendingOrder(deps);
    expect(await retryFailedOrder(deps)).toMatchObject({ status: 'waiting' });
    expect($pendingOrder.get()).toMatchObject({ key, unsure: true, attempts: 2 });
    expect($failedOrder.get()).toBeNull();
    expect(await sendPendingOrder(deps)).toEqual({ status: 'confirmed' });
    expect(shop.orderCount()).toBe(1);
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

describe('what the customer reads after an error answer', () => {
  const SHOP_FAULT =
    "La boutique n'a pas pu enregistrer votre commande : le problème vient de notre côté. Votre panier et vos informations sont gardés ; appuyez sur « Réessayer » dans un instant.";
  const json = (status: number, body: unknown) => () => Response.json(body, { status });
  const text = (status: number, body: string) => () => new Response(body, { status, headers: { 'content-type': 'text/html' } });

  it.each([
    [
      'a refusal in the server’s words (a shortage)',
      json(400, { detail: 'Primus 72 cl : Désolé, il ne reste que 3 unités en stock.' }),
      'Primus 72 cl : Désolé, il ne reste que 3 unités en stock.',
    ],
    ['a field refused, in the server’s words', json(400, { telephone_livraison: ['Numéro refusé.'] }), 'Numéro refusé.'],
    [
      'a fault of the server that says what it is',
      json(503, { detail: 'Service momentanément indisponible.' }),
      'Service momentanément indisponible.',
    ],
    ['a fault of the shop without a word (a proxy’s page)', text(502, '<html><body>Bad Gateway</body></html>'), SHOP_FAULT],
    ['a fault of the shop with an empty answer', text(500, ''), SHOP_FAULT],
    ['a refusal without a word', text(404, '<html>Not Found</html>'), 'Erreur lors de la création de la commande. Veuillez réessayer.'],
  ])('%s', async (_label, answer, message) => {
    const api = createApi({ baseUrl: 'http://shop.test/api/v1', fetch: async () => answer() });
    const deps = { api, newKey };
    preparePendingOrder(guestDraft(), deps);
    expect(await sendPendingOrder(deps)).toEqual({ status: 'rejected', message });
  });
});
