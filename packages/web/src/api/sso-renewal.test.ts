import { describe, expect, it } from 'vitest';
import { shouldRenewRefreshToken, throttle } from './sso-renewal.ts';

describe('refresh token renewal (foundation.md §4)', () => {
  const issued = { refreshTokenIat: 1000, refreshTokenExpiresIn: 3600 };

  it('renews at or below 600 s left, not before', () => {
    expect(shouldRenewRefreshToken(issued, 1000 + 3600 - 601)).toBe(false);
    expect(shouldRenewRefreshToken(issued, 1000 + 3600 - 600)).toBe(true);
    expect(shouldRenewRefreshToken(issued, 1000 + 3600 - 1)).toBe(true);
  });

  it('does not renew an expired token, one whose lifetime is under the threshold, or one without lifetime', () => {
    expect(shouldRenewRefreshToken(issued, 1000 + 3600)).toBe(false);
    expect(shouldRenewRefreshToken({ refreshTokenIat: 1000, refreshTokenExpiresIn: 300 }, 1100)).toBe(false);
    expect(shouldRenewRefreshToken({ refreshTokenIat: 1000, refreshTokenExpiresIn: null }, 1100)).toBe(false);
  });
});

describe('keep-alive throttle', () => {
  it('calls at most once per interval', () => {
    let now = 0;
    let calls = 0;
    const keepAlive = throttle(
      () => calls++,
      5000,
      () => now,
    );
    keepAlive();
    now = 4999;
    keepAlive();
    expect(calls).toBe(1);
    now = 5000;
    keepAlive();
    expect(calls).toBe(2);
  });
});
