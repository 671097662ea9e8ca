import { describe, expect, it } from 'vitest';
import { formatPhone, joinPhone, normalizePhone } from './format-phone.ts';
import { isValidPhone } from './is-valid-phone.ts';

describe('isValidPhone', () => {
  it('reads French numbers without calling code and international ones', () => {
    expect(isValidPhone('06 12 34 56 78')).toBe(true);
    expect(isValidPhone('+33 6 12 34 56 78')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('+1 202 456 1111')).toBe(true);
  });

  it('refuses what is not a number of its country', () => {
    for (const value of ['12', '06 12 34 56', 'phone', '', '+999 123456789', null, 33612345678]) {
      expect(isValidPhone(value), String(value)).toBe(false);
    }
  });

  it('reads numbers of another default country', () => {
    expect(isValidPhone('020 7946 0958', { defaultCountry: 'GB' })).toBe(true);
  });
});

describe('formatPhone', () => {
  it('shows a French number without +33, with its 0, in groups of two', () => {
    expect(formatPhone('+33612345678')).toBe('06 12 34 56 78');
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
  });

  it('shows other numbers in international form, and unreadable text as typed', () => {
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone(' call me ')).toBe('call me');
  });

  it('stores E.164 and joins the picker parts', () => {
    expect(normalizePhone('06 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('x')).toBeUndefined();
    expect(joinPhone('+33', '06 12 34 56 78')).toBe('+33612345678');
    expect(joinPhone('44', '20 7946 0958')).toBe('+442079460958');
  });
});
