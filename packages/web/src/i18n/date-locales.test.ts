import { describe, expect, it } from 'vitest';
import { dateLocaleOf, firstDayOfWeek } from './date-locales.ts';

describe('date locales', () => {
  it("takes the locale's own, else its language's, else English", () => {
    expect(dateLocaleOf('fr-CH')).toBe('fr-ch');
    expect(dateLocaleOf('fr-BE')).toBe('fr');
    expect(dateLocaleOf('ar-MA')).toBe('ar-ma');
    expect(dateLocaleOf('en-EU')).toBe('en');
  });

  it('starts weeks on Monday in French and Belgian locales, on Sunday in the United States', () => {
    expect(firstDayOfWeek('fr-FR')).toBe(1);
    expect(firstDayOfWeek('nl-BE')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(0);
  });
});
