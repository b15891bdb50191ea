import { type Context, Hono } from 'hono';
import { DEFAULT_SITE_URL } from '../../config/variables.ts';
import { guestOrderCreateSchema, orderCreateSchema } from '../../contract/order.ts';
import { orderStatusChangeSchema } from '../../contract/staff-orders.ts';
import { serverMessages } from '../../messages/server.ts';
import { digest } from '../auth/secret.ts';
import { getOrder, getOrderByTrackingHash, listUserOrders } from '../db/orders.ts';
import { getUser } from '../db/users.ts';
import { requireStaff, requireUser } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { mailLinkOrigin, originOf } from '../http/origin.ts';
import { pageRequest, paginated } from '../http/pagination.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import { body, readJson, validate } from '../http/validate.ts';
import { payloadHash } from '../orders/canonical.ts';
import { changeOrderStatus } from '../orders/change-status.ts';
import { withinGuestOrderLimits } from '../orders/guest-limits.ts';
import type { Idempotency } from '../orders/idempotent-answer.ts';
import { type OrderOutcome, orderRequest, type Placing, placeOrder } from '../orders/place-order.ts';
import { orderJson, trackingJson, trackingOpen } from '../serialize/order.ts';
import { staffOrderJson } from '../serialize/staff.ts';
import { staffNames } from '../staff/staff-names.ts';
import { pathId } from './catalogue.ts';

/** A random UUID (version 4), as `crypto.randomUUID()` makes them. */
const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The request's `Idempotency-Key` in `scope` (a guest's must be a random UUID), with the payload's hash; null when none was sent. */
export function idempotencyOf(c: Context<AppEnv>, scope: string, route: string, raw: unknown): Idempotency | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new HttpProblem(400, { detail: serverMessages.idempotencyInvalid });
  const hash = payloadHash(route, raw);
  if (scope !== 'guest') return { scope, key, hash };
  // Guests share one scope: their key is the secret that proves a replay comes from the first sender.
  if (!RANDOM_UUID.test(key)) throw new HttpProblem(400, { detail: serverMessages.idempotencyGuestUuid });
  return { scope, key: digest(key.toLowerCase()), hash, sealWith: key.toLowerCase() };
}

/** A placed (or replayed) order's answer, byte for byte. */
export function send(c: Context<AppEnv>, outcome: OrderOutcome) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (outcome.replayed) headers['idempotent-replayed'] = 'true';
  return c.body(outcome.body, outcome.status as 201, headers);
}

/** Where a new order's answer and e-mails point, and its idempotency key (null: none sent). */
export function placing(c: Context<AppEnv>, deps: Deps, idempotency: Idempotency | null): Placing {
  return { origin: originOf(c, deps), linkOrigin: mailLinkOrigin(c, deps) ?? DEFAULT_SITE_URL, idempotency };
}

/** Orders: registered and guest creation (idempotent), own list and detail, guest tracking, staff status changes (answered as the staff read orders). */
export function orderRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .post('/api/v1/orders/commandes/anonyme/', async (c) => {
      const raw = await readJson(c);
      const input = validate(guestOrderCreateSchema, raw);
      const idempotency = idempotencyOf(c, 'guest', 'anonyme', raw);
      const placeGuestOrder = await withinGuestOrderLimits(c, deps, input.telephone_livraison, idempotency);
      const customer = { userId: null, nomClient: input.nom_complet.trim(), email: input.email ?? '' };
      return send(c, await placeGuestOrder(deps, orderRequest(input, customer), placing(c, deps, idempotency)));
    })
    .post('/api/v1/orders/commandes/', async (c) => {
      const me = requireUser(c);
      const raw = await readJson(c);
      const input = validate(orderCreateSchema, raw);
      const user = await getUser(db, me.id);
      if (!user) throw notFound();
      const idempotency = idempotencyOf(c, `user:${me.id}`, 'commandes', raw);
      // The recipient typed at the checkout, else the account's name.
      const nomClient = input.nom_complet?.trim() || `${user.first_name} ${user.last_name}`.trim() || user.email;
      const customer = { userId: me.id, nomClient, email: user.email };
      return send(c, await placeOrder(deps, orderRequest(input, customer), placing(c, deps, idempotency)));
    })
    .get('/api/v1/orders/commandes/', async (c) => {
      const me = requireUser(c);
      const origin = originOf(c, deps);
      const request = pageRequest(c);
      const { count, rows } = await listUserOrders(db, me.id, request.offset, request.size);
      return c.json(paginated(c, origin, request, count, await Promise.all(rows.map((o) => orderJson(db, origin, o)))));
    })
    .get('/api/v1/orders/commandes/suivi/:token/', async (c) => {
      const token = c.req.param('token');
      const order = /^[0-9a-f]{40}$/.test(token) ? await getOrderByTrackingHash(db, digest(token)) : undefined;
      if (!order || !trackingOpen(order, deps.now())) throw notFound();
      return c.json(await trackingJson(db, originOf(c, deps), order));
    })
    .get('/api/v1/orders/commandes/:id/', async (c) => {
      const me = requireUser(c);
      const order = await getOrder(db, pathId(c.req.param('id')));
      if (!order || (order.user_id !== me.id && !me.isStaff)) throw notFound();
      return c.json(await orderJson(db, originOf(c, deps), order));
    })
    .post('/api/v1/orders/commandes/:id/statut/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      const { statut, statut_actuel } = await body(c, orderStatusChangeSchema);
      const changed = await changeOrderStatus(deps, id, statut, me, statut_actuel);
      return c.json(await staffOrderJson(db, changed, (await staffNames(db, me)).author));
    });
}
