import { setPersistentEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../../src/contract/order.ts';
import { createProfileStore, latestOrders } from '../../../../src/stores/account/profile.ts';
import { makeShop, type TestShop } from '../../server/helpers.ts';
import { sessionTab } from './session-tab.ts';

let shop: TestShop;
let storage: Record<string, string>;
let ordersAnswer: Response | null;

async function signedInTab() {
  const token = await shop.register('kevin@example.cd', 'motdepasse1', 'Kevin');
  storage['authToken'] = token;
  const { $token, client, session } = sessionTab(shop, (request) =>
    ordersAnswer && request.url.includes('/orders/commandes/') ? ordersAnswer.clone() : undefined,
  );
  session.$session.listen(() => {});
  await session.refreshUser();
  return { session, store: createProfileStore(session, client), token, $token };
}

beforeEach(() => {
  shop = makeShop();
  storage = {};
  ordersAnswer = null;
  setPersistentEngine(storage, { addEventListener: () => undefined, removeEventListener: () => undefined });
});

const order = (numero: string, date: string) => ({ numero_commande: numero, date_commande: date }) as Order;

describe('latest orders', () => {
  it.each([
    [[], []],
    [[order('A', '2026-11-01T10:00:00Z')], ['A']],
    [
      [
        order('A', '2026-11-01T10:00:00Z'),
        order('B', '2026-11-20T10:00:00Z'),
        order('C', '2026-10-01T10:00:00Z'),
        order('D', '2026-11-10T10:00:00Z'),
      ],
      ['B', 'D', 'A'],
    ],
    [
      [order('X', 'pas une date'), order('Y', '2026-01-01T00:00:00Z')],
      ['Y', 'X'],
    ],
  ])('%j → newest 3 first', (orders, numbers) => {
    expect(latestOrders(orders).map((o) => o.numero_commande)).toEqual(numbers);
  });

  it.each([
    ['a 404', () => Response.json({ detail: 'Pas trouvé.' }, { status: 404 }), { ok: true, orders: [] }],
    ["a 'non trouvé' message", () => Response.json({ detail: 'Commandes non trouvées' }, { status: 400 }), { ok: true, orders: [] }],
    [
      'a server failure',
      () => new Response('panne', { status: 500 }),
      { ok: false, message: 'Impossible de charger les commandes pour le moment' },
    ],
  ])('the account page reads %s', async (_name, answer, expected) => {
    const { store } = await signedInTab();
    ordersAnswer = answer();
    expect(await store.loadRecentOrders()).toEqual(expected);
  });

  it('a customer without orders gets an empty list from the reference API', async () => {
    const { store } = await signedInTab();
    expect(await store.loadRecentOrders()).toEqual({ ok: true, orders: [] });
  });
});

describe('profile save', () => {
  const profile = { first_name: 'Kevin', last_name: 'Mutombo Ilunga', email: 'kevin@example.cd', phone_number: '+243811111111' };

  it('updates the profile and the stored user', async () => {
    const { store, session } = await signedInTab();
    expect(await store.saveProfile({ profile, passwordChange: null })).toEqual({ ok: true });
    expect(session.$user.get()).toMatchObject({ last_name: 'Mutombo Ilunga', phone_number: '+243811111111' });
    expect(JSON.parse(storage['userInfo'] ?? '{}')).toMatchObject({ last_name: 'Mutombo Ilunga' });
  });

  it('an email taken by another customer: the spec message plus the field error', async () => {
    await shop.register('prise@example.cd');
    const { store } = await signedInTab();
    const result = await store.saveProfile({ profile: { ...profile, email: 'prise@example.cd' }, passwordChange: null });
    expect(result).toMatchObject({ ok: false, message: 'Erreur lors de la mise à jour du profil' });
    expect(result.ok ? null : Object.keys(result.fieldErrors ?? {})).toEqual(['email']);
  });

  it.each([
    ['a wrong current password', 'pas-le-bon', { ok: false, message: 'Erreur lors de la mise à jour du mot de passe' }],
    ['the right current password', 'motdepasse1', { ok: true }],
  ])('password change with %s', async (_name, current, expected) => {
    const { store } = await signedInTab();
    const result = await store.saveProfile({ profile, passwordChange: { current_password: current, new_password: 'nouveau-mdp-1' } });
    expect(result).toMatchObject(expected);
    const relogin = await shop.call('POST', '/api/v1/token-auth/', { json: { username: 'kevin@example.cd', password: 'nouveau-mdp-1' } });
    expect(relogin.status).toBe(expected.ok ? 200 : 400);
  });

  it.each([
    ['without the current password', '', false],
    ['with the current password', 'motdepasse1', true],
  ])('a new e-mail %s', async (_name, current, saved) => {
    const { store, session } = await signedInTab();
    const result = await store.saveProfile({ profile: { ...profile, email: 'kevin.neuf@example.cd' }, passwordChange: null }, current);
    expect(result.ok).toBe(saved);
    if (!result.ok) expect(Object.keys(result.fieldErrors ?? {})).toEqual(['current_password']);
    expect(session.$user.get()?.email).toBe(saved ? 'kevin.neuf@example.cd' : 'kevin@example.cd');
  });

  it('a token the API rejects signs out instead of saving', async () => {
    const { store, session, $token } = await signedInTab();
    $token.set('jeton-revoque');
    expect(session.$session.get()).toBe('signed-in');
    const result = await store.saveProfile({ profile, passwordChange: null });
    expect(result).toMatchObject({ ok: false, message: 'Erreur lors de la mise à jour du profil' });
    expect(session.$session.get()).toBe('signed-out');
    expect(storage['userInfo']).toBeUndefined();
  });
});
