import { describe, expect, it } from 'vitest';
import { parseRelativeDate } from './parse-relative-date.ts';

// A Wednesday in the middle of the second quarter.
const now = new Date('2024-05-15T18:00:00Z');
const day = (text: string, locale?: string) =>
  parseRelativeDate(text, { now, locale })?.toISOString().slice(0, 10);

describe('parseRelativeDate', () => {
  it('reads today, yesterday and tomorrow', () => {
    expect(day('today')).toBe('2024-05-15');
    expect(day('yesterday')).toBe('2024-05-14');
    expect(day(' TOMORROW ')).toBe('2024-05-16');
  });

  it('moves by days, weeks, months, quarters and years, back or forth', () => {
    expect(day('a week ago')).toBe('2024-05-08');
    expect(day('in 2 weeks')).toBe('2024-05-29');
    expect(day('a month ago')).toBe('2024-04-15');
    expect(day('3 months ago')).toBe('2024-02-15');
    expect(day('in a quarter')).toBe('2024-08-15');
    expect(day('one year ago')).toBe('2023-05-15');
    expect(day('10 days ago')).toBe('2024-05-05');
  });

  it('clamps a month move to the last day of a shorter month', () => {
    expect(parseRelativeDate('a month ago', { now: new Date('2024-03-31T00:00:00Z') })?.toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    );
  });

  it('finds the first and last days of months, quarters and years', () => {
    expect(day('first day of month')).toBe('2024-05-01');
    expect(day('last day of month')).toBe('2024-05-31');
    expect(day('first day of last month')).toBe('2024-04-01');
    expect(day('last day of next month')).toBe('2024-06-30');
    expect(day('first day of quarter')).toBe('2024-04-01');
    expect(day('last day of quarter')).toBe('2024-06-30');
    expect(day('first day of previous quarter')).toBe('2024-01-01');
    expect(day('first day of year')).toBe('2024-01-01');
    expect(day('last day of the year')).toBe('2024-12-31');
    expect(day('last day of last year')).toBe('2023-12-31');
  });

  it('starts weeks on the locale first day', () => {
    expect(day('first day of week', 'fr-FR')).toBe('2024-05-13');
    expect(day('first day of week', 'en-US')).toBe('2024-05-12');
    expect(day('last day of week', 'fr-FR')).toBe('2024-05-19');
  });

  it('answers null for anything else', () => {
    for (const text of ['someday', 'in 3 days ago', '3 days', 'first day of decade', ''])
      expect(day(text)).toBeUndefined();
  });
});
