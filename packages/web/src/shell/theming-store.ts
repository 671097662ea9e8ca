import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { readTheming, type Theming, themingPreference, themingStorageKey } from './theming.ts';

type Listener = (theming: Theming) => void;
const listeners = new Set<Listener>();

function load(): Theming {
  try {
    const stored = JSON.parse(localStorage.getItem(themingStorageKey) ?? 'null') as {
      value?: unknown;
    } | null;
    return readTheming(stored?.value);
  } catch {
    return readTheming(undefined);
  }
}

let current = load();

/** The theme preference of this browser, shared by the provider, the dark-mode filter and the settings. */
export const themingStore = {
  get: (): Theming => current,
  set(changes: Partial<Theming>): void {
    current = { ...current, ...changes };
    localStorage.setItem(themingStorageKey, JSON.stringify(themingPreference(current)));
    for (const listener of listeners) listener(current);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const toMantine = (theming: Theming): MantineColorScheme =>
  theming.colorScheme === 'followSystem' ? 'auto' : theming.colorScheme;

/** Mantine's colour scheme, read from and written to the THEMING preference. */
export const themingColorSchemeManager: MantineColorSchemeManager = (() => {
  let unsubscribe: (() => void) | undefined;
  return {
    get: () => toMantine(current),
    set: (value) => {
      const colorScheme = value === 'auto' ? 'followSystem' : value;
      if (colorScheme !== current.colorScheme) themingStore.set({ colorScheme });
    },
    subscribe: (onUpdate) => {
      unsubscribe = themingStore.subscribe((theming) => onUpdate(toMantine(theming)));
    },
    unsubscribe: () => unsubscribe?.(),
    clear: () => localStorage.removeItem(themingStorageKey),
  };
})();
