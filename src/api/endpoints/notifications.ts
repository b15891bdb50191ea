import type { NotificationType } from '../../contract/notification.ts';
import { type Http, ignoredBody, unauthenticated } from '../http.ts';

type Id = number | string;

/** The notifications' schema, loaded at the first call that reads one: pages that never do, never download it. */
const notificationSchemaOf = async () => (await import('../../contract/notification.ts')).notificationSchema;

/** Notifications of the signed-in customer: lists, one notification, mark read or unread, mark all, delete. */
export function notificationEndpoints({ request, requestAll }: Http) {
  const list = async (path: string, searchParams?: Record<string, string>) =>
    // Never asked without a token (a call made just before sign-out, sent after it): the server would refuse it.
    requestAll({ path, schema: await notificationSchemaOf(), requiresToken: unauthenticated, ...(searchParams ? { searchParams } : {}) });
  const post = (path: string) => request({ method: 'post', path, schema: ignoredBody });
  return {
    listNotifications: () => list('notifications/'),
    listUnreadNotifications: () => list('notifications/non_lues/'),
    listImportantNotifications: () => list('notifications/importantes/'),
    listNotificationsByType: (type: NotificationType) => list('notifications/par_type/', { type }),
    getNotification: async (id: Id) => request({ path: `notifications/${id}/`, schema: await notificationSchemaOf() }),
    markNotificationRead: (id: Id) => post(`notifications/${id}/marquer_comme_lue/`),
    markNotificationUnread: (id: Id) => post(`notifications/${id}/marquer_comme_non_lue/`),
    markAllNotificationsRead: () => post('notifications/marquer_tout_comme_lu/'),
    deleteNotification: (id: Id) => post(`notifications/${id}/supprimer/`),
  };
}
