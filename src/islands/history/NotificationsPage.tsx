import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Notification } from '../../contract/notification.ts';
import { type NotificationFilter, notificationKindLabel } from '../../domain/notification-types.ts';
import { relativeTime } from '../../domain/relative-time.ts';
import { notificationsMessages } from '../../messages/notifications.ts';
import { notifications } from '../../stores/history/notifications.ts';
import { useSession } from '../account/use-session.ts';
import './history.css';

const FILTERS: [NotificationFilter, string][] = [
  ['all', notificationsMessages.filterAll],
  ['unread', notificationsMessages.filterUnread],
  ['read', notificationsMessages.filterRead],
];

/** `/notifications.html` content once signed in (the guard island shows the signed-out message). */
export default function NotificationsPage() {
  const { state } = useSession('checking');
  return state === 'signed-in' ? <NotificationsContent /> : null;
}

/** The clock of relative times, refreshed every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function NotificationsContent() {
  const { status } = useStore(notifications.$notifications);
  const visible = useStore(notifications.$visibleNotifications);
  const filter = useStore(notifications.$notificationFilter);
  const notice = useStore(notifications.$notificationNotice);
  const now = useNow();
  useEffect(() => {
    void notifications.loadNotifications();
  }, []);

  if (status === 'idle' || status === 'loading')
    return (
      <p className="muted" role="status">
        {notificationsMessages.loading}
      </p>
    );
  if (status === 'signed-out') return <p className="notice">{notificationsMessages.loginRequired}</p>;
  return (
    <div className="history">
      {status === 'sample' && (
        <p className="notice error" role="alert">
          {notificationsMessages.loadError}
        </p>
      )}
      <div className="history-toolbar">
        <fieldset aria-label={notificationsMessages.filterLegend}>
          {FILTERS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="btn btn-ghost"
              aria-pressed={filter === value}
              onClick={() => notifications.setNotificationFilter(value)}
            >
              {label}
            </button>
          ))}
        </fieldset>
        <button type="button" className="btn" onClick={() => void notifications.markAllNotificationsRead()}>
          {notificationsMessages.markAllRead}
        </button>
      </div>
      <div aria-live="polite">
        {notice && (
          <p className="notice error" role="alert">
            {notice}
          </p>
        )}
      </div>
      {visible.length === 0 ? (
        <p className="notice" role="status">
          {notificationsMessages.none}
        </p>
      ) : (
        <ul className="history-list">
          {visible.map((n) => (
            <li key={n.id}>
              <NotificationItem notification={n} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationItem({ notification: n, now }: { notification: Notification; now: Date }) {
  const when = relativeTime(n.date_creation, now) || n.date_relative;
  const kind = notificationKindLabel(n);
  return (
    <article className={`history-notification${n.lue ? '' : ' unread'}`} aria-labelledby={`notification-${n.id}`}>
      <header>
        <h2 id={`notification-${n.id}`}>{n.titre}</h2>
        {!n.lue && <span className="history-status">{notificationsMessages.unread}</span>}
        {n.importante && <span className="history-status important">{notificationsMessages.important}</span>}
      </header>
      <p>{n.message}</p>
      <p className="muted">
        {kind && <span>{kind} · </span>}
        <time dateTime={n.date_creation}>{when}</time>
      </p>
      <div className="history-actions">
        {n.lue ? (
          <button type="button" className="btn btn-ghost" onClick={() => void notifications.markNotificationUnread(n.id)}>
            {notificationsMessages.markUnread}
          </button>
        ) : (
          <button type="button" className="btn btn-ghost" onClick={() => void notifications.markNotificationRead(n.id)}>
            {notificationsMessages.markRead}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={() => void notifications.removeNotification(n.id)}>
          {notificationsMessages.remove}
        </button>
      </div>
    </article>
  );
}
