/**
 * The header's unread notifications count. Its work starts when the badge shows it (nanostores'
 * `onMount`): the notifications store (and the API client it needs) is loaded by a dynamic import
 * only once a customer is signed in, now or later; signed out, the count is 0.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { $authToken } from '../stored/auth-token.ts';

/** What the header needs from src/stores/history/notifications.ts. */
export interface UnreadSource {
  $unreadCount: ReadableAtom<number>;
  $notifications: ReadableAtom<{ status: string }>;
  ensureNotificationsLoaded: () => Promise<void>;
}
/** Loads the notifications' module (the browser's store is its `notifications`). */
export type LoadNotifications = () => Promise<{ notifications: UnreadSource }>;
const loadBrowserNotifications: LoadNotifications = () => import('../history/notifications.ts');

export function createHeaderUnread(load: LoadNotifications = loadBrowserNotifications) {
  const $count = atom(0);
  let source: Promise<UnreadSource | null> | null = null;

  function follow({ notifications: store }: { notifications: UnreadSource }): UnreadSource {
    const update = () => {
      const shown = $authToken.get() !== '' && store.$notifications.get().status !== 'sample';
      $count.set(shown ? store.$unreadCount.get() : 0);
    };
    store.$unreadCount.subscribe(update);
    store.$notifications.subscribe(update);
    $authToken.listen(update);
    return store;
  }

  /** Loads the list once signed in (now or later) and follows it for the page. */
  onMount($count, () =>
    $authToken.subscribe((token) => {
      if (!token) return;
      source ??= load().then(follow, (error: unknown) => {
        console.warn('Chargement des notifications impossible', error);
        source = null; // tried again at the next sign-in
        return null;
      });
      void source.then((store) => store?.ensureNotificationsLoaded());
    }),
  );

  /** Unread notifications to show: 0 when signed out, all read, or when the built-in samples are shown. */
  const $unread: ReadableAtom<number> = $count;
  return $unread;
}

/** The browser's unread count. */
export const $headerUnreadCount = createHeaderUnread();
