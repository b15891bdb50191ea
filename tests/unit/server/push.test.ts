import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startLocalPushService } from '../../../scripts/lib/local-push-service.ts';
import { newOrdersSchema, pushKeySchema } from '../../../src/contract/staff-alerts.ts';
import { formatFC, toCents } from '../../../src/domain/money.ts';
import { createPushWorker, type PushWorker } from '../../../src/server/push/worker.ts';
import { conforming, type DetailBody, guestOrder, json, makeShop, type OrderBody } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A shop whose push worker sends to a local push service; `clock` moves the worker's time (retries). With
 * `productionAgent`, the worker has the agent it has in production (public addresses only) instead of the test's.
 */
async function pushShop({ productionAgent = false } = {}) {
  const service = await startLocalPushService();
  const keys = webpush.generateVAPIDKeys();
  const clock = { ms: Date.parse('2026-11-21T10:00:00Z') };
  const log: string[] = [];
  let worker: PushWorker | null = null;
  const shop = makeShop({ push: { publicKey: keys.publicKey, queued: () => worker?.wake() } });
  shop.clock.now = new Date(clock.ms);
  worker = createPushWorker({
    engine: shop.engine,
    vapid: { ...keys, subject: 'mailto:contact@kinboissons.cd' },
    ...(productionAgent ? {} : { agent: service.agent }),
    now: () => clock.ms,
    pollMs: 50,
    log: (line) => log.push(line),
  });
  worker.start();
  const running = worker;
  cleanups.push(async () => {
    await running.stop();
    await service.close();
  });
  const subscribe = (token: string, device: string, behaviour?: Parameters<typeof service.subscribe>[1]) =>
    shop.call('POST', '/api/v1/staff/push/abonnements/', { token, json: service.subscribe(device, behaviour) });
  const placeOrder = async (quantite = 1) =>
    json<OrderBody>(await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 2, quantite }]) }));
  return { shop, service, keys, clock, log, worker: running, subscribe, placeOrder };
}

const subscriptions = (shop: ReturnType<typeof makeShop>) =>
  shop.query<{ endpoint: string }>('SELECT endpoint FROM push_abonnements ORDER BY id');

