/** The 11 notification types, their labels, the status map and the built-in samples. */
import { type Notification, type NotificationType, notificationTypes } from '../contract/notification.ts';
import { notificationsMessages } from '../messages/notifications.ts';
import { normalizeName } from './normalize-name.ts';
import type { OrderStatus } from './order-status.ts';
import { relativeTime } from './relative-time.ts';

/** The 11 types, in the contract's order (the contract holds the one list). */
export const NOTIFICATION_TYPES = notificationTypes;

export type { NotificationType };

const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = notificationsMessages.types;

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** Label of a type; an unknown type falls back to the 'Système' label. */
export function notificationTypeLabel(type: unknown): string {
  return isNotificationType(type) ? NOTIFICATION_TYPE_LABELS[type] : NOTIFICATION_TYPE_LABELS.systeme;
}

/**
 * The type's label a notification card shows beside its date, or null when the title already says
 * it (the shop titles its order notifications with the type's label: 'Commande confirmée' once is enough).
 */
export function notificationKindLabel(notification: Pick<Notification, 'type' | 'type_display' | 'titre'>): string | null {
  const label = notification.type_display || notificationTypeLabel(notification.type);
  return normalizeName(notification.titre).includes(normalizeName(label)) ? null : label;
}

/** Notification sent when an order reaches a status (en_attente = the order was just received). */
export const STATUS_NOTIFICATION_TYPE: Readonly<Record<OrderStatus, NotificationType>> = {
  en_attente: 'commande_recue',
  confirmee: 'commande_confirmee',
  en_preparation: 'commande_en_preparation',
  prete_livraison: 'commande_prete',
  en_livraison: 'commande_en_livraison',
  livree: 'commande_livree',
  annulee: 'commande_annulee',
};

export type NotificationFilter = 'all' | 'unread' | 'read';

/** Local filter of the notifications page (All / Unread / Read). */
export function filterNotifications<N extends { lue: boolean }>(items: readonly N[], filter: NotificationFilter): N[] {
  if (filter === 'unread') return items.filter((n) => !n.lue);
  if (filter === 'read') return items.filter((n) => n.lue);
  return [...items];
}

const HOUR_MS = 60 * 60 * 1000;

/** The 3 notifications shown when the list cannot be loaded (their actions simulated locally), dated relative to `now`. */
export function sampleNotifications(now: Date): Notification[] {
  const s = notificationsMessages.samples;
  const make = (
    id: number,
    type: NotificationType,
    titre: string,
    message: string,
    ageMs: number,
    lue: boolean,
    importante: boolean,
  ): Notification => {
    const created = new Date(now.getTime() - ageMs);
    return {
      id,
      type,
      type_display: NOTIFICATION_TYPE_LABELS[type],
      titre,
      message,
      date_creation: created.toISOString(),
      date_relative: relativeTime(created, now),
      lue,
      importante,
      data: {},
    };
  };
  return [
    make(1, 'commande_confirmee', s.orderConfirmedTitle, s.orderConfirmedMessage, 2 * HOUR_MS, false, true),
    make(2, 'promotion', s.promotionTitle, s.promotionMessage, 24 * HOUR_MS, false, false),
    make(3, 'systeme', s.welcomeTitle, s.welcomeMessage, 3 * 24 * HOUR_MS, true, false),
  ];
}
