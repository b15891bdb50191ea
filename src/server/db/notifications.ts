import type { Db } from './tables.ts';

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

export async function insertNotification(db: Db, userId: number, n: NewNotification, date: string): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: n.type,
      titre: n.titre,
      message: n.message,
      date_creation: date,
      importante: n.importante ? 1 : 0,
      data: JSON.stringify(n.data ?? null),
    })
    .execute();
}

export type NotificationFilterSql = 'all' | 'unread' | 'important' | { type: string };

export async function listNotifications(db: Db, userId: number, filter: NotificationFilterSql): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (filter === 'unread') query = query.where('lue', '=', 0);
  else if (filter === 'important') query = query.where('importante', '=', 1);
  else if (typeof filter === 'object') query = query.where('type', '=', filter.type);
  return query.orderBy('date_creation', 'desc').orderBy('id', 'desc').execute();
}

/** The user's own notification, else undefined (someone else's is treated as unknown). */
export async function getNotification(db: Db, userId: number, id: number): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function setRead(db: Db, id: number, lue: boolean): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ lue: lue ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ lue: 1 })
    .where('user_id', '=', userId)
    .where('lue', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteNotification(db: Db, id: number): Promise<void> {
  await db.deleteFrom('notifications').where('id', '=', id).execute();
}
