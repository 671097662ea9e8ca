import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.ts';
import { instantIn, wallClockIn } from './time-zone-date.ts';

const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];

describe('wall clocks of a time zone', () => {
  it('reads the date and time an instant shows in a zone, summer and winter', () => {
    expect(wallClockIn(new Date('2024-06-15T12:30:00Z'), 'Europe/Paris')).toEqual({
      year: 2024,
      month: 6,
      day: 15,
      hour: 14,
      minute: 30,
      second: 0,
    });
    expect(wallClockIn(new Date('2024-01-15T00:30:00Z'), 'America/New_York')).toMatchObject({
      day: 14,
      hour: 19,
    });
  });

  it('finds the instant a wall clock shows, across daylight saving', () => {
    const clock = { year: 2024, month: 6, day: 15, hour: 14, minute: 30, second: 0 };
    expect(instantIn(clock, 'Europe/Paris').toISOString()).toBe('2024-06-15T12:30:00.000Z');
    expect(instantIn({ ...clock, month: 12 }, 'Europe/Paris').toISOString()).toBe('2024-12-15T13:30:00.000Z');
    // 02:30 does not exist in Paris on the morning clocks go forward: an instant an hour either side.
    const skipped = instantIn({ ...clock, month: 3, day: 31, hour: 2 }, 'Europe/Paris').toISOString();
    expect(['2024-03-31T00:30:00.000Z', '2024-03-31T01:30:00.000Z']).toContain(skipped);
  });

  it('gives back the wall clock it was given, for any instant in any zone', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const clock = wallClockIn(date, zone);
          expect(wallClockIn(instantIn(clock, zone), zone)).toEqual(clock);
        },
      ),
    );
  });

  it('formats a date-time on the wall clock of a zone, UTC unless told', () => {
    const date = new Date('2024-06-15T22:30:00Z');
    expect(formatDateTime(date, 'fr-FR', { timeZone: 'Europe/Paris' })).toBe('16/06/2024 00:30');
    expect(formatDateTime(date, 'en-US')).toBe('06-15-2024 22:30');
    expect(formatDateTime(new Date('nope'), 'fr-FR')).toBe('');
  });
});
