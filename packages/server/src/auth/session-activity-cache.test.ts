import { describe, expect, it } from 'vitest';
import { SessionActivityCache } from './session-activity-cache.ts';

describe('session activity cache', () => {
  it('answers an active session for a second, a revoked one for good', () => {
    const cache = new SessionActivityCache(1000);
    cache.remember('a', 't u', true, 0);
    cache.remember('r', 't u', false, 0);
    expect(cache.known('a', 999)).toBe(true);
    expect(cache.known('a', 1000)).toBeUndefined();
    expect(cache.known('r', 10_000_000)).toBe(false);
    expect(cache.known('never', 0)).toBeUndefined();
  });

  it("forgets a user's sessions when they are revoked together, and keeps within its bound", () => {
    const cache = new SessionActivityCache(1000, 2);
    cache.remember('a', 'ada', true, 0);
    cache.remember('b', 'bob', true, 0);
    cache.forgetUser('ada');
    expect(cache.known('a', 1)).toBeUndefined();
    cache.remember('c', 'cy', true, 0);
    cache.remember('d', 'di', true, 0);
    expect(cache.known('b', 1)).toBeUndefined();
    expect(cache.known('d', 1)).toBe(true);
  });
});
