// Shows the server's Web Push messages as system notifications, and opens the notification's
// page of the application when one is clicked. The payload is {title, message, link}.
self.addEventListener('push', (event) => {
  const data = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(data.title || 'Lessor', {
      body: data.message || '',
      data: { link: isAppPath(data.link) ? data.link : '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.link ?? '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      // A window this worker does not control cannot be navigated from here: a new one opens.
      if (open)
        return open
          .navigate(url)
          .then((client) => client?.focus())
          .catch(() => self.clients.openWindow(url));
      return self.clients.openWindow(url);
    }),
  );
});

function readMessage(data) {
  try {
    return data ? data.json() : {};
  } catch {
    return { message: data.text() };
  }
}

/** A path of the application, never another site (`//host`). */
function isAppPath(link) {
  return typeof link === 'string' && /^\/(?![/\\])/.test(link);
}
