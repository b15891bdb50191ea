import { useStore } from '@nanostores/react';
import { navMessages } from '../../messages/nav.ts';
import { $headerUnreadCount } from '../../stores/header/unread-count.ts';
import './badge.css';

/** Unread count next to the header's Notifications entry; nothing when signed out or all read. */
export default function UnreadBadge() {
  const count = useStore($headerUnreadCount, { ssr: () => 0 });
  if (count === 0) return null;
  return (
    <span className="history-badge" data-unread-count={count}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{navMessages.unreadCount(count)}</span>
    </span>
  );
}
