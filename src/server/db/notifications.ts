import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';

export interface NotificationRow {
  id: number;
  user_id: number;
  type: string;
  titre: string;
  message: string;
  date_creation: string;
  lue: number;
  importante: number;
  data: string | null;
}

export interface NewNotification {
  type: string;
  titre: string;
  message: string;
  importante: boolean;
  data: unknown;
}

export function insertNotification(db: DatabaseSync, userId: number, n: NewNotification, date: string): void {
  sql(db, 'INSERT INTO notifications (user_id, type, titre, message, date_creation, importante, data) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    userId,
    n.type,
    n.titre,
    n.message,
    date,
    n.importante ? 1 : 0,
    JSON.stringify(n.data ?? null),
  );
}

export type NotificationFilterSql = 'all' | 'unread' | 'important' | { type: string };

export function listNotifications(db: DatabaseSync, userId: number, filter: NotificationFilterSql): NotificationRow[] {
  const base = 'SELECT * FROM notifications WHERE user_id = ?';
  const order = ' ORDER BY date_creation DESC, id DESC';
  if (filter === 'unread') return sql(db, `${base} AND lue = 0${order}`).all(userId) as unknown as NotificationRow[];
  if (filter === 'important') return sql(db, `${base} AND importante = 1${order}`).all(userId) as unknown as NotificationRow[];
  if (typeof filter === 'object') return sql(db, `${base} AND type = ?${order}`).all(userId, filter.type) as unknown as NotificationRow[];
  return sql(db, `${base}${order}`).all(userId) as unknown as NotificationRow[];
}

/** The user's own notification, else undefined (someone else's is treated as unknown). */
export function getNotification(db: DatabaseSync, userId: number, id: number): NotificationRow | undefined {
  return sql(db, 'SELECT * FROM notifications WHERE id = ? AND user_id = ?').get(id, userId) as NotificationRow | undefined;
}

export function setRead(db: DatabaseSync, id: number, lue: boolean): void {
  sql(db, 'UPDATE notifications SET lue = ? WHERE id = ?').run(lue ? 1 : 0, id);
}

export function markAllRead(db: DatabaseSync, userId: number): number {
  return Number(sql(db, 'UPDATE notifications SET lue = 1 WHERE user_id = ? AND lue = 0').run(userId).changes);
}

export function deleteNotification(db: DatabaseSync, id: number): void {
  sql(db, 'DELETE FROM notifications WHERE id = ?').run(id);
}
