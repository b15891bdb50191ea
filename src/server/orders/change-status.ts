import { canTransition, isOrderStatus, orderStatusLabel, type OrderStatus } from '../../domain/order-status.ts';
import { type Actor, recordAction } from '../db/journal.ts';
import { mustExist } from '../db/must-exist.ts';
import { getOrder, markStockRestored, orderArticles, setOrderStatus, type OrderRow } from '../db/orders.ts';
import { returnStock } from '../db/products.ts';
import { immediate } from '../db/transaction.ts';
import type { Deps } from '../http/env.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import { serverMessages } from '../../domain/messages/server.ts';
import { queueStatusMail } from '../mail/queue.ts';
import { notifyOrderStatus } from './notify.ts';

/**
 * Moves an order one allowed step (or to `annulee` before delivery); a cancellation gives the stock back
 * exactly once; the customer is notified (and e-mailed when on the way, delivered or cancelled); the order's
 * history records who moved it and when. Used by the staff endpoint and the operator CLI.
 */
export function changeOrderStatus(deps: Deps, orderId: number, to: OrderStatus, actor: Actor): OrderRow {
  const changed = immediate(deps.db, () => {
    const order = getOrder(deps.db, orderId);
    if (!order) throw notFound();
    const from = order.statut;
    if (!isOrderStatus(from) || !canTransition(from, to)) {
      throw new HttpProblem(400, { statut: [serverMessages.transitionRefused(orderStatusLabel(from), orderStatusLabel(to))] });
    }
    const date = deps.now().toISOString();
    setOrderStatus(deps.db, order.id, to, date);
    if (to === 'annulee' && markStockRestored(deps.db, order.id)) {
      for (const a of orderArticles(deps.db, order.id)) if (a.produit_id !== null) returnStock(deps.db, a.produit_id, a.quantite);
    }
    recordAction(deps.db, actor, date, 'statut', 'commande', order.id, { de: from, vers: to });
    const updated = mustExist(getOrder(deps.db, order.id), `Commande ${order.id}`);
    notifyOrderStatus(deps.db, updated, date);
    queueStatusMail(deps, updated);
    return updated;
  });
  deps.mail.queued();
  return changed;
}
