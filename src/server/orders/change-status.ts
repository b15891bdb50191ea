import { canTransition, isOrderStatus, type OrderStatus, orderStatusLabel } from '../../domain/order-status.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { serverMessages } from '../../messages/server.ts';
import { type Actor, recordAction } from '../db/journal.ts';
import { mustExist } from '../db/must-exist.ts';
import { getOrder, markStockRestored, type OrderRow, orderArticles, setOrderStatus } from '../db/orders.ts';
import { lockRow } from '../db/row-lock.ts';
import { addStock } from '../db/stock-movements.ts';
import type { Db } from '../db/tables.ts';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../http/env.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import { queueStatusMail } from '../mail/queue.ts';
import { takeHeldStock, tookStock } from './held-order.ts';
import { notifyOrderStatus } from './notify.ts';

/**
 * Moves an order one allowed step (or to `annulee` before delivery); a cancellation gives the stock back
 * exactly once; the customer is notified (and e-mailed when on the way, delivered or cancelled); the order's
 * history records who moved it and when. `expected`: the status the staff member's screen showed (409 when the
 * order moved since). Used by the staff endpoint and the operator CLI.
 */
export async function changeOrderStatus(
  deps: Deps,
  orderId: number,
  to: OrderStatus,
  actor: Actor,
  expected?: OrderStatus,
): Promise<OrderRow> {
  const changed = await transaction(deps.engine, async (db) => {
    await lockRow(db, deps.engine.kind, 'commandes', orderId);
    const order = await getOrder(db, orderId);
    if (!order) throw notFound();
    const from = order.statut;
    // Chosen on a screen that showed another status: a colleague moved it since, and this move was meant for that one.
    if (expected !== undefined && from !== expected) {
      throw new HttpProblem(409, { detail: gestionMessages.statusMovedMeanwhile(orderStatusLabel(from)), statut: from });
    }
    if (!isOrderStatus(from) || !canTransition(from, to)) {
      throw new HttpProblem(400, { statut: [serverMessages.transitionRefused(orderStatusLabel(from), orderStatusLabel(to))] });
    }
    return moveOrder(deps, db, order, to, actor, deps.now().toISOString());
  });
  deps.mail.queued();
  return changed;
}

/**
 * The move itself, inside the caller's transaction with the order's row locked: its status, the stock a
 * confirmation takes or a cancellation gives back, the journal's line, the customer's notification and e-mail.
 * The caller checked the move is allowed, and calls `deps.mail.queued()` after its commit.
 */
export async function moveOrder(deps: Deps, db: Db, order: OrderRow, to: OrderStatus, actor: Actor, date: string): Promise<OrderRow> {
  await setOrderStatus(db, order.id, to, date);
  if (to === 'confirmee') await takeHeldStock(db, deps.engine.kind, order, actor, date);
  if (to === 'annulee' && tookStock(order) && (await markStockRestored(db, order.id))) {
    const cause = { type: 'annulation', date, actor, commandeId: order.id } as const;
    for (const a of await orderArticles(db, order.id)) if (a.produit_id !== null) await addStock(db, a.produit_id, a.quantite, cause);
  }
  await recordAction(db, actor, date, 'statut', 'commande', order.id, { de: order.statut, vers: to });
  const updated = mustExist(await getOrder(db, order.id), `Commande ${order.id}`);
  await notifyOrderStatus(db, updated, date);
  await queueStatusMail(deps, db, updated);
  return updated;
}
