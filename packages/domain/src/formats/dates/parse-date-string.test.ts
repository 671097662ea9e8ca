import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LessorError } from '../../errors/lessor-error.ts';
import { locales } from '../locales/locales.ts';
import { formatDate } from './format-date.ts';
import { isValidDateString, parseDateString } from './parse-date-string.ts';

const iso = (text: string, options = {}) => parseDateString(text, options).toISOString();
const midnight = (day: string) => `${day}T00:00:00.000Z`;

describe('parseDateString', () => {
  it('reads ISO dates and datetimes, a missing offset being UTC', () => {
    expect(iso('2024-06-15')).toBe(midnight('2024-06-15'));
    expect(iso('2024-06-15T10:30:00Z')).toBe('2024-06-15T10:30:00.000Z');
    expect(iso('2024-06-15T10:30:00.123456+02:00')).toBe('2024-06-15T08:30:00.123Z');
    expect(iso('2024-06-15 10:30')).toBe('2024-06-15T10:30:00.000Z');
  });

  it('reads 8 digits as YYYYMMDD and 14 digits with the time', () => {
    expect(iso('20240615')).toBe(midnight('2024-06-15'));
    expect(iso('20240615103045')).toBe('2024-06-15T10:30:45.000Z');
  });

  it('reads year-first dates split by - / or . without locale', () => {
    expect(iso('2024/6/15')).toBe(midnight('2024-06-15'));
    expect(iso('2024.06.15')).toBe(midnight('2024-06-15'));
  });

  it('reads a year-last date in the locale order: month first for US locales, day first for the others', () => {
    expect(iso('06-15-2024', { locale: 'en-US' })).toBe(midnight('2024-06-15'));
    expect(iso('6/15/2024', { locale: 'es-US' })).toBe(midnight('2024-06-15'));
    expect(iso('15/06/2024', { locale: 'fr-FR' })).toBe(midnight('2024-06-15'));
    expect(iso('15.06.2024', { locale: 'de-DE' })).toBe(midnight('2024-06-15'));
    expect(iso('15-06-2024 08:05', { locale: 'nl-NL' })).toBe('2024-06-15T08:05:00.000Z');
  });

  it('fails with MISSING_LOCALE when the year comes last and no locale is given', () => {
    expect(() => parseDateString('15/06/2024')).toThrow(LessorError);
    try {
      parseDateString('15/06/2024');
    } catch (error) {
      expect((error as LessorError).code).toBe('MISSING_LOCALE');
    }
  });

  it('fails with INVALID_DATE for impossible or unreadable dates', () => {
    for (const text of [
      '31/02/2024',
      '2023-02-29',
      '2024-13-01',
      '20241301',
      '15/06/24',
      'soon',
      '',
      '2024-06-15T25:00',
    ]) {
      expect(() => parseDateString(text, { locale: 'fr-FR' }), text).toThrow(/Invalid date/);
    }
  });

  it('reads named relative dates, at UTC midnight', () => {
    const now = new Date('2024-05-15T18:00:00Z');
    expect(iso('today', { now })).toBe(midnight('2024-05-15'));
    expect(iso('Yesterday', { now })).toBe(midnight('2024-05-14'));
    expect(iso('a week ago', { now })).toBe(midnight('2024-05-08'));
    expect(iso('last day of quarter', { now })).toBe(midnight('2024-06-30'));
  });

  it('gives every formatted date back, in every locale', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...locales.map((locale) => locale.code)),
        (instant, locale) => {
          const day = new Date(
            Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()),
          );
          day.setUTCFullYear(instant.getUTCFullYear());
          expect(parseDateString(formatDate(day, locale), { locale }).getTime()).toBe(day.getTime());
        },
      ),
    );
  });
});

describe('isValidDateString', () => {
  it('answers without throwing', () => {
    expect(isValidDateString('15/06/2024', { locale: 'fr-FR' })).toBe(true);
    expect(isValidDateString('15/06/2024')).toBe(false);
    expect(isValidDateString('31/02/2024', { locale: 'fr-FR' })).toBe(false);
    expect(isValidDateString(20240615)).toBe(false);
  });
});
