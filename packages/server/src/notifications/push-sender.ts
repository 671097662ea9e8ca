/// <reference path="./web-push.d.ts" />
import type { VapidKeys } from './vapid-keys.ts';

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push service's refusal: 404 and 410 say the subscription is gone for good. */
export class PushRefused extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, endpoint: string) {
    super(`The push service at ${new URL(endpoint).origin} answered ${statusCode}`);
    this.name = 'PushRefused';
    this.statusCode = statusCode;
  }
}

/** Sends one Web Push message; rejects with `PushRefused` when the push service says no. */
export interface PushSender {
  send(subscription: PushSubscriptionJson, payload: string): Promise<void>;
}

/** A message waits at most a day at the push service for a browser that is off. */
const timeToLiveSeconds = 24 * 60 * 60;

/**
 * The Web Push protocol (RFC 8030, 8291, 8292) through the `web-push` package: it encrypts the
 * payload for the browser and signs the VAPID header; the request itself goes out by `fetch`, as
 * web-push's own sender speaks https only and a push service on a private network may not.
 */
export function webPushSender(vapid: VapidKeys, subject: string, timeoutMs = 10_000): PushSender {
  const vapidDetails = { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return {
    async send(subscription, payload) {
      const { default: webPush } = await import('web-push');
      const request = webPush.generateRequestDetails(subscription, payload, {
        vapidDetails,
        TTL: timeToLiveSeconds,
      });
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          // fetch counts the body itself.
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        ...(request.body ? { body: new Uint8Array(request.body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new PushRefused(response.status, request.endpoint);
    },
  };
}

/**
 * Who runs the server, for push services to reach (RFC 8292 §2.1): its public address when it is
 * https, else a mailto address at its host.
 */
export function vapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  return `mailto:postmaster@${url.hostname || 'localhost'}`;
}
