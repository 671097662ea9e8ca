import { describe, expect, it } from 'vitest';
import { dateText, pickerDay, storedDate, withPickedDay } from './date-text.ts';

describe('the text of date fields', () => {
  it('stores a typed day at UTC midnight and shows it back in the locale', () => {
    const stored = storedDate('15/06/2024', 'date', 'fr-FR');
    expect(stored).toBe('2024-06-15T00:00:00.000Z');
    expect(dateText(stored, 'date', 'fr-FR')).toBe('15/06/2024');
    expect(dateText(stored, 'date', 'en-US')).toBe('06-15-2024');
  });

  it('keeps the time of a date-time, and text that is no date as typed', () => {
    expect(storedDate('2024-06-15 14:30', 'datetime', 'fr-FR')).toBe('2024-06-15T14:30:00.000Z');
    expect(dateText('2024-06-15T14:30:00.000Z', 'datetime', 'fr-FR')).toBe('15/06/2024 14:30');
    expect(storedDate('31/02/2024', 'date', 'fr-FR')).toBe('31/02/2024');
    expect(dateText('31/02/2024', 'date', 'fr-FR')).toBe('31/02/2024');
    expect(storedDate('  ', 'date', 'fr-FR')).toBeUndefined();
  });

  it('moves a picked day under the time a date-time had', () => {
    expect(pickerDay('2024-06-15T14:30:00.000Z')).toBe('2024-06-15');
    expect(withPickedDay('2024-07-01', '2024-06-15T14:30:00.000Z', 'datetime')).toBe(
      '2024-07-01T14:30:00.000Z',
    );
    expect(withPickedDay('2024-07-01', undefined, 'date')).toBe('2024-07-01T00:00:00.000Z');
  });
});
