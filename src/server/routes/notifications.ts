import { type Context, Hono } from 'hono';
import { isNotificationType, notificationTypeLabel } from '../../domain/notification-types.ts';
import { relativeTime } from '../../domain/relative-time.ts';
import { serverMessages } from '../../messages/server.ts';
import {
  deleteNotification,
  getNotification,
  listNotifications,
  markAllRead,
  type NotificationFilterSql,
  type NotificationRow,
  setRead,
} from '../db/notifications.ts';
import { requireUser } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { paginateList } from '../http/pagination.ts';
import { fieldError, notFound } from '../http/problem.ts';
import { pathId } from './catalogue.ts';

function dataOf(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The signed-in user's notifications; anybody else's answer 404. */
export function notificationRoutes(deps: Deps) {
  const db = deps.engine.db;
  const json = (n: NotificationRow) => ({
    id: n.id,
    type: n.type,
    type_display: notificationTypeLabel(n.type),
    titre: n.titre,
    message: n.message,
    date_creation: n.date_creation,
    date_relative: relativeTime(n.date_creation, deps.now()),
    lue: n.lue === 1,
    importante: n.importante === 1,
    data: dataOf(n.data),
  });
  const list = async (c: Context<AppEnv>, filter: NotificationFilterSql) =>
    c.json(paginateList(c, originOf(c, deps), (await listNotifications(db, requireUser(c).id, filter)).map(json)));
  const own = async (c: Context<AppEnv>) => {
    const n = await getNotification(db, requireUser(c).id, pathId(c.req.param('id') ?? ''));
    if (!n) throw notFound();
    return n;
  };
  return new Hono<AppEnv>()
    .get('/api/v1/notifications/', async (c) => list(c, 'all'))
    .get('/api/v1/notifications/non_lues/', async (c) => list(c, 'unread'))
    .get('/api/v1/notifications/importantes/', async (c) => list(c, 'important'))
    .get('/api/v1/notifications/par_type/', async (c) => {
      requireUser(c);
      const type = c.req.query('type');
      if (!type) throw fieldError('type', serverMessages.typeRequired);
      if (!isNotificationType(type)) throw fieldError('type', serverMessages.unknownNotificationType);
      return list(c, { type });
    })
    .post('/api/v1/notifications/marquer_tout_comme_lu/', async (c) => {
      const count = await markAllRead(db, requireUser(c).id);
      return c.json({ message: serverMessages.allRead(count), count });
    })
    .get('/api/v1/notifications/:id/', async (c) => c.json(json(await own(c))))
    .post('/api/v1/notifications/:id/marquer_comme_lue/', async (c) => {
      const n = await own(c);
      await setRead(db, n.id, true);
      return c.json(json({ ...n, lue: 1 }));
    })
    .post('/api/v1/notifications/:id/marquer_comme_non_lue/', async (c) => {
      const n = await own(c);
      await setRead(db, n.id, false);
      return c.json(json({ ...n, lue: 0 }));
    })
    .on(['POST', 'DELETE'], '/api/v1/notifications/:id/supprimer/', async (c) => {
      await deleteNotification(db, (await own(c)).id);
      return c.json({ message: serverMessages.notificationDeleted });
    })
    .delete('/api/v1/notifications/:id/', async (c) => {
      await deleteNotification(db, (await own(c)).id);
      return c.body(null, 204);
    });
}
