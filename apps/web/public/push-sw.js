// Shows push messages from Firebase Cloud Messaging while the app is in the background.
// FCM delivers `{ notification: { title, body }, data }` as the push payload.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { body: event.data ? event.data.text() : '' } };
  }
  const note = payload.notification ?? {};
  event.waitUntil(
    self.registration.showNotification(note.title ?? 'Flick', {
      body: note.body ?? '',
      icon: '/icon-192.png',
      data: { url: payload.data?.url ?? '/notification' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? '/notification';
  event.waitUntil(self.clients.openWindow(url));
});
