import { notificationPaths, type PushClientConfiguration } from '@lessor/domain/api';
import { apiJson } from '../api/api-client.ts';
import { serviceWorkerPath } from '../offline/service-worker.ts';

/** Whether this browser can receive Web Push at all (not every one can, e.g. in a private window). */
function canReceivePush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

/** `granted`, `denied` or `default` (not asked yet); `unsupported` when the browser cannot. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return canReceivePush() ? Notification.permission : 'unsupported';
}

/**
 * Subscribes this browser to the user's push messages: asks the user first when they have not
 * answered (call it from a click: browsers only ask on a gesture), then subscribes through the
 * application's service worker with the server's VAPID key and hands the subscription to the
 * server. Answers whether the browser is subscribed.
 */
export async function subscribeToPush(ask: boolean): Promise<boolean> {
  if (!canReceivePush()) return false;
  const permission =
    Notification.permission === 'default' && ask
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== 'granted') return false;
  const registration =
    (await navigator.serviceWorker.getRegistration()) ??
    (await navigator.serviceWorker.register(serviceWorkerPath));
  await navigator.serviceWorker.ready;
  const { publicKey } = await apiJson<PushClientConfiguration>(notificationPaths.clientConfiguration);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await apiJson(notificationPaths.subscribe, { method: 'POST', body: subscription.toJSON() });
  return true;
}

/**
 * At start, a user who allowed notifications before is subscribed again, silently: the push
 * service may have renewed the subscription, or another user signed in on this browser.
 * Failures are only logged (foundation.md §8).
 */
export function renewPushSubscription(): void {
  if (pushPermission() !== 'granted') return;
  subscribeToPush(false).catch((error: unknown) => console.warn('Push subscription failed', error));
}
