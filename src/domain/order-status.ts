/** The 7 order statuses, their French labels and the transitions the server allows. */
import { type OrderStatus, orderStatuses } from '../contract/order.ts';
import { ordersMessages } from '../messages/orders.ts';

export type { OrderStatus };

/** The 7 statuses in their order of progress (the contract holds the one list). */
export const ORDER_STATUSES = orderStatuses;

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = ordersMessages.status;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Label of a status; an unknown status from the server is shown as sent. */
export function orderStatusLabel(statut: unknown): string {
  if (isOrderStatus(statut)) return ORDER_STATUS_LABELS[statut];
  return typeof statut === 'string' ? statut : '';
}

const FORWARD: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  en_attente: 'confirmee',
  confirmee: 'en_preparation',
  en_preparation: 'prete_livraison',
  prete_livraison: 'en_livraison',
  en_livraison: 'livree',
};

/** Next statuses the server may move an order to: one step forward, or cancel before delivery. */
export function allowedTransitions(from: OrderStatus): OrderStatus[] {
  const next = FORWARD[from];
  const isFinal = from === 'livree' || from === 'annulee';
  return [...(next ? [next] : []), ...(isFinal ? [] : (['annulee'] as const))];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return allowedTransitions(from).includes(to);
}

/** « Demander l'annulation » is shown only for en_attente (it leads to the support form: no cancel call). */
export function canCancel(statut: unknown): boolean {
  return statut === 'en_attente';
}

/** An invoice is offered for every order but a cancelled one (nothing was delivered, nothing is owed). */
export function hasInvoice(statut: unknown): boolean {
  return statut !== 'annulee';
}

/** Reviews are offered only for products of delivered orders. */
export function canReview(statut: unknown): boolean {
  return statut === 'livree';
}
