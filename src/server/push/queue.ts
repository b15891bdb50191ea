import { gestionPaths } from '../../config/paths.ts';
import { newOrderNotice } from '../../domain/order-alert.ts';
import type { OrderRow } from '../db/orders.ts';
import { queuePushToStaff } from '../db/push.ts';
import type { Db } from '../db/tables.ts';
import type { PushDeps } from '../http/env.ts';

/**
 * Writes the push of a new order to every staff device, in the order's own transaction: a push never leaves for an
 * order that rolled back, and the worker sends it once the order committed (the customer's answer never waits for it).
 */
export async function queueNewOrderPush(push: PushDeps, db: Db, order: OrderRow, now: Date): Promise<void> {
  if (push.publicKey === null) return;
  const notice = newOrderNotice(
    {
      id: order.id,
      numero_commande: order.numero_commande,
      nom_client: order.nom_client,
      total_cents: order.total_cents,
      a_confirmer: order.a_confirmer === 1,
    },
    gestionPaths.orders,
  );
  await queuePushToStaff(db, JSON.stringify(notice), now.getTime());
}
