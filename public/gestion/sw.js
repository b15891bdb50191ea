/*
 * Gestion's service worker (scope /gestion/, apart from the storefront's /sw.js): each new order's Web Push shown as
 * a notification, even with every tab closed or the phone locked, and a tap on it opening that order. The texts come
 * with the push, written by the shop (src/domain/order-alert.ts); this file has none of its own. It answers no
 * request: gestion's pages and API calls go to the network as without it.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The push's notice ({title, body, tag, url}), or null for anything else. */
function noticeOf(data) {
  try {
    const notice = data ? data.json() : null;
    return notice && typeof notice.title === 'string' && typeof notice.url === 'string' ? notice : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const notice = noticeOf(event.data);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data: { url: notice.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      vibrate: [200, 100, 200],
    }),
  );
});

/** Only an address of gestion, on the shop's own origin, is opened. */
function orderAddress(url) {
  try {
    const target = new URL(url, self.registration.scope);
    if (target.origin === self.location.origin && target.pathname.startsWith(new URL(self.registration.scope).pathname)) return target.href;
  } catch {
    // The scope's first screen instead.
  }
  return self.registration.scope;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = orderAddress(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((tab) => tab.url.startsWith(self.registration.scope));
      if (!open) return self.clients.openWindow(target);
      // A tab the worker does not control yet cannot be sent elsewhere: a new one opens the order.
      return open
        .focus()
        .then((tab) => tab.navigate(target))
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
