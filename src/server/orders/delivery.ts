/**
 * Orders out: a round built by the manager, each stop's outcome recorded by its rider (or the manager), corrected by
 * the manager until the rider's day is closed, and the day's cash closed and frozen. Every write is one transaction
 * with its journal lines. The amount to collect (the order's total and the deposit of the empties missing) is
 * computed here, once, by the domain's rule, and stored with the outcome: every screen shows what was stored.
 */
import type { Outcome, RoundCreate } from '../../contract/staff-rounds.ts';
import { type OutcomeLine, outcomeAmounts } from '../../domain/delivery-outcome.ts';
import { bottlesPerUnit, inBottles } from '../../domain/empties.ts';
import { kinshasaDay } from '../../domain/kinshasa-time.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { roundsMessages as say } from '../../messages/rounds.ts';
import {
  activeRider,
  closedCash,
  currentOutcome,
  expectedCash,
  insertCash,
  insertOutcome,
  insertRound,
  putInRound,
  retireOutcome,
  roundOf,
} from '../db/deliveries.ts';
import { type Actor, recordAction } from '../db/journal.ts';
import { getOrder, type OrderRow, orderArticles } from '../db/orders.ts';
import { lockRow } from '../db/row-lock.ts';
import type { Db } from '../db/tables.ts';
import { transaction } from '../db/transaction.ts';
import type { CurrentUser, Deps } from '../http/env.ts';
import { fieldError, HttpProblem, notFound } from '../http/problem.ts';
import { consigneKind, emptyDepositCents, productsOfLines } from '../serialize/order.ts';
import { centsOf } from '../staff/catalogue-write.ts';
import { moveOrder } from './change-status.ts';
import { earlierAnswer, type Idempotency, keepAnswer } from './idempotent-answer.ts';

const conflict = (detail: string) => new HttpProblem(409, { detail });

/** The manager's round: the orders ready to leave, in the order of the stops, handed to a rider and on their way. */
export async function buildRound(deps: Deps, actor: Actor, input: RoundCreate): Promise<{ id: number; jour: string }> {
  const built = await transaction(deps.engine, async (db) => {
    const rider = await activeRider(db, input.livreur);
    if (!rider) throw fieldError('livreur', say.notARider);
    const date = deps.now().toISOString();
    const jour = kinshasaDay(date);
    // Locked in id order: two rounds built at once over the same orders never deadlock, and the second sees the first's.
    for (const id of [...input.commandes].sort((a, b) => a - b)) await lockRow(db, deps.engine.kind, 'commandes', id);
    const orders: OrderRow[] = [];
    for (const id of input.commandes) {
      const order = await getOrder(db, id);
      if (!order) throw fieldError('commandes', say.unknownOrder(id));
      if (order.statut !== 'prete_livraison')
        throw fieldError('commandes', say.notReadyToLeave(order.numero_commande, orderStatusLabel(order.statut)));
      orders.push(order);
    }
    const roundId = await insertRound(db, jour, rider.id, actor, date);
    for (const [i, order] of orders.entries()) {
      await putInRound(db, order.id, roundId, i + 1);
      await moveOrder(deps, db, order, 'en_livraison', actor, date);
    }
    await recordAction(db, actor, date, 'tournee', 'tournee', roundId, { livreur: rider.id, commandes: input.commandes });
    return { id: roundId, jour };
  });
  deps.mail.queued();
  return built;
}

/** The order's lines as the outcome reads them, with each line's id and product. */
async function outcomeLines(db: Db, order: OrderRow) {
  const articles = await orderArticles(db, order.id);
  const products = await productsOfLines(db, articles);
  return articles.map((a) => {
    const product = a.produit_id === null ? undefined : products.get(a.produit_id);
    const line: OutcomeLine = {
      quantite: a.quantite,
      unite: product?.unite ?? '',
      consigneCents: emptyDepositCents(a, product),
      consigne: consigneKind(a, product),
      bouteillesEchangees: a.bouteilles_echangees,
    };
    return { id: a.id, produit: a.produit_id, line };
  });
}

