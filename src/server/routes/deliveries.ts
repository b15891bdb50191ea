import { type Context, Hono } from 'hono';
import { cashCloseSchema, outcomeCorrectionSchema, outcomeSchema, roundCreateSchema } from '../../contract/staff-rounds.ts';
import { kinshasaDay } from '../../domain/kinshasa-time.ts';
import { roundsMessages } from '../../messages/rounds.ts';
import { closedCashes, emptiesBalances, expectedCash, riderStops, riders } from '../db/deliveries.ts';
import { getOrder } from '../db/orders.ts';
import type { Db } from '../db/tables.ts';
import { requireRider, requireStaff, requireUser } from '../http/auth.ts';
import type { AppEnv, CurrentUser, Deps } from '../http/env.ts';
import { fieldError, notFound } from '../http/problem.ts';
import { readJson, validate } from '../http/validate.ts';
import { buildRound, closeCash, correctOutcome, recordOutcome } from '../orders/delivery.ts';
import { cashJson, emptiesJson } from '../serialize/delivery.ts';
import { staffOrderJson } from '../serialize/staff.ts';
import { centsOf } from '../staff/catalogue-write.ts';
import { staffNames } from '../staff/staff-names.ts';
import { pathId } from './catalogue.ts';
import { idempotencyOf } from './orders.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The `jour` of the query (a Kinshasa day), today's when absent. */
function dayOf(c: Context<AppEnv>, deps: Deps): string {
  const jour = c.req.query('jour') ?? kinshasaDay(deps.now());
  if (!DAY.test(jour)) throw fieldError('jour', roundsMessages.dayInvalid);
  return jour;
}

/** Orders as the staff read them, in the order given. */
async function ordersJson(db: Db, me: CurrentUser, ids: readonly number[]) {
  const { author } = await staffNames(db, me);
  const out = [];
  for (const id of ids) {
    const order = await getOrder(db, id);
    if (order) out.push({ ...(await staffOrderJson(db, order, author)), ordre_arret: order.ordre_arret });
  }
  return out;
}

/**
 * Orders out: the manager's rounds, outcomes and corrections, the riders' cash and the depot's empties (staff); the
 * rider's own round and his stops' outcomes (a rider: nothing else); a customer's empties (« Mon compte »).
 */
export function deliveryRoutes(deps: Deps) {
  const db = deps.engine.db;
  /** A stop's outcome, by its rider or a manager: sent again with its `Idempotency-Key`, the first answer comes back. */
  const outcome = async (c: Context<AppEnv>, me: CurrentUser) => {
    const id = pathId(c.req.param('id') ?? '');
    const raw = await readJson(c);
    const input = validate(outcomeSchema, raw);
    const idempotency = idempotencyOf(c, `livraison:${me.id}`, `livraison:${id}`, raw);
    const done = await recordOutcome(deps, me, id, input, idempotency, async (db, orderId) =>
      JSON.stringify((await ordersJson(db, me, [orderId]))[0]),
    );
    return c.body(done.body, 201, { 'content-type': 'application/json', ...(done.replayed ? { 'idempotent-replayed': 'true' } : {}) });
  };
  return new Hono<AppEnv>()
    .get('/api/v1/staff/livreurs/', async (c) => {
      requireStaff(c);
      return c.json(
        (await riders(db)).map((r) => ({ id: r.id, nom: `${r.first_name} ${r.last_name}`.trim(), is_active: r.is_active === 1 })),
      );
    })
    .post('/api/v1/staff/tournees/', async (c) => {
      const me = requireStaff(c);
      const input = validate(roundCreateSchema, await readJson(c));
      const round = await buildRound(deps, me, input);
      return c.json({ ...round, livreur: input.livreur, commandes: await ordersJson(db, me, input.commandes) }, 201);
    })
    .post('/api/v1/staff/commandes/:id/livraison/', async (c) => outcome(c, requireStaff(c)))
    .post('/api/v1/staff/commandes/:id/livraison/correction/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      const input = validate(outcomeCorrectionSchema, await readJson(c));
      await correctOutcome(deps, me, id, input.livraison, input.motif_correction);
      return c.json((await ordersJson(db, me, [id]))[0]);
    })
    .get('/api/v1/staff/caisses/', async (c) => {
      requireStaff(c);
      const jour = dayOf(c, deps);
      const [all, recorded, closed] = await Promise.all([riders(db), expectedCash(db, jour), closedCashes(db, jour)]);
      // Every active rider, and any other who recorded or closed that day.
      const shown = all.filter(
        (r) => r.is_active === 1 || recorded.some((x) => x.livreur_id === r.id) || closed.some((x) => x.livreur_id === r.id),
      );
      return c.json({
        jour,
        caisses: shown.map((r) =>
          cashJson(
            r,
            recorded.find((x) => x.livreur_id === r.id),
            closed.find((x) => x.livreur_id === r.id),
          ),
        ),
      });
    })
    .post('/api/v1/staff/caisses/', async (c) => {
      const me = requireStaff(c);
      const input = validate(cashCloseSchema, await readJson(c));
      await closeCash(deps, me, input.livreur, input.jour, centsOf('remis', input.remis));
      const rider = (await riders(db)).find((r) => r.id === input.livreur);
      if (!rider) throw notFound();
      const recorded = (await expectedCash(db, input.jour)).find((x) => x.livreur_id === rider.id);
      const closed = (await closedCashes(db, input.jour)).find((x) => x.livreur_id === rider.id);
      return c.json(cashJson(rider, recorded, closed), 201);
    })
    .get('/api/v1/staff/vides/', async (c) => {
      requireStaff(c);
      return c.json((await emptiesBalances(db)).map(emptiesJson));
    })
    .get('/api/v1/livreur/tournee/', async (c) => {
      const me = requireRider(c);
      const stops = await riderStops(db, me.id);
      return c.json({ commandes: await ordersJson(db, me, stops) });
    })
    .post('/api/v1/livreur/commandes/:id/livraison/', async (c) => outcome(c, requireRider(c)))
    .get('/api/v1/accounts/vides/', async (c) => {
      const me = requireUser(c);
      return c.json((await emptiesBalances(db, me.id)).map(emptiesJson));
    });
}
