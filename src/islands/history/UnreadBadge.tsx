import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $authToken } from '../../stores/auth-token.ts';
import { $notifications, $unreadCount, ensureNotificationsLoaded } from '../../stores/notifications.ts';
import { badgeText } from './messages-badge.ts';
import './badge.css';

/** Unread count next to the header's Notifications entry; nothing when signed out or all read. */
export default function UnreadBadge() {
  const token = useStore($authToken, { ssr: () => '' });
  const count = useStore($unreadCount, { ssr: () => 0 });
  const { status } = useStore($notifications);
  useEffect(() => {
    if (token) void ensureNotificationsLoaded();
  }, [token]);
  if (!token || count === 0 || status === 'sample') return null;
  return (
    <span className="history-badge" data-unread-count={count}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{badgeText.unread(count)}</span>
    </span>
  );
}
