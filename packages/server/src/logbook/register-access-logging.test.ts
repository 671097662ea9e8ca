import { describe, expect, it } from 'vitest';
import { isSampled } from './register-access-logging.ts';

describe('which calls the access logs may sample', () => {
  const options = { rate: 0.1, slowMs: 1000 };

  it('samples fast successful reads only', () => {
    expect(isSampled('GET', 200, 12, options)).toBe(true);
    expect(isSampled('GET', 304, 12, options)).toBe(true);
  });

  it('keeps every write, refusal, failure and slow read', () => {
    expect(isSampled('POST', 201, 12, options)).toBe(false);
    expect(isSampled('DELETE', 204, 12, options)).toBe(false);
    expect(isSampled('GET', 403, 12, options)).toBe(false);
    expect(isSampled('GET', 500, 12, options)).toBe(false);
    expect(isSampled('GET', 200, 1000, options)).toBe(false);
  });

  it('samples nothing when every call is kept', () => {
    expect(isSampled('GET', 200, 12, { rate: 1, slowMs: 1000 })).toBe(false);
  });
});
