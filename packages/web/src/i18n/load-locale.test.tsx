// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredLocale, rememberUserLocale, startingLocale } from './load-locale.ts';

describe('the locale the application starts in', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is the browser’s before anyone has signed in', () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    expect(startingLocale(false)).toBe('de-DE');
    expect(startingLocale(true)).toBe('de-DE');
  });

  it('is the signed-in user’s last locale, and the browser’s again once signed out', () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    rememberUserLocale('fr-FR');
    expect(startingLocale(true)).toBe('fr-FR');
    expect(startingLocale(false)).toBe('de-DE');
  });

  it('gives way to the locale chosen in this browser', () => {
    rememberUserLocale('fr-FR');
    localStorage.setItem('lessor.locale', 'en-EU');
    expect(startingLocale(true)).toBe('en-EU');
    expect(preferredLocale('fr-FR')).toBe('en-EU');
  });
});
