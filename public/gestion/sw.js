/*
 * Gestion's service worker (scope /gestion/, apart from the storefront's /sw.js): each new order's Web Push shown as
 * a notification, even with every tab closed or the phone locked, and a tap on it opening that order. The texts come
 * with the push, written by the shop (src/domain/order-alert.ts); this file has none of its own.
 * The rider's screen opens without network once visited (docs/decisions/035): its page, network first, and the
 * scripts and styles it loaded (`/_astro/`, named by content) are kept; his round itself is kept by the page, in
 * localStorage. Nothing else is answered: the staff's pages and every API call go to the network as without it.
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

const KEPT = 'gestion-tournee';
const ROUND_PAGE = '/gestion/tournee';

const sameOrigin = (url) => url.origin === self.location.origin;
const isRoundPage = (url) => sameOrigin(url) && (url.pathname === ROUND_PAGE || url.pathname === `${ROUND_PAGE}/`);
const isAsset = (url) => sameOrigin(url) && url.pathname.startsWith('/_astro/');

/** The page hands over its address and what it loaded before the worker controlled it. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'garder-tournee' || !Array.isArray(data.urls)) return;
  const urls = [];
  for (const text of data.urls) {
    try {
      const url = new URL(text);
      if (isRoundPage(url)) urls.push(ROUND_PAGE);
      else if (isAsset(url)) urls.push(url.href);
    } catch {
      // Not an address: left out.
    }
  }
  event.waitUntil(
    caches
      .open(KEPT)
      .then((cache) => Promise.all([...new Set(urls)].map((url) => cache.match(url).then((hit) => hit || cache.add(url)))))
      .catch(() => undefined),
  );
});

/** The rider's page from the network (its copy refreshed), or the copy kept when the network fails. */
function roundPage(request) {
  return fetch(request)
    .then((response) => {
      if (response.ok && !response.redirected) {
        const copy = response.clone();
        caches.open(KEPT).then((cache) => cache.put(ROUND_PAGE, copy));
      }
      return response;
    })
    .catch(() =>
      caches
        .open(KEPT)
        .then((cache) => cache.match(ROUND_PAGE))
        .then((kept) => kept || Response.error()),
    );
}

/** A script or style kept answers at once; one the rider's page loads later is kept too. */
function asset(event) {
  return caches.open(KEPT).then((cache) =>
    cache.match(event.request).then(
      (kept) =>
        kept ||
        fetch(event.request).then((response) => {
          if (!response.ok) return response;
          const copy = response.clone();
          event.waitUntil(
            self.clients.get(event.clientId).then((client) => {
              if (client && isRoundPage(new URL(client.url))) return cache.put(event.request, copy);
            }),
          );
          return response;
        }),
    ),
  );
}

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  const url = new URL(event.request.url);
  if (event.request.mode === 'navigate' && isRoundPage(url)) event.respondWith(roundPage(event.request));
  else if (isAsset(url)) event.respondWith(asset(event));
});
