// The back office's service worker (scope /admin/): shows the CMS's push alerts (a new enquiry, a
// failed publish) as notifications, and a tap opens the back office at the alert's page. The alert
// is the JSON of PushAlert (packages/domain/src/push.ts): { title, body, url, tag }. It caches
// nothing: the back office always works on the CMS's live data.
const FALLBACK = { title: 'Back office', body: '', url: '/admin/dashboard', tag: 'alert' };

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let alert = FALLBACK;
  try {
    alert = { ...FALLBACK, ...event.data?.json() };
  } catch {
    // Not JSON: the notification still says something came.
  }
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: '/admin/icon-192.png',
      data: { url: alert.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of this site: an alert's URL never leads elsewhere.
  const target = new URL(event.notification.data?.url ?? FALLBACK.url, self.location.origin);
  const url = target.origin === self.location.origin ? target.href : new URL(FALLBACK.url, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/admin/'));
      if (open) {
        await open.navigate(url);
        return open.focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});
