import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { darkModeFilter } from './theming.ts';
import { themingStore } from './theming-store.ts';

/** Applies the dark mode's brightness, contrast and sepia to the page while it is dark. */
export function useDarkModeFilter(): void {
  const theming = useSyncExternalStore(themingStore.subscribe, themingStore.get);
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    document.documentElement.style.filter = scheme === 'dark' ? darkModeFilter(theming) : '';
  }, [scheme, theming]);
}
