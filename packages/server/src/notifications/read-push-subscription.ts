import { LessorError } from '@lessor/domain/errors';
import type { PushSubscriptionJson } from './push-sender.ts';

/** Which push services a subscription may name: https ones, and plain http only when told (tests). */
export interface PushEndpointPolicy {
  allowHttp: boolean;
}

const maxEndpointLength = 2048;

/**
 * Reads a browser's `PushSubscription.toJSON()`: the push service's https address, the browser's
 * P-256 public key (65 bytes, uncompressed) and its 16-byte authentication secret, base64url.
 * Any other shape is refused with the field at fault, before anything is stored.
 */
export function readPushSubscription(body: unknown, policy: PushEndpointPolicy): PushSubscriptionJson {
  if (body === undefined || body === null || body === '') throw new LessorError('MISSING_BODY_PAYLOAD');
  if (typeof body !== 'object' || Array.isArray(body))
    throw new LessorError('INVALID_FIELD_IN_BODY', ['body']);
  const { endpoint, keys } = body as { endpoint?: unknown; keys?: unknown };
  if (endpoint === undefined || endpoint === null)
    throw new LessorError('MISSING_FIELD_IN_BODY', ['endpoint']);
  if (typeof endpoint !== 'string' || !isPushServiceUrl(endpoint, policy))
    throw new LessorError('INVALID_FIELD_IN_BODY', ['endpoint']);
  if (keys === undefined || keys === null) throw new LessorError('MISSING_FIELD_IN_BODY', ['keys']);
  if (typeof keys !== 'object' || Array.isArray(keys))
    throw new LessorError('INVALID_FIELD_IN_BODY', ['keys']);
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown };
  return {
    endpoint,
    keys: {
      p256dh: readKey(p256dh, 'keys.p256dh', (bytes) => bytes.length === 65 && bytes[0] === 0x04),
      auth: readKey(auth, 'keys.auth', (bytes) => bytes.length === 16),
    },
  };
}

function isPushServiceUrl(value: string, policy: PushEndpointPolicy): boolean {
  if (value.length > maxEndpointLength || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (policy.allowHttp && url.protocol === 'http:');
}

function readKey(value: unknown, field: string, fits: (bytes: Buffer) => boolean): string {
  if (value === undefined || value === null || value === '')
    throw new LessorError('MISSING_FIELD_IN_BODY', [field]);
  if (
    typeof value !== 'string' ||
    !/^[A-Za-z0-9_-]+={0,2}$/.test(value) ||
    !fits(Buffer.from(value, 'base64url'))
  )
    throw new LessorError('INVALID_FIELD_IN_BODY', [field]);
  return value.replace(/=+$/, '');
}
