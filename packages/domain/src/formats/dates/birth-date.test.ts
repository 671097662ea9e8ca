import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthDateParts, toBirthDate } from './birth-date.ts';
import { formatDate } from './format-date.ts';
import { toDateOnly } from './to-date-only.ts';

describe('birth dates in Europe/London', () => {
  it('are stored at London midnight and read back as the same day', () => {
    expect(toBirthDate(new Date('2000-06-15T00:00:00Z'))?.toISOString()).toBe('2000-06-14T23:00:00.000Z');
    expect(toBirthDate(new Date('2000-01-15T00:00:00Z'))?.toISOString()).toBe('2000-01-15T00:00:00.000Z');
    expect(birthDateParts(new Date('2000-06-14T23:00:00Z'))).toEqual({ year: 2000, month: 6, day: 15 });
    expect(toBirthDate(new Date(Number.NaN))).toBeNull();
  });

  it('keep their calendar day for any date, summer or winter', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (instant) => {
          const day = toDateOnly(instant);
          const stored = day && toBirthDate(day);
          expect(stored && formatDate(stored, 'fr-FR', { timeZone: 'Europe/London' })).toBe(
            formatDate(day, 'fr-FR'),
          );
        },
      ),
    );
  });
});

describe('toDateOnly', () => {
  it('keeps the calendar day of the zone, at UTC midnight', () => {
    expect(toDateOnly(new Date('2024-06-15T22:30:00Z'), 'Europe/Paris')?.toISOString()).toBe(
      '2024-06-16T00:00:00.000Z',
    );
    expect(toDateOnly(new Date('2024-06-15T22:30:00Z'))?.toISOString()).toBe('2024-06-15T00:00:00.000Z');
  });
});

describe('formatDate', () => {
  it('writes the locale format', () => {
    const day = new Date('2024-06-05T00:00:00Z');
    expect(formatDate(day, 'en-US')).toBe('06-05-2024');
    expect(formatDate(day, 'fr-FR')).toBe('05/06/2024');
    expect(formatDate(day, 'de-DE')).toBe('05.06.2024');
    expect(formatDate(day, 'ja-JP')).toBe('2024/06/05');
    expect(formatDate(day)).toBe('05/06/2024');
    expect(formatDate('2024-06-05')).toBe('');
  });
});
