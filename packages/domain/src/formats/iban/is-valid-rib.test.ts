import { describe, expect, it } from 'vitest';
import { isValidRib } from './is-valid-rib.ts';

describe('isValidRib', () => {
  it('accepts a Moroccan RIB: 24 digits, the last two a modulo 97 key over the first 22', () => {
    expect(isValidRib('011519000001205000534921', 'MA')).toBe(true);
    expect(isValidRib('011 519 0000012050005349 21', 'ma')).toBe(true);
  });

  it('refuses a wrong key, a wrong length, letters and unknown countries', () => {
    expect(isValidRib('011519000001205000534922', 'MA')).toBe(false);
    expect(isValidRib('01151900000120500053492', 'MA')).toBe(false);
    expect(isValidRib('0115190000012050005349AB', 'MA')).toBe(false);
    expect(isValidRib('011519000001205000534921', 'FR')).toBe(false);
  });

  it('accepts a Tunisian RIB of 20 digits', () => {
    expect(isValidRib('10006035183598478831', 'TN')).toBe(true);
    expect(isValidRib('10006035183598478832', 'TN')).toBe(false);
  });
});
