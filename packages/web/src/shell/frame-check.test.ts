import { describe, expect, it } from 'vitest';
import { isFrameAllowed } from './frame-check.ts';

describe('framing', () => {
  const self = 'https://lessor.example';

  it('allows any origin with *, the same origin with self, or a listed origin', () => {
    expect(isFrameAllowed('https://evil.example', self, ['*'])).toBe(true);
    expect(isFrameAllowed(self, self, ["'self'"])).toBe(true);
    expect(isFrameAllowed('https://portal.example', self, ["'self'", 'https://portal.example/'])).toBe(true);
  });

  it('refuses any other origin, and an unknown parent', () => {
    expect(isFrameAllowed('https://evil.example', self, ["'self'"])).toBe(false);
    expect(isFrameAllowed(undefined, self, ["'self'"])).toBe(false);
  });
});
