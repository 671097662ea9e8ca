import { describe, expect, it } from 'vitest';
import { locales } from './locales.ts';
import { defaultLocaleFrom, findLocale, localeInfo } from './resolve-locale.ts';

describe('locales', () => {
  it('offers about forty locales, each once', () => {
    expect(locales.length).toBeGreaterThanOrEqual(40);
    expect(new Set(locales.map((locale) => locale.code)).size).toBe(locales.length);
  });

  it('writes US dates month first, MM-DD-YYYY', () => {
    expect(localeInfo('en-US').dateFormat).toBe('MM-DD-YYYY');
    expect(localeInfo('fr-FR').dateFormat).toBe('DD/MM/YYYY');
  });

  it('starts weeks on Monday for every French and Belgian locale', () => {
    const frenchOrBelgian = locales.filter(
      (locale) => locale.language === 'fr' || locale.code.endsWith('-BE'),
    );
    expect(frenchOrBelgian.length).toBeGreaterThan(5);
    for (const locale of frenchOrBelgian) expect(locale.firstDayOfWeek).toBe(1);
    expect(localeInfo('en-US').firstDayOfWeek).toBe(0);
  });

  it('writes Arabic right to left, the others left to right', () => {
    for (const locale of locales) expect(locale.direction).toBe(locale.language === 'ar' ? 'rtl' : 'ltr');
  });
});

describe('findLocale and defaultLocaleFrom', () => {
  it('matches a code whatever its case, else its language', () => {
    expect(findLocale('FR_ca')?.code).toBe('fr-CA');
    expect(findLocale('de')?.code).toBe('de-DE');
    expect(findLocale('en')?.code).toBe('en-EU');
    expect(findLocale('xx-YY')).toBeUndefined();
    expect(findLocale(42)).toBeUndefined();
  });

  it('takes the first browser language offered, else en-EU', () => {
    expect(defaultLocaleFrom(['xx', 'nl-BE', 'fr'])).toBe('nl-BE');
    expect(defaultLocaleFrom(['xx'])).toBe('en-EU');
    expect(defaultLocaleFrom(undefined)).toBe('en-EU');
    expect(defaultLocaleFrom('pt-BR')).toBe('pt-BR');
  });

  it('falls back to en-EU for an unknown tag', () => {
    expect(localeInfo('klingon').code).toBe('en-EU');
  });
});
