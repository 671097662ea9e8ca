import { describe, expect, it } from 'vitest';
import { readPushSubscription } from './read-push-subscription.ts';

const keys = {
  p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
  auth: Buffer.alloc(16, 1).toString('base64url'),
};
const strict = { allowHttp: false };

describe('reading a push subscription', () => {
  it('takes an https push service and the browser keys', () => {
    const endpoint = 'https://push.example.com/send/abc';
    expect(readPushSubscription({ endpoint, keys, expirationTime: null }, strict)).toEqual({
      endpoint,
      keys,
    });
  });

  it('refuses a plain-http push service unless told, and addresses carrying credentials', () => {
    const code = (endpoint: string, allowHttp = false) => {
      try {
        readPushSubscription({ endpoint, keys }, { allowHttp });
        return 'accepted';
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(code('http://127.0.0.1:9/push')).toBe('INVALID_FIELD_IN_BODY');
    expect(code('http://127.0.0.1:9/push', true)).toBe('accepted');
    expect(code('https://user:secret@push.example.com/x')).toBe('INVALID_FIELD_IN_BODY');
    expect(code('ftp://push.example.com/x')).toBe('INVALID_FIELD_IN_BODY');
  });

  it('answers a missing body as missing', () => {
    expect(() => readPushSubscription(undefined, strict)).toThrow('Missing body payload');
  });
});
