/**
 * The theme preference (foundation.md §3: type UI, group THEMING): colour scheme and the dark
 * mode's brightness, contrast and sepia, in percent (defaults 100, 90, 10). Kept in this browser's
 * local storage, so it outlives signing out.
 */
export type ColorSchemeChoice = 'light' | 'dark' | 'followSystem';

export interface Theming {
  colorScheme: ColorSchemeChoice;
  darkModeBrightness: number;
  darkModeContrast: number;
  darkModeSepia: number;
}

export const defaultTheming: Theming = {
  colorScheme: 'followSystem',
  darkModeBrightness: 100,
  darkModeContrast: 90,
  darkModeSepia: 10,
};

export const themingStorageKey = 'lessor.preference.UI.THEMING';

const percent = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(0, Math.round(value)))
    : fallback;

/** A stored or configured THEMING value, checked; an empty or unknown scheme means light (business-areas.md §4). */
export function readTheming(value: unknown): Theming {
  if (typeof value !== 'object' || value === null) return defaultTheming;
  const stored = value as Record<string, unknown>;
  const scheme = stored.colorScheme;
  return {
    colorScheme:
      scheme === 'dark' || scheme === 'followSystem'
        ? scheme
        : scheme === undefined
          ? 'followSystem'
          : 'light',
    darkModeBrightness: percent(stored.darkModeBrightness, defaultTheming.darkModeBrightness, 200),
    darkModeContrast: percent(stored.darkModeContrast, defaultTheming.darkModeContrast, 200),
    darkModeSepia: percent(stored.darkModeSepia, defaultTheming.darkModeSepia, 100),
  };
}

/** The CSS filter that the dark mode's settings make. */
export function darkModeFilter(theming: Theming): string {
  return `brightness(${theming.darkModeBrightness}%) contrast(${theming.darkModeContrast}%) sepia(${theming.darkModeSepia}%)`;
}

/** The preference as the preferences API stores it. */
export function themingPreference(theming: Theming) {
  return { type: 'UI', groupId: 'THEMING', value: theming } as const;
}