describe('Web Push of a new order to the staff', () => {
  it("reaches the manager's device, encrypted for it and signed with the shop's key, after the order's commit", async () => {
    const { shop, service, keys, subscribe, placeOrder } = await pushShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    expect(await conforming(await shop.call('GET', '/api/v1/staff/push/', { token: manager }), pushKeySchema)).toEqual({
      cle_publique: keys.publicKey,
    });
    expect((await subscribe(manager, 'telephone-gerant')).status).toBe(201);
    const order = await placeOrder();
    const [push] = await service.waitFor((received) => received.length === 1);
    expect(JSON.parse(push!.text)).toEqual({
      title: `Nouvelle commande ${order.numero_commande}`,
      body: `Mireille Tshala · ${formatFC(toCents(order.total_commande) ?? 0)}`,
      tag: `commande-${order.id}`,
      url: `/gestion/#commande-${order.id}`,
    });
    expect(push!.vapid).toMatchObject({ aud: service.origin, sub: 'mailto:contact@kinboissons.cd', key: keys.publicKey });
    expect(push!.headers).toMatchObject({ urgency: 'high', 'content-encoding': 'aes128gcm' });
    expect(Number(push!.headers.ttl)).toBeGreaterThan(3000);
    expect(service.rejected).toEqual([]);
    // Delivered, it leaves the queue.
    await expect.poll(async () => shop.query('SELECT id FROM push_envois')).toEqual([]);
  });

  it('reaches every device of every active staff member, and none of a client or of a deactivated account', async () => {
    const { shop, service, subscribe, placeOrder } = await pushShop();
    const admin = await shop.staff('patron@kinboissons.cd', 'admin');
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const other = await shop.staff('ancien@kinboissons.cd', 'manager');
    await subscribe(admin, 'admin-telephone');
    await subscribe(admin, 'admin-ordinateur');
    await subscribe(manager, 'gerant');
    await subscribe(other, 'ancien');
    const [account] = await shop.query<{ id: number }>("SELECT id FROM users WHERE email = 'ancien@kinboissons.cd'");
    expect((await shop.call('PATCH', `/api/v1/staff/personnel/${account!.id}/`, { token: admin, json: { is_active: false } })).status).toBe(
      200,
    );
    await placeOrder();
    const received = await service.waitFor((pushes) => pushes.length === 3);
    expect(received.map((p) => p.device).sort()).toEqual(['admin-ordinateur', 'admin-telephone', 'gerant']);
    expect((await subscriptions(shop)).map((s) => s.endpoint.split('/').at(-1))).toEqual(['admin-telephone', 'admin-ordinateur', 'gerant']);
  });

  it('never leaves for an order that rolled back', async () => {
    const { shop, service, subscribe, placeOrder } = await pushShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await subscribe(manager, 'gerant');
    const refused = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 2, quantite: 9999 }]) });
    expect(refused.status).toBe(400);
    expect(await shop.query('SELECT id FROM push_envois')).toEqual([]);
    const order = await placeOrder();
    const received = await service.waitFor((pushes) => pushes.length === 1);
    expect(JSON.parse(received[0]!.text).tag).toBe(`commande-${order.id}`);
  });

  it("never makes the customer's answer wait for a slow push service", async () => {
    const { shop, service, subscribe, placeOrder } = await pushShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await subscribe(manager, 'lent', { hold: true });
    const reached = service.nextRequest();
    // The order is answered while the push service still holds the push it received.
    const order = await placeOrder();
    expect(order.numero_commande).toMatch(/^KB-/);
    await reached;
    expect(service.received.length).toBe(1);
    service.release();
  });

  it('drops a subscription its push service says is gone (410, 404), with the pushes that waited for it', async () => {
    const { shop, service, subscribe, placeOrder, log } = await pushShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await subscribe(manager, 'parti', { status: 410 });
    await subscribe(manager, 'inconnu', { status: 404 });
    await subscribe(manager, 'present');
    await placeOrder();
    await service.waitFor((pushes) => pushes.length === 1);
    await expect.poll(async () => (await subscriptions(shop)).map((s) => s.endpoint.split('/').at(-1))).toEqual(['present']);
    await expect.poll(async () => shop.query('SELECT id FROM push_envois')).toEqual([]);
    expect(log.filter((line) => line.includes('abonnement expiré'))).toHaveLength(2);
  });

  it('tries a busy push service again a little later, and gives up an hour after the order', async () => {
    const { shop, service, subscribe, placeOrder, clock, worker } = await pushShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await subscribe(manager, 'occupe', { status: 503 });
    await placeOrder();
    await expect.poll(async () => shop.query<{ attempts: number }>('SELECT attempts FROM push_envois')).toEqual([{ attempts: 1 }]);
    service.answer('occupe', { status: 201 });
    clock.ms += 5_000;
    worker.wake();
    await service.waitFor((pushes) => pushes.length === 1);
    service.answer('occupe', { status: 503 });
    await placeOrder();
    await expect.poll(async () => shop.query<{ attempts: number }>('SELECT attempts FROM push_envois')).toEqual([{ attempts: 1 }]);
    clock.ms += 60 * 60_000;
    worker.wake();
    await expect.poll(async () => shop.query('SELECT id FROM push_envois')).toEqual([]);
    expect(service.received.length).toBe(1);
  });
});

