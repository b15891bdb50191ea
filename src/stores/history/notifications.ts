/**
 * The customer's notifications: list, local filter (all, unread, read), mark read/unread, mark all,
 * delete, and the unread count of the header. When the list cannot be loaded, the 3 built-in
 * samples are shown and every action on them is simulated locally.
 */
import { atom, computed } from 'nanostores';
import { ApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import type { Notification } from '../../contract/notification.ts';
import { filterNotifications, type NotificationFilter, sampleNotifications } from '../../domain/notification-types.ts';
import { notificationsMessages } from '../../messages/notifications.ts';
import { api } from '../api.ts';
import { $authToken } from '../stored/auth-token.ts';

export type NotificationsApi = Pick<
  Api,
  'listNotifications' | 'markNotificationRead' | 'markNotificationUnread' | 'markAllNotificationsRead' | 'deleteNotification'
>;

/** `sample`: the list call failed and the built-in samples are shown. */
export type NotificationsStatus = 'idle' | 'loading' | 'ready' | 'sample' | 'signed-out';
export type NotificationsState = { status: NotificationsStatus; items: Notification[] };

export interface NotificationsDeps {
  client: NotificationsApi;
  isSignedIn: () => boolean;
  now?: () => Date;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** A failed action's message stays on screen 3 s. */
export const NOTIFICATION_NOTICE_MS = 3000;

type Id = Notification['id'];

export function createNotificationsStore({
  client,
  isSignedIn,
  now = () => new Date(),
  setTimer = setTimeout,
  clearTimer = (h) => clearTimeout(h as number),
}: NotificationsDeps) {
  const $notifications = atom<NotificationsState>({ status: 'idle', items: [] });
  const $notificationFilter = atom<NotificationFilter>('all');
  const $notificationNotice = atom<string | null>(null);
  const $visibleNotifications = computed([$notifications, $notificationFilter], (s, f) => filterNotifications(s.items, f));
  const $unreadCount = computed($notifications, (s) => s.items.filter((n) => !n.lue).length);
  let noticeTimer: unknown = null;

  function notify(text: string): void {
    if (noticeTimer !== null) clearTimer(noticeTimer);
    $notificationNotice.set(text);
    noticeTimer = setTimer(() => {
      noticeTimer = null;
      $notificationNotice.set(null);
    }, NOTIFICATION_NOTICE_MS);
  }

  const items = () => $notifications.get().items;
  const setItems = (next: Notification[]) => $notifications.set({ ...$notifications.get(), items: next });
  const isSample = () => $notifications.get().status === 'sample';

  async function loadNotifications(): Promise<void> {
    if (!isSignedIn()) {
      $notifications.set({ status: 'signed-out', items: [] });
      return;
    }
    $notifications.set({ status: 'loading', items: items() });
    try {
      $notifications.set({ status: 'ready', items: await client.listNotifications() });
    } catch (error) {
      if (error instanceof ApiError && (error.kind === 'unauthenticated' || error.status === 401)) {
        $notifications.set({ status: 'signed-out', items: [] });
      } else {
        $notifications.set({ status: 'sample', items: sampleNotifications(now()) });
      }
    }
  }

  /** Loads once per page (the header badge and the page share the list). */
  async function ensureNotificationsLoaded(): Promise<void> {
    if ($notifications.get().status === 'idle') await loadNotifications();
  }

  /** Applies a change at once, sends it (unless simulated), and undoes it with a notice on failure. */
  async function optimistic(change: () => () => void, send: () => Promise<void>, failure: string): Promise<void> {
    const undo = change();
    if (isSample()) return;
    try {
      await send();
    } catch {
      undo();
      notify(failure);
    }
  }

  const setLue = (ids: ReadonlySet<Id>, lue: boolean) => setItems(items().map((n) => (ids.has(n.id) ? { ...n, lue } : n)));

  function setRead(id: Id, lue: boolean): Promise<void> {
    const before = items().find((n) => n.id === id);
    if (!before || before.lue === lue) return Promise.resolve();
    return optimistic(
      () => {
        setLue(new Set([id]), lue);
        return () => setLue(new Set([id]), before.lue);
      },
      () => (lue ? client.markNotificationRead(id) : client.markNotificationUnread(id)),
      lue ? notificationsMessages.markReadError : notificationsMessages.markUnreadError,
    );
  }

  function markAllNotificationsRead(): Promise<void> {
    const unread = new Set(
      items()
        .filter((n) => !n.lue)
        .map((n) => n.id),
    );
    if (unread.size === 0) return Promise.resolve();
    return optimistic(
      () => {
        setLue(unread, true);
        return () => setLue(unread, false);
      },
      () => client.markAllNotificationsRead(),
      notificationsMessages.markAllReadError,
    );
  }

  function removeNotification(id: Id): Promise<void> {
    const index = items().findIndex((n) => n.id === id);
    const removed = items()[index];
    if (!removed) return Promise.resolve();
    return optimistic(
      () => {
        setItems(items().filter((n) => n.id !== id));
        return () => {
          const next = [...items()];
          next.splice(Math.min(index, next.length), 0, removed);
          setItems(next);
        };
      },
      () => client.deleteNotification(id),
      notificationsMessages.deleteError,
    );
  }

  return {
    $notifications,
    $notificationFilter,
    $notificationNotice,
    $visibleNotifications,
    $unreadCount,
    loadNotifications,
    ensureNotificationsLoaded,
    markNotificationRead: (id: Id) => setRead(id, true),
    markNotificationUnread: (id: Id) => setRead(id, false),
    markAllNotificationsRead,
    removeNotification,
    setNotificationFilter: (filter: NotificationFilter) => $notificationFilter.set(filter),
  };
}

/** The browser's notifications, on the shop's one API client. */
export const notifications = createNotificationsStore({ client: api, isSignedIn: () => $authToken.get() !== '' });

// Signing in or out (here or in another tab) makes the loaded list stale.
$authToken.listen(() => {
  if (notifications.$notifications.get().status !== 'idle') void notifications.loadNotifications();
});