/** Writes an outcome (the order's status follows it) and its empties; the caller checked it may. */
async function writeOutcome(
  deps: Deps,
  db: Db,
  order: OrderRow,
  livreurId: number,
  jour: string,
  input: Outcome,
  actor: Actor,
  correction = '',
) {
  const date = deps.now().toISOString();
  const lines = await outcomeLines(db, order);
  const base = {
    commande_id: order.id,
    livreur_id: livreurId,
    jour,
    user_id: actor.id,
    auteur: actor.email,
    date,
    correction_motif: correction,
  };
  if (input.resultat === 'pas_livree') {
    const id = await insertOutcome(
      db,
      { ...base, resultat: 'pas_livree', motif: input.motif, especes_cents: 0, consigne_manquante_cents: 0, a_encaisser_cents: 0 },
      [],
    );
    // Back to the depot: to leave again in another round, or to be cancelled (its stock back, as a movement).
    if (order.statut !== 'prete_livraison') await moveOrder(deps, db, order, 'prete_livraison', actor, date);
    return { id, details: { resultat: 'pas_livree', motif: input.motif, ...(input.note ? { note: input.note } : {}) } };
  }
  const byLine = new Map(lines.map((l) => [l.id, l]));
  const back = new Map<number, number>();
  for (const v of input.vides) {
    const l = byLine.get(v.article);
    if (!l) throw fieldError('vides', say.unknownLine(v.article));
    back.set(v.article, inBottles({ casiers: v.casiers, bouteilles: v.bouteilles }, l.line.unite));
  }
  const returned = lines.map((l) => back.get(l.id) ?? 0);
  const amounts = outcomeAmounts(
    order.total_cents,
    lines.map((l) => l.line),
    returned,
  );
  const especes = centsOf('especes', input.especes);
  const empties = lines.flatMap((l, i) => {
    const sortis = l.line.consigne === 'sans' ? 0 : l.line.quantite * bottlesPerUnit(l.line.unite);
    const rendus = returned[i] ?? 0;
    return sortis === 0 && rendus === 0 ? [] : [{ article_id: l.id, produit_id: l.produit, sortis, rendus }];
  });
  const id = await insertOutcome(
    db,
    {
      ...base,
      resultat: 'livree',
      motif: '',
      especes_cents: especes,
      consigne_manquante_cents: amounts.depositCents,
      a_encaisser_cents: amounts.toCollectCents,
    },
    empties,
  );
  if (order.statut !== 'livree') await moveOrder(deps, db, order, 'livree', actor, date);
  return {
    id,
    details: {
      resultat: 'livree',
      especes: especes,
      consigne_manquante: amounts.depositCents,
      a_encaisser: amounts.toCollectCents,
      vides: empties,
    },
  };
}

/** Refuses a change to a rider's day once the manager closed its cash. */
async function dayOpen(db: Db, livreurId: number, jour: string): Promise<void> {
  if (await closedCash(db, livreurId, jour)) throw conflict(say.dayClosed);
}

/**
 * A stop's outcome, recorded by the rider whose round holds the order (or by a manager for him): the order must be on
 * its way and without an outcome yet (a second tap, or the same stop sent again from another phone, is a 409; the
 * same request sent again with its key is replayed by the caller).
 */