describe('subscribing a device', () => {
  it('is refused to a client account (403) and to a visitor (401), and nothing is kept', async () => {
    const { shop, service } = await pushShop();
    const client = await shop.register('client@example.cd');
    const subscription = service.subscribe('client');
    const res = await shop.call('POST', '/api/v1/staff/push/abonnements/', { token: client, json: subscription });
    expect(res.status).toBe(403);
    expect(await json<DetailBody>(res)).toEqual({ detail: "Vous n'avez pas la permission d'effectuer cette action." });
    expect((await shop.call('POST', '/api/v1/staff/push/abonnements/', { json: subscription })).status).toBe(401);
    expect((await shop.call('GET', '/api/v1/staff/push/', { token: client })).status).toBe(403);
    expect(await subscriptions(shop)).toEqual([]);
  });

  it.each([
    [{ endpoint: 'http://127.0.0.1:9/push/x', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }, 'endpoint'],
    [{ endpoint: 'https://user:secret@push.example/x', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }, 'endpoint'],
    [{ endpoint: 'https://push.example/x', keys: { p256dh: 'court', auth: 'A'.repeat(22) } }, 'keys'],
    [{ endpoint: 'https://push.example/x' }, 'keys'],
  ])('refuses %j in French, keeping nothing', async (payload, field) => {
    const { shop } = await pushShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const res = await shop.call('POST', '/api/v1/staff/push/abonnements/', { token: manager, json: payload });
    expect(res.status).toBe(400);
    expect(Object.keys(await json<Record<string, unknown>>(res))).toEqual([field]);
    expect(await subscriptions(shop)).toEqual([]);
  });

  it("keeps one subscription per device, ends it on request, and ends them all with the account's sessions", async () => {
    const { shop, service } = await pushShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const phone = service.subscribe('telephone');
    for (let i = 0; i < 2; i++) await shop.call('POST', '/api/v1/staff/push/abonnements/', { token: manager, json: phone });
    await shop.call('POST', '/api/v1/staff/push/abonnements/', { token: manager, json: service.subscribe('tablette') });
    expect((await subscriptions(shop)).length).toBe(2);
    const off = await shop.call('DELETE', '/api/v1/staff/push/abonnements/', { token: manager, json: { endpoint: phone.endpoint } });
    expect(off.status).toBe(204);
    expect(
      (await shop.call('DELETE', '/api/v1/staff/push/abonnements/', { token: manager, json: { endpoint: phone.endpoint } })).status,
    ).toBe(404);
    expect((await subscriptions(shop)).length).toBe(1);
    expect((await shop.call('POST', '/api/v1/accounts/deconnexion-partout/', { token: manager })).status).toBeLessThan(300);
    expect(await subscriptions(shop)).toEqual([]);
  });

  it('ends with the session that made it: signed out on that phone, or ended by a password changed elsewhere', async () => {
    const { shop, service, subscribe, placeOrder } = await pushShop();
    const admin = await shop.staff('patron@kinboissons.cd', 'admin');
    const phone = await shop.staff('gerant@kinboissons.cd', 'manager');
    const tablet = await shop.login('gerant@kinboissons.cd', 'operateur-secret');
    const computer = await shop.login('gerant@kinboissons.cd', 'operateur-secret');
    await subscribe(phone, 'telephone');
    await subscribe(tablet, 'tablette');
    await subscribe(admin, 'patron');
    const devices = async () => (await subscriptions(shop)).map((s) => s.endpoint.split('/').at(-1));
    // Signed out on the phone: the phone's pushes end; the tablet's session and subscription stay.
    expect((await shop.call('POST', '/api/v1/accounts/logout/', { token: phone })).status).toBe(204);
    expect(await devices()).toEqual(['tablette', 'patron']);
    await placeOrder();
    expect((await service.waitFor((pushes) => pushes.length === 2)).map((p) => p.device).sort()).toEqual(['patron', 'tablette']);
    // The password changed on the computer ends the tablet's session, and what it subscribed.
    const change = await shop.call('PUT', '/api/v1/accounts/password-change/', {
      token: computer,
      json: { current_password: 'operateur-secret', new_password: 'nouveau-secret-2026' },
    });
    expect(change.status).toBeLessThan(300);
    expect(await devices()).toEqual(['patron']);
    await placeOrder();
    expect((await service.waitFor((pushes) => pushes.length === 3)).slice(2).map((p) => p.device)).toEqual(['patron']);
  });

  it("sends nothing to a device whose session ended without its sign-out (the token's row removed)", async () => {
    const { shop, service, subscribe, placeOrder } = await pushShop();
    const admin = await shop.staff('patron@kinboissons.cd', 'admin');
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await subscribe(manager, 'oublie');
    await subscribe(admin, 'patron');
    await shop.query("DELETE FROM auth_tokens WHERE user_id = (SELECT id FROM users WHERE email = 'gerant@kinboissons.cd')");
    await placeOrder();
    await service.waitFor((pushes) => pushes.length >= 1);
    await expect.poll(async () => shop.query('SELECT id FROM push_envois')).toEqual([]);
    expect(service.received.map((p) => p.device)).toEqual(['patron']);
  });

  it('is unavailable (503) on a process that sends no push', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    expect(await json(await shop.call('GET', '/api/v1/staff/push/', { token: manager }))).toEqual({ cle_publique: null });
    const service = await startLocalPushService();
    cleanups.push(() => service.close());
    const res = await shop.call('POST', '/api/v1/staff/push/abonnements/', { token: manager, json: service.subscribe('x') });
    expect(res.status).toBe(503);
  });
});

