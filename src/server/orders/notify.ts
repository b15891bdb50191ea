import { formatFC } from '../../domain/money.ts';
import { notificationTypeLabel, STATUS_NOTIFICATION_TYPE } from '../../domain/notification-types.ts';
import { isOrderStatus, orderStatusLabel } from '../../domain/order-status.ts';
import { serverMessages } from '../../messages/server.ts';
import { insertNotification } from '../db/notifications.ts';
import { type OrderArticleRow, type OrderRow, orderArticles } from '../db/orders.ts';
import type { Db } from '../db/tables.ts';

/**
 * Tells a registered customer that their order was received or changed status (`commande_recue`, `commande_confirmee`…).
 * `articles`: its lines when the caller has them (the order just written), else they are read.
 */
export async function notifyOrderStatus(db: Db, order: OrderRow, date: string, articles?: readonly OrderArticleRow[]): Promise<void> {
  if (order.user_id === null || !isOrderStatus(order.statut)) return;
  const type = STATUS_NOTIFICATION_TYPE[order.statut];
  const message =
    order.statut === 'en_attente'
      ? serverMessages.orderReceived(order.numero_commande, formatFC(order.total_cents))
      : serverMessages.orderStatusChanged(order.numero_commande, orderStatusLabel(order.statut));
  const lines = (articles ?? (await orderArticles(db, order.id))).map((a) => ({ produit: a.produit_id, nom: a.nom, quantite: a.quantite }));
  await insertNotification(
    db,
    order.user_id,
    {
      type,
      titre: notificationTypeLabel(type),
      message,
      importante: order.statut === 'annulee' || order.statut === 'en_livraison',
      data: { commande_id: order.id, numero_commande: order.numero_commande, statut: order.statut, articles: lines },
    },
    date,
  );
}
