import { type NotificationType, notificationSchema } from '../../contract/notification.ts';
import { type Http, ignoredBody } from '../http.ts';

type Id = number | string;

/** Notifications of the signed-in customer: lists, one notification, mark read or unread, mark all, delete. */
export function notificationEndpoints({ request, requestAll }: Http) {
  const list = (path: string, searchParams?: Record<string, string>) =>
    requestAll({ path, schema: notificationSchema, ...(searchParams ? { searchParams } : {}) });
  const post = (path: string) => request({ method: 'post', path, schema: ignoredBody });
  return {
    listNotifications: () => list('notifications/'),
    listUnreadNotifications: () => list('notifications/non_lues/'),
    listImportantNotifications: () => list('notifications/importantes/'),
    listNotificationsByType: (type: NotificationType) => list('notifications/par_type/', { type }),
    getNotification: (id: Id) => request({ path: `notifications/${id}/`, schema: notificationSchema }),
    markNotificationRead: (id: Id) => post(`notifications/${id}/marquer_comme_lue/`),
    markNotificationUnread: (id: Id) => post(`notifications/${id}/marquer_comme_non_lue/`),
    markAllNotificationsRead: () => post('notifications/marquer_tout_comme_lu/'),
    deleteNotification: (id: Id) => post(`notifications/${id}/supprimer/`),
  };
}
