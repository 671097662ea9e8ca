import { describe, expect, it } from 'vitest';
import { darkModeFilter, defaultTheming, readTheming, themingPreference } from './theming.ts';

describe('theme preference', () => {
  it('defaults to following the system with brightness 100, contrast 90 and sepia 10', () => {
    expect(readTheming(undefined)).toEqual({
      colorScheme: 'followSystem',
      darkModeBrightness: 100,
      darkModeContrast: 90,
      darkModeSepia: 10,
    });
    expect(darkModeFilter(defaultTheming)).toBe('brightness(100%) contrast(90%) sepia(10%)');
  });

  it('reads a stored value, bounding the percentages; an empty scheme is light', () => {
    expect(readTheming({ colorScheme: 'dark', darkModeBrightness: 250, darkModeSepia: -3 })).toEqual({
      colorScheme: 'dark',
      darkModeBrightness: 200,
      darkModeContrast: 90,
      darkModeSepia: 0,
    });
    expect(readTheming({ colorScheme: '' }).colorScheme).toBe('light');
  });

  it('is saved as the UI preference THEMING', () => {
    expect(themingPreference(defaultTheming)).toMatchObject({ type: 'UI', groupId: 'THEMING' });
  });
});