export async function recordOutcome(
  deps: Deps,
  me: CurrentUser,
  orderId: number,
  input: Outcome,
  idempotency: Idempotency | null,
  answer: (db: Db, orderId: number) => Promise<string>,
): Promise<{ body: string; replayed: boolean }> {
  const recorded = await transaction(deps.engine, async (db) => {
    const earlier = idempotency ? await earlierAnswer(db, deps.engine, idempotency, deps.now().getTime()) : null;
    if (earlier) return { body: earlier.body, replayed: true };
    await lockRow(db, deps.engine.kind, 'commandes', orderId);
    const order = await getOrder(db, orderId);
    if (!order) throw notFound();
    const round = order.tournee_id === null ? undefined : await roundOf(db, order.tournee_id);
    if (me.isRider && round?.livreur_id !== me.id) throw notFound();
    if (!round || order.statut !== 'en_livraison') {
      if (await currentOutcome(db, order.id)) throw conflict(say.outcomeRecorded);
      throw conflict(say.notOnTheWay(orderStatusLabel(order.statut)));
    }
    // The rider's account row orders his outcomes and his day's closing on PostgreSQL: a closing never misses one.
    await lockRow(db, deps.engine.kind, 'users', round.livreur_id);
    const jour = kinshasaDay(deps.now());
    await dayOpen(db, round.livreur_id, jour);
    const previous = await currentOutcome(db, order.id);
    if (previous) await retireOutcome(db, previous.id);
    const written = await writeOutcome(deps, db, order, round.livreur_id, jour, input, me);
    await recordAction(db, me, deps.now().toISOString(), 'livraison', 'commande', order.id, {
      livreur: round.livreur_id,
      ...written.details,
    });
    const body = await answer(db, order.id);
    if (idempotency) await keepAnswer(db, idempotency, 201, body, deps.now().getTime());
    return { body, replayed: false };
  });
  if (!recorded.replayed) deps.mail.queued();
  return recorded;
}

/** The manager's correction of an order's current outcome, with its reason, until its rider's day is closed. */
export async function correctOutcome(deps: Deps, me: Actor, orderId: number, input: Outcome, reason: string): Promise<number> {
  const corrected = await transaction(deps.engine, async (db) => {
    await lockRow(db, deps.engine.kind, 'commandes', orderId);
    const order = await getOrder(db, orderId);
    if (!order) throw notFound();
    const previous = await currentOutcome(db, order.id);
    if (!previous) throw conflict(say.noOutcome);
    await lockRow(db, deps.engine.kind, 'users', previous.livreur_id);
    await dayOpen(db, previous.livreur_id, previous.jour);
    // An order sent back to the depot may since have left again or been cancelled: its outcome is no longer the last word.
    const expected = previous.resultat === 'livree' ? 'livree' : 'prete_livraison';
    if (order.statut !== expected) throw conflict(say.cannotRedeliver(orderStatusLabel(order.statut)));
    await retireOutcome(db, previous.id);
    const written = await writeOutcome(deps, db, order, previous.livreur_id, previous.jour, input, me, reason);
    await recordAction(db, me, deps.now().toISOString(), 'correction', 'commande', order.id, {
      ...written.details,
      motif_correction: reason,
      avant: { resultat: previous.resultat, especes: previous.especes_cents, a_encaisser: previous.a_encaisser_cents },
    });
    return written.id;
  });
  deps.mail.queued();
  return corrected;
}

/** The manager closes a rider's day: what he was to hand in (frozen now) and what he handed in. */
export async function closeCash(deps: Deps, me: Actor, livreurId: number, jour: string, remisCents: number): Promise<void> {
  await transaction(deps.engine, async (db) => {
    await lockRow(db, deps.engine.kind, 'users', livreurId);
    if (!(await riderEver(db, livreurId))) throw fieldError('livreur', say.notARider);
    if (await closedCash(db, livreurId, jour)) throw conflict(say.alreadyClosed);
    const attendu = (await expectedCash(db, jour)).find((r) => r.livreur_id === livreurId)?.attendu ?? 0;
    const date = deps.now().toISOString();
    await insertCash(db, {
      livreur_id: livreurId,
      jour,
      attendu_cents: attendu,
      remis_cents: remisCents,
      user_id: me.id,
      auteur: me.email,
      date,
    });
    await recordAction(db, me, date, 'caisse', 'caisse', livreurId, { jour, attendu, remis: remisCents, ecart: remisCents - attendu });
  });
}

/** A rider account, active or not (a rider deactivated in the evening still has his day to close). */
async function riderEver(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).where('livreur', '=', 1).executeTakeFirst();
  return row !== undefined;
}
