import { describe, expect, it } from 'vitest';
import { dateText, pickerDay, storedDate, withPickedDay } from './date-text.ts';

const paris = 'Europe/Paris';
const newYork = 'America/New_York';

describe('the text of date fields', () => {
  it('stores a typed day at UTC midnight and shows it back in the locale, whatever the zone', () => {
    const stored = storedDate('15/06/2024', 'date', 'fr-FR', newYork);
    expect(stored).toBe('2024-06-15T00:00:00.000Z');
    expect(dateText(stored, 'date', 'fr-FR', newYork)).toBe('15/06/2024');
    expect(dateText(stored, 'date', 'en-US', paris)).toBe('06-15-2024');
    expect(pickerDay(stored, 'date', newYork)).toBe('2024-06-15');
  });

  it("reads a typed date-time on the user's wall clock and shows it back there", () => {
    expect(storedDate('15/06/2024 14:30', 'datetime', 'fr-FR', paris)).toBe('2024-06-15T12:30:00.000Z');
    expect(storedDate('2024-12-15 14:30', 'datetime', 'fr-FR', paris)).toBe('2024-12-15T13:30:00.000Z');
    expect(dateText('2024-06-15T12:30:00.000Z', 'datetime', 'fr-FR', paris)).toBe('15/06/2024 14:30');
    expect(dateText('2024-06-15T12:30:00.000Z', 'datetime', 'en-US', newYork)).toBe('06-15-2024 08:30');
    // Text naming its offset is an instant already.
    expect(storedDate('2024-06-15T14:30:00Z', 'datetime', 'fr-FR', paris)).toBe('2024-06-15T14:30:00.000Z');
  });

  it('keeps text that is no date as typed', () => {
    expect(storedDate('31/02/2024', 'date', 'fr-FR', paris)).toBe('31/02/2024');
    expect(dateText('31/02/2024', 'date', 'fr-FR', paris)).toBe('31/02/2024');
    expect(storedDate('  ', 'date', 'fr-FR', paris)).toBeUndefined();
  });

  it('opens the calendar on the day a date-time shows, and keeps its time under a picked day', () => {
    // 01:30 in Paris on the 16th is still the 15th in UTC.
    expect(pickerDay('2024-06-15T23:30:00.000Z', 'datetime', paris)).toBe('2024-06-16');
    expect(withPickedDay('2024-07-01', '2024-06-15T12:30:00.000Z', 'datetime', paris)).toBe(
      '2024-07-01T12:30:00.000Z',
    );
    // The wall-clock time stays across a change of daylight saving time.
    expect(withPickedDay('2024-12-01', '2024-06-15T12:30:00.000Z', 'datetime', paris)).toBe(
      '2024-12-01T13:30:00.000Z',
    );
    expect(withPickedDay('2024-07-01', undefined, 'date', paris)).toBe('2024-07-01T00:00:00.000Z');
  });
});