describe('the orders an open screen has not seen', () => {
  it('gives the newest id, then the orders placed after the one named, newest first', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const look = async (after?: number) =>
      conforming(
        await shop.call('GET', `/api/v1/staff/commandes/nouvelles/${after === undefined ? '' : `?apres=${after}`}`, { token: manager }),
        newOrdersSchema,
      );
    expect(await look()).toEqual({ derniere: null, commandes: [] });
    const first = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) }),
    );
    const seen = await look();
    expect(seen).toEqual({ derniere: first.id, commandes: [] });
    const second = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) }),
    );
    const after = await look(first.id);
    expect(after.derniere).toBe(second.id);
    expect(after.commandes.map((o) => [o.id, o.numero_commande, o.nom_client, o.total_commande])).toEqual([
      [second.id, second.numero_commande, 'Mireille Tshala', second.total_commande],
    ]);
    const client = await shop.register('client@example.cd');
    expect((await shop.call('GET', '/api/v1/staff/commandes/nouvelles/', { token: client })).status).toBe(403);
  });
});

describe('the push worker posts only to the public Internet', () => {
  it.each([
    ['an address of the machine', (endpoint: string) => endpoint],
    ['a name that leads to the machine', (endpoint: string) => endpoint.replace('127.0.0.1', 'localhost')],
    ['an IPv4 address written in IPv6', (endpoint: string) => endpoint.replace('127.0.0.1', '[::ffff:127.0.0.1]')],
  ])('a subscription naming %s is never posted to, and goes with its pushes', async (_name, rewrite) => {
    const { shop, service, placeOrder, log } = await pushShop({ productionAgent: true });
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const device = service.subscribe('interne');
    const made = await shop.call('POST', '/api/v1/staff/push/abonnements/', {
      token: manager,
      json: { ...device, endpoint: rewrite(device.endpoint) },
    });
    expect(made.status).toBe(201);
    let reached = false;
    void service.nextRequest().then(() => {
      reached = true;
    });
    await placeOrder();
    await expect.poll(async () => subscriptions(shop)).toEqual([]);
    await expect.poll(async () => shop.query('SELECT id FROM push_envois')).toEqual([]);
    expect(log.filter((line) => line.startsWith('[push] abonnement retiré') && line.includes("hors d'Internet"))).toHaveLength(1);
    expect(reached).toBe(false);
    expect(service.received).toEqual([]);
  });
});
