import { canTransition, isOrderStatus, type OrderStatus, orderStatusLabel } from '../../domain/order-status.ts';
import { stockShownChanges } from '../../domain/stock-shown.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { serverMessages } from '../../messages/server.ts';
import { type Actor, recordAction } from '../db/journal.ts';
import { mustExist } from '../db/must-exist.ts';
import { getOrder, markStockRestored, type OrderRow, orderArticles, setOrderStatus } from '../db/orders.ts';
import { getProduct } from '../db/products.ts';
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
  const shown: number[] = [];
  const changed = await transaction(deps.engine, async (db) => {
    shown.length = 0;
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
    return moveOrder(deps, db, order, to, actor, deps.now().toISOString(), shown);
  });
  deps.mail.queued();
  // Committed: the products whose static pages now show the wrong stock badge are published again.
  if (shown.length > 0) deps.onCatalogueChange(shown.map((productId) => ({ kind: 'stock', productId })));
  return changed;
}

/**
 * The products of `lines` whose stock, just moved by their quantities (`sign`: +1 given back, -1 taken) and read
 * again under this transaction's lock of their rows, crossed what their static pages show (stock-shown.ts).
 */
async function stockShownMovedBy(db: Db, lines: readonly { produit_id: number | null; quantite: number }[], sign: 1 | -1) {
  const moved = new Map<number, number>();
  for (const line of lines) if (line.produit_id !== null) moved.set(line.produit_id, (moved.get(line.produit_id) ?? 0) + line.quantite);
  const shown: number[] = [];
  for (const [id, quantity] of moved) {
    const after = (await getProduct(db, id))?.stock;
    if (after !== undefined && stockShownChanges(after - sign * quantity, after)) shown.push(id);
  }
  return shown;
}

/**
 * The move itself, inside the caller's transaction with the order's row locked: its status, the stock a
 * confirmation takes or a cancellation gives back, the journal's line, the customer's notification and e-mail.
 * The caller checked the move is allowed, and calls `deps.mail.queued()` after its commit. `shown` gathers the
 * products whose stock badge the move changed (a held order confirmed, an order cancelled): the caller announces them
 * once committed.
 */
export async function moveOrder(
  deps: Deps,
  db: Db,
  order: OrderRow,
  to: OrderStatus,
  actor: Actor,
  date: string,
  shown: number[] = [],
): Promise<OrderRow> {
  await setOrderStatus(db, order.id, to, date);
  if (to === 'confirmee' && order.a_confirmer === 1) {
    const lines = await orderArticles(db, order.id);
    await takeHeldStock(db, deps.engine.kind, order, actor, date);
    shown.push(...(await stockShownMovedBy(db, lines, -1)));
  }
  if (to === 'annulee' && tookStock(order) && (await markStockRestored(db, order.id))) {
    const cause = { type: 'annulation', date, actor, commandeId: order.id } as const;
    const lines = await orderArticles(db, order.id);
    for (const a of lines) if (a.produit_id !== null) await addStock(db, a.produit_id, a.quantite, cause);
    shown.push(...(await stockShownMovedBy(db, lines, 1)));
  }
  await recordAction(db, actor, date, 'statut', 'commande', order.id, { de: order.statut, vers: to });
  const updated = mustExist(await getOrder(db, order.id), `Commande ${order.id}`);
  await notifyOrderStatus(db, updated, date);
  await queueStatusMail(deps, db, updated);
  return updated;
}
