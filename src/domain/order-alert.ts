/**
 * A new order as gestion announces it, the same on a locked phone (Web Push, written by the reference API) and in an
 * open tab (the ring and the system notification): its number, who ordered, how much, whether it waits for a call.
 */
import { gestionMessages } from '../messages/gestion.ts';
import { formatFC } from './money.ts';

export interface NewOrder {
  id: number;
  numero_commande: string;
  nom_client: string;
  total_cents: number;
  /** Held « à confirmer »: the staff call the customer before it takes its stock. */
  a_confirmer: boolean;
}

/** What a notification shows; `tag` names the order, so a push and the open tab's notification of one order are one. */
export interface OrderNotice {
  title: string;
  body: string;
  tag: string;
  /** The order's screen (`ordersPath` is gestion's order list). */
  url: string;
}

export function newOrderNotice(order: NewOrder, ordersPath: string): OrderNotice {
  const total = formatFC(order.total_cents);
  return {
    title: gestionMessages.newOrderAlertTitle(order.numero_commande),
    body: order.a_confirmer
      ? gestionMessages.newHeldOrderBody(order.nom_client, total)
      : gestionMessages.newOrderBody(order.nom_client, total),
    tag: `commande-${order.id}`,
    url: `${ordersPath}#commande-${order.id}`,
  };
}
